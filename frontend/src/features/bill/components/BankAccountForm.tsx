import { bankAccountSchema, type BankValues } from '../bill.schema';
import { Grid } from '@chakra-ui/react';
import { TextField, SubmitButton } from '../../../components/FormFields';
import { ServerForm } from '../../../components/ServerForm';
import { BILL_TEXT } from '../text';
import { BankCodeField } from '../../../components/BankCodeField';

const BANK_FIELDS: readonly (keyof BankValues)[] = ['bankCode', 'branchCode', 'accountNo'];

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
            <BankCodeField form={form} name="bankCode" label={BILL_TEXT.bankCode} required />
            <TextField form={form} name="branchCode" label={BILL_TEXT.branchCode} inputMode="numeric" />
            <TextField form={form} name="accountNo" label={BILL_TEXT.accountNo} inputMode="numeric" required />
          </Grid>
          <SubmitButton alignSelf="flex-start">{BILL_TEXT.saveBank}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
