import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';
import { ENTRY_KIND_VALUES, ledgerLabel } from '@paydesk/shared/ledger-kinds';
import type { LedgerLineFieldsFragment } from '../graphql/generated';
import { formatMoney } from '../lib/money-format';
import { DataTable, type Column } from './DataTable';
import { DateText, MoneyText } from './MoneyText';
import { TABLE_TEXT } from './table-text';

type Line = LedgerLineFieldsFragment;

const T = TABLE_TEXT.ledger;

const COLUMNS: Column<Line>[] = [
  {
    key: 'at',
    header: T.at,
    render: (l) => <DateText value={l.createdAt} withTime />,
    sortValue: (l) => l.createdAt,
  },
  {
    key: 'kind',
    header: T.kind,
    render: (l) => (ledgerLabel(ENTRY_KIND_VALUES[l.kind]) === '-' ? l.memo : ledgerLabel(ENTRY_KIND_VALUES[l.kind])),
  },
  { key: 'account', header: T.account, render: (l) => ledgerLabel(l.account), sortValue: (l) => l.account },
  {
    key: 'ref',
    header: T.ref,
    // What caused the entry, linked where it has a page: the transaction's detail, the withdrawals, the parcel.
    render: (l) =>
      l.tradeNo ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={`${pathTo('trans.detail')}?tradeNo=${l.tradeNo}`}>{l.tradeNo}</Link>
        </ChakraLink>
      ) : l.withdrawalId ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('bill.withdraw')}>{T.withdrawal(l.withdrawalId)}</Link>
        </ChakraLink>
      ) : l.shipmentId && l.logisticsNo ? (
        // The parcel's page takes its id in the query string (SPEC §2.3).
        <ChakraLink asChild color="primary.fg">
          <Link to={`${pathTo('shipping.detail')}?id=${l.shipmentId}`}>{T.parcel(l.logisticsNo)}</Link>
        </ChakraLink>
      ) : (
        '-'
      ),
  },
  {
    key: 'amount',
    header: T.amount,
    numeric: true,
    render: (l) => <MoneyText value={l.amount} />,
    sortValue: (l) => l.amount,
  },
  { key: 'balance', header: T.balance, numeric: true, render: (l) => formatMoney(l.balanceAfter) },
];

/** Ledger postings with the account balance after each: the explanation behind a figure. */
export function LedgerTable({ data, empty }: { data: readonly LedgerLineFieldsFragment[]; empty: string }) {
  return <DataTable rows={data} columns={COLUMNS} rowKey={(l) => `${l.entryId}-${l.account}`} empty={empty} />;
}
