import { useReference } from '../../../lib/useReference';
import { EmptyState } from '../../../components/EmptyState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/LoadState';
import { WITHDRAWAL_STATUS_LIST } from '@paydesk/shared/withdrawal-statuses';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CSV_EXPORTS } from '@paydesk/shared/csv-exports';
import { CsvExportLink } from '../../../components/CsvExportLink';
import { useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSaveBankAccountMutation, useWithdrawMutation, useWithdrawPageQuery } from '../../../graphql/documents/bill';
import type { WithdrawPageQuery } from '../../../graphql/generated';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { newIdempotencyKey } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { BankAccountForm } from '../components/BankAccountForm';
import { BankAccountSummary } from '../components/BankAccountSummary';
import type { BankValues } from '../bill.schema';
import { WithdrawForm } from '../components/WithdrawForm';
import { BILL_TEXT } from '../text';

type Withdrawal = WithdrawPageQuery['withdrawals']['items'][number];

const WITHDRAWAL_COLUMNS: Column<Withdrawal>[] = [
  {
    key: 'at',
    header: BILL_TEXT.columns.requestedAt,
    render: (w) => <DateText value={w.requestedAt} withTime />,
    sortValue: (w) => w.requestedAt,
  },
  {
    key: 'amount',
    header: BILL_TEXT.columns.amount,
    numeric: true,
    render: (w) => <MoneyText value={w.amount} />,
    sortValue: (w) => w.amount,
  },
  { key: 'fee', header: BILL_TEXT.columns.fee, numeric: true, render: (w) => <MoneyText value={w.fee} /> },
  {
    key: 'net',
    header: BILL_TEXT.columns.net,
    numeric: true,
    render: (w) => <MoneyText value={w.net} />,
    sortValue: (w) => w.net,
  },
  { key: 'account', header: BILL_TEXT.columns.account, render: (w) => w.bankAccountMasked },
  {
    key: 'status',
    header: BILL_TEXT.columns.status,
    render: (w) => (
      <Stack gap="1">
        <StatusBadge alignSelf="flex-start" list={WITHDRAWAL_STATUS_LIST} value={w.status} />
        {w.failReason && (
          <Text fontSize="xs" color="fg.muted">
            {BILL_TEXT.failReason(w.failReason)}
          </Text>
        )}
      </Stack>
    ),
    sortValue: (w) => WITHDRAWAL_STATUS_LIST.label(w.status),
  },
  {
    key: 'paid',
    header: BILL_TEXT.columns.paidAt,
    render: (w) => <DateText value={w.paidAt} withTime />,
    sortValue: (w) => w.paidAt,
  },
];

/** /auth/bill/withdraw: own-name bank account, withdrawal with fee and net, history. */
export function BillWithdrawView() {
  const { data, loading, error, refetch, fetchMore } = useWithdrawPageQuery({ fetchPolicy: 'cache-and-network' });
  const history = useMorePages(fetchMore, data?.withdrawals, 'withdrawals');
  const { reference } = useReference();
  const [saveBank] = useSaveBankAccountMutation();
  const [withdraw] = useWithdrawMutation();
  const [editingBank, setEditingBank] = useState(false);
  // One key per submission: a double click or a retry of the same submission never withdraws twice.
  const [key, setKey] = useState(newIdempotencyKey);
  if (loading && !data) return <PageSpinner />;
  if (error || !data) {
    return <LoadError message={BILL_TEXT.loadError} onRetry={() => refetch()} />;
  }
  const bank = data.bankAccount;
  const onBank = async (v: BankValues) => {
    const { data: res } = await saveBank({
      variables: { input: { bankCode: v.bankCode, branchCode: v.branchCode || null, accountNo: v.accountNo } },
    });
    if (res?.saveBankAccount.bankAccount) {
      showToast(BILL_TEXT.bankSaved, 'success');
      setEditingBank(false);
      await refetch();
      return [];
    }
    return res?.saveBankAccount.errors ?? [];
  };
  const onWithdraw = async (amount: number) => {
    const { data: res } = await withdraw({ variables: { input: { amount, idempotencyKey: key } } });
    setKey(newIdempotencyKey());
    if (res?.withdraw.withdrawal) {
      showToast(BILL_TEXT.done, 'success');
      await refetch();
      return [];
    }
    return res?.withdraw.errors ?? [];
  };
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {BILL_TEXT.withdrawTitle}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            {BILL_TEXT.bankTitle}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {BILL_TEXT.bankHint}
          </Text>
          {bank && !editingBank ? (
            <BankAccountSummary bank={bank} onChange={() => setEditingBank(true)} />
          ) : (
            <BankAccountForm onSubmit={onBank} />
          )}
        </Stack>
      </Box>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        <Stack gap="3">
          <Heading as="h2" size="md">
            {BILL_TEXT.submit}
          </Heading>
          {bank?.verified ? (
            <WithdrawForm
              data={{
                available: data.balance.withdrawable,
                fee: data.balance.withdrawalFee,
                limit: data.balance.withdrawLimit,
                businessDays: reference
                  ? { min: reference.withdrawal.minBusinessDays, max: reference.withdrawal.maxBusinessDays }
                  : null,
              }}
              onSubmit={onWithdraw}
            />
          ) : (
            <EmptyState
              message={
                bank?.state === 'PENDING'
                  ? BILL_TEXT.blockedPending
                  : bank?.state === 'REJECTED'
                    ? BILL_TEXT.blockedRejected
                    : BILL_TEXT.noBank
              }
            />
          )}
        </Stack>
      </Box>
      <Stack gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {BILL_TEXT.history}
          </Heading>
          <CsvExportLink path={CSV_EXPORTS.withdrawals.path} label={BILL_TEXT.exportWithdrawals} />
        </HStack>
        <DataTable
          rows={data.withdrawals.items}
          columns={WITHDRAWAL_COLUMNS}
          rowKey={(w) => w.id}
          empty={BILL_TEXT.noHistory}
          tableTestId="withdrawal-history"
        />
        <LoadMore {...history} shown={data.withdrawals.items.length} />
      </Stack>
    </Stack>
  );
}
