import { EmptyState } from '../../../components/EmptyState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { DataTable, type Column } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/StatusBadge';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  usePaymentLinkTransactionsQuery,
  useRefundTransactionMutation,
  useTransactionDetailQuery,
  useTransactionsQuery,
  type PayType,
  type TransactionFilter,
  type TransactionStatus,
  type TransactionPageFieldsFragment,
} from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import { formatMoney, newIdempotencyKey, taiwanDay } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { TransactionDetailPanel } from '../components/TransactionDetailPanel';
import { TransactionFilters } from '../../../components/TransactionFilters';
import type { FilterValues } from '../../../lib/transaction-filter.schema';
import { TX_TEXT } from '../text';

/** SPEC §9: the default range is 3 days (today and the two before). */
const DEFAULT_FILTER: FilterValues = {
  from: taiwanDay(-2),
  to: taiwanDay(0),
  status: '',
  payType: '',
  tradeNo: '',
  merchantOrderNo: '',
};

function toFilter(v: FilterValues, after: string | null): TransactionFilter {
  return {
    from: v.from,
    to: v.to,
    status: (TRANSACTION_STATUS_LIST.keyOf(v.status || null) as TransactionStatus | undefined) ?? null,
    payType: (PAY_TYPE_LIST.keyOf(v.payType || null) as PayType | undefined) ?? null,
    tradeNo: v.tradeNo || null,
    merchantOrderNo: v.merchantOrderNo || null,
    after,
    first: 50,
  };
}

function Detail({ tradeNo, onClose }: { tradeNo: string; onClose: () => void }) {
  const { data, loading, refetch } = useTransactionDetailQuery({ variables: { tradeNo }, fetchPolicy: 'network-only' });
  const [refund] = useRefundTransactionMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  if (loading && !data) return <PageSpinner />;
  if (!data?.transaction) return null;
  const onRefund = async (amount: number) => {
    const { data: res } = await refund({ variables: { input: { tradeNo, amount, idempotencyKey: key } } });
    const payload = res?.refundTransaction;
    if (payload?.transaction) {
      showToast(
        payload.reserved ? TX_TEXT.refundReserved : TX_TEXT.refundDone,
        payload.reserved ? 'warning' : 'success',
      );
      setKey(newIdempotencyKey());
      await refetch();
      return [];
    }
    setKey(newIdempotencyKey());
    return payload?.errors ?? [];
  };
  return <TransactionDetailPanel data={data.transaction} onRefund={onRefund} onClose={onClose} />;
}

function Results({
  page,
  onMore,
  onOpen,
}: {
  page: TransactionPageFieldsFragment;
  onMore: () => void;
  onOpen: (tradeNo: string) => void;
}) {
  if (!page.items.length) return <EmptyState message={TX_TEXT.empty} />;
  return (
    <Stack gap="3">
      <Text color="fg.muted">{TX_TEXT.total(page.totalCount, formatMoney(page.totalAmount))}</Text>
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

const TX_COLUMNS: Column<TxRow>[] = [
  {
    key: 'at',
    header: c.createdAt,
    render: (t) => <DateText value={t.createdAt} withTime />,
    sortValue: (t) => t.createdAt,
  },
  { key: 'tradeNo', header: c.tradeNo, render: (t) => t.tradeNo, sortValue: (t) => t.tradeNo },
  { key: 'orderNo', header: c.orderNo, render: (t) => t.merchantOrderNo ?? '-', sortValue: (t) => t.merchantOrderNo },
  { key: 'item', header: c.item, render: (t) => t.itemName || '-' },
  {
    key: 'payType',
    header: c.payType,
    render: (t) => PAY_TYPE_LIST.label(t.payType),
    sortValue: (t) => PAY_TYPE_LIST.label(t.payType),
  },
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
  {
    key: 'settleDue',
    header: c.settleDue,
    render: (t) => <DateText value={t.settleDueAt} />,
    sortValue: (t) => t.settleDueAt,
  },
];

interface PageState {
  values: FilterValues;
  after: string | null;
}

interface QueryState {
  page: TransactionPageFieldsFragment | undefined;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

function TransactionsPage({
  title,
  uop,
  state,
  setState,
  q,
}: {
  title: string;
  uop: boolean;
  state: PageState;
  setState: (s: PageState) => void;
  q: QueryState;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const { page } = q;
  const exportHref = buildUrl('/api/transactions/export.csv', {
    ...toFilter(state.values, null),
    after: undefined,
    first: undefined,
    paymentLinksOnly: uop || undefined,
  });
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <TransactionFilters
        data={state.values}
        exportHref={exportHref}
        onSubmit={(v) => {
          setOpen(null);
          setState({ values: v, after: null });
        }}
      />
      {open ? <Detail tradeNo={open} onClose={() => setOpen(null)} /> : null}
      {q.loading && !page ? <PageSpinner /> : null}
      {q.failed && !page ? <LoadError message={TX_TEXT.loadError} onRetry={q.refetch} /> : null}
      {page?.errors.length ? <FormErrorAlert message={page.errors[0]?.message} /> : null}
      {page && !page.errors.length ? (
        <Results page={page} onMore={() => setState({ ...state, after: page.nextCursor })} onOpen={setOpen} />
      ) : null}
    </Stack>
  );
}

const INITIAL: PageState = { values: DEFAULT_FILTER, after: null };

/** /auth/transactions/detail */
export function TransactionsView() {
  const [state, setState] = useState(INITIAL);
  const r = useTransactionsQuery({
    variables: { filter: toFilter(state.values, state.after) },
    fetchPolicy: 'cache-and-network',
  });
  const q = {
    page: r.data?.transactions,
    loading: r.loading,
    failed: Boolean(r.error),
    refetch: () => void r.refetch(),
  };
  return <TransactionsPage title={TX_TEXT.title} uop={false} state={state} setState={setState} q={q} />;
}

/** /auth/uop/transaction */
export function PaymentLinkTransactionsView() {
  const [state, setState] = useState(INITIAL);
  const r = usePaymentLinkTransactionsQuery({
    variables: { filter: toFilter(state.values, state.after) },
    fetchPolicy: 'cache-and-network',
  });
  const q = {
    page: r.data?.paymentLinkTransactions,
    loading: r.loading,
    failed: Boolean(r.error),
    refetch: () => void r.refetch(),
  };
  return <TransactionsPage title={TX_TEXT.uopTitle} uop state={state} setState={setState} q={q} />;
}
