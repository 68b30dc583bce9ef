import { Button, Stack, Text } from '@chakra-ui/react';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { DateText } from '../../../components/MoneyText';
import { transactionColumns } from '../../../components/TransactionColumns';
import type { TransactionPageFieldsFragment } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { TX_TEXT } from '../text';
import type { FilterTotals } from '../useFilterTotals';

/** A page of the transaction list: the filter's totals, the table and the button for the next page. */
export function TransactionResults({
  page,
  totals,
  onMore,
  onOpen,
}: {
  page: TransactionPageFieldsFragment;
  totals: FilterTotals | null;
  onMore: () => void;
  onOpen: (tradeNo: string) => void;
}) {
  if (!page.items.length) return <EmptyState message={TX_TEXT.empty} />;
  return (
    <Stack gap="3">
      {totals ? <Text color="fg.muted">{TX_TEXT.total(totals.count, formatMoney(totals.amount))}</Text> : null}
      {/* The server pages with a cursor ("more"); the table sorts what is loaded. */}
      <DataTable
        rows={page.items}
        columns={TX_COLUMNS}
        rowKey={(t) => t.id}
        empty={TX_TEXT.empty}
        pageSize={Infinity}
        onRowClick={(t) => onOpen(t.tradeNo)}
        rowTestId="transaction-row"
        tableTestId="transaction-list"
      />
      {page.nextCursor ? (
        <Button variant="outline" alignSelf="center" onClick={onMore}>
          {TX_TEXT.more}
        </Button>
      ) : null}
    </Stack>
  );
}

type TxRow = TransactionPageFieldsFragment['items'][number];
const c = TX_TEXT.columns;

const tx = transactionColumns<TxRow>();
const TX_COLUMNS: Column<TxRow>[] = [
  tx.createdAt,
  tx.tradeNo,
  { key: 'orderNo', header: c.orderNo, render: (t) => t.merchantOrderNo ?? '-', sortValue: (t) => t.merchantOrderNo },
  tx.item,
  tx.payType,
  tx.status,
  tx.amount,
  tx.fee,
  {
    key: 'settleDue',
    header: c.settleDue,
    render: (t) => <DateText value={t.settleDueAt} />,
    sortValue: (t) => t.settleDueAt,
  },
];
