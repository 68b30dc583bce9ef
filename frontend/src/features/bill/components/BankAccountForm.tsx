import { bankAccountSchema, type BankValues } from '../bill.schema';
import { FormErrorAlert } from '../../../components/LoadState';
import { Grid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { InvalidSubmitNotice, TextField, SubmitButton } from '../../../components/FormFields';
import { applyServerErrors } from '../../../lib/form-errors';
import { BILL_TEXT } from '../text';
import { TAIWAN_BANKS } from '@paydesk/shared/taiwan-banks';

/** The banks a withdrawal account may be at, offered as the code is typed ("玉山" or "808" both find 808). */
const BANK_SUGGESTIONS = TAIWAN_BANKS.map((b) => ({ value: b.code, label: `${b.code} ${b.name}` }));
const bankName = (code: string) => TAIWAN_BANKS.find((b) => b.code === code)?.name;

/** The member's own-name Taiwan bank account (the name is the member's, so it is not asked). */
export function BankAccountForm({
  onSubmit,
}: {
  onSubmit: (v: BankValues) => Promise<readonly { field: string | null; message: string }[]>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (v: BankValues, helpers: FormikHelpers<BankValues>) => {
    setFormError(
      applyServerErrors<BankValues>(await onSubmit(v), helpers.setErrors, ['bankCode', 'branchCode', 'accountNo']),
    );
  };
  return (
    <Formik
      initialValues={{ bankCode: '', branchCode: '', accountNo: '' }}
      validationSchema={bankAccountSchema}
      onSubmit={submit}
    >
      {(form) => (
        <Form noValidate aria-label={BILL_TEXT.saveBank}>
          <InvalidSubmitNotice />
          <Stack gap="3">
            <FormErrorAlert message={formError} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 2fr' }} gap="3">
              <TextField
                form={form}
                name="bankCode"
                label={BILL_TEXT.bankCode}
                helper={bankName(form.values.bankCode) ?? BILL_TEXT.bankCodeHint}
                suggestions={BANK_SUGGESTIONS}
                autoComplete="off"
                required
              />
              <TextField form={form} name="branchCode" label={BILL_TEXT.branchCode} inputMode="numeric" />
              <TextField form={form} name="accountNo" label={BILL_TEXT.accountNo} inputMode="numeric" required />
            </Grid>
            <SubmitButton alignSelf="flex-start">{BILL_TEXT.saveBank}</SubmitButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
