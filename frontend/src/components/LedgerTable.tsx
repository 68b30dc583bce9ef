import { Table, Text } from '@chakra-ui/react';
import type { LedgerLineFieldsFragment } from '../graphql/generated';
import { formatDateTime, formatMoney } from '../lib/money-format';
import { ledgerLabel } from '@paydesk/shared/ledger-kinds';

/** Ledger postings with the account balance after each: the explanation behind a figure. */
export function LedgerTable({ data, empty }: { data: readonly LedgerLineFieldsFragment[]; empty: string }) {
  if (!data.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>時間</Table.ColumnHeader>
            <Table.ColumnHeader>項目</Table.ColumnHeader>
            <Table.ColumnHeader>帳戶</Table.ColumnHeader>
            <Table.ColumnHeader>交易序號</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金額</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">餘額</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((l) => (
            <Table.Row key={`${l.entryId}-${l.account}`}>
              <Table.Cell>{formatDateTime(l.createdAt)}</Table.Cell>
              <Table.Cell>{ledgerLabel(l.kind) === '-' ? l.memo : ledgerLabel(l.kind)}</Table.Cell>
              <Table.Cell>{ledgerLabel(l.account)}</Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">
                {l.tradeNo ?? (l.withdrawalId ? `提領 #${l.withdrawalId}` : '-')}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={l.amount < 0 ? 'error.fg' : undefined}
              >
                {formatMoney(l.amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMoney(l.balanceAfter)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
