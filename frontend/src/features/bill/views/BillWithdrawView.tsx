import { StatusBadge } from '../../../components/StatusBadge';
import { LoadError } from '../../../components/LoadState';
import { WITHDRAWAL_STATUS_LIST } from '@paydesk/shared/withdrawal-statuses';
import { Badge, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import { useSaveBankAccountMutation, useWithdrawMutation, useWithdrawPageQuery } from '../../../graphql/generated';
import { formatDateTime, formatMoney, newIdempotencyKey } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { BankAccountForm } from '../components/BankAccountForm';
import type { BankValues } from '../bill.schema';
import { WithdrawForm } from '../components/WithdrawForm';
import { BILL_TEXT } from '../text';

/** /auth/bill/withdraw: own-name bank account, withdrawal with fee and net, history. */
export function BillWithdrawView() {
  const { data, loading, error, refetch } = useWithdrawPageQuery({ fetchPolicy: 'cache-and-network' });
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
  const c = BILL_TEXT.columns;
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
            <Stack gap="1" data-testid="bank-account">
              <Text>
                {bank.accountName}　{bank.bankCode}
                {bank.branchCode ? `-${bank.branchCode}` : ''}　{bank.accountNoMasked}
              </Text>
              <Badge alignSelf="flex-start" colorPalette={bank.verified ? 'success' : 'accent'}>
                {bank.verified ? BILL_TEXT.verified : BILL_TEXT.unverified}
              </Badge>
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setEditingBank(true)}>
                {BILL_TEXT.changeBank}
              </Button>
            </Stack>
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
              }}
              onSubmit={onWithdraw}
            />
          ) : (
            <Text color="fg.muted">{BILL_TEXT.noBank}</Text>
          )}
        </Stack>
      </Box>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {BILL_TEXT.history}
        </Heading>
        {data.withdrawals.length ? (
          <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
            <Table.Root size="sm" data-testid="withdrawal-history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{c.requestedAt}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{c.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{c.fee}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{c.net}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.account}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.paidAt}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.withdrawals.map((w) => (
                  <Table.Row key={w.id}>
                    <Table.Cell>{formatDateTime(w.requestedAt)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(w.amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(w.fee)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(w.net)}</Table.Cell>
                    <Table.Cell>{w.bankAccountMasked}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge list={WITHDRAWAL_STATUS_LIST} value={w.status} />
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(w.paidAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text color="fg.muted">{BILL_TEXT.noHistory}</Text>
        )}
      </Stack>
    </Stack>
  );
}
