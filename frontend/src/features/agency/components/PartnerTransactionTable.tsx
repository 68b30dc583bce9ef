import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { DataTable, type Column } from '../../../components/DataTable';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { AgentTransactionsQuery } from '../../../graphql/generated';
import { AGENCY_TEXT } from '../text';

export type PartnerTx = AgentTransactionsQuery['agentTransactions']['items'][number];
const c = AGENCY_TEXT.inquiry.columns;

const COLUMNS: Column<PartnerTx>[] = [
  {
    key: 'at',
    header: c.createdAt,
    render: (t) => <DateText value={t.createdAt} withTime />,
    sortValue: (t) => t.createdAt,
  },
  { key: 'merchant', header: c.merchant, render: (t) => t.merchantName, sortValue: (t) => t.merchantName },
  { key: 'tradeNo', header: c.tradeNo, render: (t) => t.tradeNo, sortValue: (t) => t.tradeNo },
  { key: 'item', header: c.item, render: (t) => t.itemName || '-' },
  { key: 'payType', header: c.payType, render: (t) => PAY_TYPE_LIST.label(t.payType), sortValue: (t) => t.payType },
  {
    key: 'status',
    header: c.status,
    render: (t) => <StatusBadge list={TRANSACTION_STATUS_LIST} value={t.status} />,
    sortValue: (t) => TRANSACTION_STATUS_LIST.label(t.status),
  },
  {
    key: 'amount',
    header: c.amount,
    numeric: true,
    render: (t) => <MoneyText value={t.amount} />,
    sortValue: (t) => t.amount,
  },
  { key: 'fee', header: c.fee, numeric: true, render: (t) => <MoneyText value={t.fee} />, sortValue: (t) => t.fee },
];

/** Partner transactions as loaded so far (the server pages with a cursor; the table sorts what is loaded). */
export function PartnerTransactionTable({ rows }: { rows: readonly PartnerTx[] }) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(t) => t.id}
      empty={AGENCY_TEXT.inquiry.empty}
      pageSize={Infinity}
      rowTestId="partner-transaction-row"
      tableTestId="partner-transactions"
    />
  );
}
