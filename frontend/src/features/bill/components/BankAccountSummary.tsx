import { Button, Stack, Text } from '@chakra-ui/react';
import { BANK_ACCOUNT_STATE_LIST } from '@paydesk/shared/bank-account-states';
import { StatusBadge } from '../../../components/StatusBadge';
import type { BankAccountFieldsFragment } from '../../../graphql/generated';
import { BILL_TEXT } from '../text';

export interface BankAccountSummaryProps {
  bank: BankAccountFieldsFragment;
  onChange: () => void;
}

/** The one withdrawal account on file with its state (the same the dashboard checklist shows) and why it waits. */
export function BankAccountSummary({ bank, onChange }: BankAccountSummaryProps) {
  const hint =
    bank.state === 'PENDING'
      ? BILL_TEXT.bankPendingHint
      : bank.state === 'REJECTED'
        ? BILL_TEXT.bankRejectedHint(bank.rejectReason)
        : null;
  return (
    <Stack gap="1" data-testid="bank-account">
      <Text>
        {bank.accountName}　{bank.bankCode}
        {bank.branchCode ? `-${bank.branchCode}` : ''}　{bank.accountNoMasked}
      </Text>
      <StatusBadge alignSelf="flex-start" list={BANK_ACCOUNT_STATE_LIST} value={bank.state} />
      {hint && (
        <Text fontSize="sm" color={bank.state === 'REJECTED' ? 'error.fg' : 'fg.muted'} data-testid="bank-account-hint">
          {hint}
        </Text>
      )}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onChange}>
        {BILL_TEXT.changeBank}
      </Button>
    </Stack>
  );
}
