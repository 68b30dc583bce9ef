import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../app/paths';
import { ENTRY_KIND_VALUES, ledgerLabel } from '@paydesk/shared/ledger-kinds';
import type { LedgerLineFieldsFragment } from '../graphql/generated';
import { formatMoney } from '../lib/money-format';
import { DataTable, type Column } from './DataTable';
import { DateText, MoneyText } from './MoneyText';

type Line = LedgerLineFieldsFragment;

const COLUMNS: Column<Line>[] = [
  {
    key: 'at',
    header: '時間',
    render: (l) => <DateText value={l.createdAt} withTime />,
    sortValue: (l) => l.createdAt,
  },
  {
    key: 'kind',
    header: '項目',
    render: (l) => (ledgerLabel(ENTRY_KIND_VALUES[l.kind]) === '-' ? l.memo : ledgerLabel(ENTRY_KIND_VALUES[l.kind])),
  },
  { key: 'account', header: '帳戶', render: (l) => ledgerLabel(l.account), sortValue: (l) => l.account },
  {
    key: 'ref',
    header: '交易序號',
    // What caused the entry, linked where it has a page: the transaction's detail, the withdrawals.
    render: (l) =>
      l.tradeNo ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={`${pathTo('trans.detail')}?tradeNo=${l.tradeNo}`}>{l.tradeNo}</Link>
        </ChakraLink>
      ) : l.withdrawalId ? (
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('bill.withdraw')}>{`提領 #${l.withdrawalId}`}</Link>
        </ChakraLink>
      ) : (
        '-'
      ),
  },
  {
    key: 'amount',
    header: '金額',
    numeric: true,
    render: (l) => <MoneyText value={l.amount} />,
    sortValue: (l) => l.amount,
  },
  { key: 'balance', header: '餘額', numeric: true, render: (l) => formatMoney(l.balanceAfter) },
];

/** Ledger postings with the account balance after each: the explanation behind a figure. */
export function LedgerTable({ data, empty }: { data: readonly LedgerLineFieldsFragment[]; empty: string }) {
  return <DataTable rows={data} columns={COLUMNS} rowKey={(l) => `${l.entryId}-${l.account}`} empty={empty} />;
}
