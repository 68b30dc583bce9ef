import { DataTable, type Column } from '../../../components/DataTable';
import { transactionColumns } from '../../../components/TransactionColumns';
import type { AgentTransactionsQuery } from '../../../graphql/generated';
import { AGENCY_TEXT } from '../text';

export type PartnerTx = AgentTransactionsQuery['agentTransactions']['items'][number];
const c = AGENCY_TEXT.inquiry.columns;

const tx = transactionColumns<PartnerTx>();
const COLUMNS: Column<PartnerTx>[] = [
  tx.createdAt,
  { key: 'merchant', header: c.merchant, render: (t) => t.merchantName, sortValue: (t) => t.merchantName },
  tx.tradeNo,
  tx.item,
  tx.payType,
  tx.status,
  tx.amount,
  tx.fee,
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
