import { bankAccountSchema, type BankValues } from '../bill.schema';
import { Grid } from '@chakra-ui/react';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BILL_TEXT } from '../text';
import { TAIWAN_BANKS } from '@paydesk/shared/taiwan-banks';

/** The banks a withdrawal account may be at, offered as the code is typed ("玉山" or "808" both find 808). */
const BANK_SUGGESTIONS = TAIWAN_BANKS.map((b) => ({ value: b.code, label: `${b.code} ${b.name}` }));
const BANK_FIELDS: readonly (keyof BankValues)[] = ['bankCode', 'branchCode', 'accountNo'];
const bankName = (code: string) => TAIWAN_BANKS.find((b) => b.code === code)?.name;

/** The member's own-name Taiwan bank account (the name is the member's, so it is not asked). */
export function BankAccountForm({
  onSubmit,
}: {
  onSubmit: (v: BankValues) => Promise<readonly { field: string | null; message: string }[]>;
}) {
  return (
    <ServerForm<BankValues>
      initialValues={{ bankCode: '', branchCode: '', accountNo: '' }}
      validationSchema={bankAccountSchema}
      fields={BANK_FIELDS}
      label={BILL_TEXT.saveBank}
      onSubmit={onSubmit}
      maxW="none"
      gap="3"
    >
      {(form) => (
        <>
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
        </>
      )}
    </ServerForm>
  );
}
