import { EmptyState } from '../../../components/EmptyState';
import { DateText } from '../../../components/MoneyText';
import { DataTable, type Column } from '../../../components/DataTable';
import { transactionColumns } from '../../../components/TransactionColumns';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import { PageSpinner } from '../../../components/PageSpinner';
import {
  usePaymentLinkTransactionsQuery,
  useRefundTransactionMutation,
  useResendPaymentNotifyMutation,
  useTransactionDetailQuery,
  useTransactionsQuery,
} from '../../../graphql/documents/transactions';
import type { TransactionPageFieldsFragment } from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import { formatMoney, newIdempotencyKey } from '../../../lib/money-format';
import {
  defaultTransactionFilter,
  rememberTransactionRange,
  toTransactionFilter,
  transactionCsvParams,
} from '../../../lib/transaction-filter';
import { showToast } from '../../../lib/toast';
import { TransactionDetailPanel } from '../components/TransactionDetailPanel';
import { TransactionFilters } from '../../../components/TransactionFilters';
import type { FilterValues } from '../../../lib/transaction-filter.schema';
import { TX_TEXT } from '../text';
import { useCanAct } from '../../../components/ActionRight';
import { ACTION_KEYS } from '@paydesk/shared/action-rights';

function Detail({ tradeNo, onClose }: { tradeNo: string; onClose: () => void }) {
  const { data, loading, refetch } = useTransactionDetailQuery({ variables: { tradeNo }, fetchPolicy: 'network-only' });
  const [refund] = useRefundTransactionMutation();
  const [resendNotify] = useResendPaymentNotifyMutation();
  const [key, setKey] = useState(newIdempotencyKey);
  const canRefund = useCanAct(ACTION_KEYS.refundPayment);
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
  const onResendNotify = async () => {
    const res = await resendNotify({ variables: { tradeNo } }).catch(() => null);
    const payload = res?.data?.resendPaymentNotify;
    showToast(payload?.message ?? TX_TEXT.notify.resendFailed, payload?.success ? 'success' : 'warning');
    await refetch();
  };
  return (
    <TransactionDetailPanel
      data={data.transaction}
      onRefund={canRefund ? onRefund : undefined}
      onClose={onClose}
      onResendNotify={onResendNotify}
    />
  );
}

interface FilterTotals {
  count: number;
  amount: number;
}

/**
 * The totals of the filter on screen. Only a filter's first page asks for them (`withTotals`); the next pages keep
 * what it answered, so the gateway sums once per filter.
 */
function useFilterTotals(page: { totalCount?: number; totalAmount?: number } | undefined): FilterTotals | null {
  const [kept, setKept] = useState<FilterTotals | null>(null);
  const fresh =
    page?.totalCount !== undefined && page.totalAmount !== undefined
      ? { count: page.totalCount, amount: page.totalAmount }
      : null;
  // Kept as state derived while rendering (React re-renders at once), not in an effect a frame later.
  if (fresh && (fresh.count !== kept?.count || fresh.amount !== kept.amount)) setKept(fresh);
  return fresh ?? kept;
}

function Results({
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

interface PageState {
  values: FilterValues;
  after: string | null;
}

interface QueryState {
  page: TransactionPageFieldsFragment | undefined;
  totals: FilterTotals | null;
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
  // ?tradeNo=… (a link from the audit trail or a mail) opens that transaction's detail at once.
  const [params] = useSearchParams();
  const linked = params.get('tradeNo');
  const [open, setOpen] = useState<string | null>(linked && VALIDATION_PATTERNS.tradeNo.test(linked) ? linked : null);
  const { page } = q;
  const exportHref = buildUrl('/api/transactions/export.csv', {
    ...transactionCsvParams(state.values),
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
          rememberTransactionRange(v);
          setState({ values: v, after: null });
        }}
      />
      {open ? <Detail tradeNo={open} onClose={() => setOpen(null)} /> : null}
      {q.loading && !page ? <PageSpinner /> : null}
      {q.failed && !page ? <LoadError message={TX_TEXT.loadError} onRetry={q.refetch} /> : null}
      {page?.errors.length ? <FormErrorAlert message={page.errors[0]?.message} /> : null}
      {page && !page.errors.length ? (
        <Results
          page={page}
          totals={q.totals}
          onMore={() => setState({ ...state, after: page.nextCursor })}
          onOpen={setOpen}
        />
      ) : null}
    </Stack>
  );
}

/** A list page's variables: the totals are asked with a filter's first page only (useFilterTotals keeps them). */
const listVariables = (state: PageState) => ({
  filter: toTransactionFilter(state.values, state.after),
  withTotals: state.after === null,
});

/** Read when the page opens (not when the module loads), so a range remembered since applies. */
const initialState = (): PageState => ({ values: defaultTransactionFilter(), after: null });

/** /auth/transactions/detail */
export function TransactionsView() {
  const [state, setState] = useState(initialState);
  const r = useTransactionsQuery({
    variables: listVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const totals = useFilterTotals(r.data?.transactions);
  const q = {
    page: r.data?.transactions,
    totals,
    loading: r.loading,
    failed: Boolean(r.error),
    refetch: () => void r.refetch(),
  };
  return <TransactionsPage title={TX_TEXT.title} uop={false} state={state} setState={setState} q={q} />;
}

/** /auth/uop/transaction */
export function PaymentLinkTransactionsView() {
  const [state, setState] = useState(initialState);
  const r = usePaymentLinkTransactionsQuery({
    variables: listVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const totals = useFilterTotals(r.data?.paymentLinkTransactions);
  const q = {
    page: r.data?.paymentLinkTransactions,
    totals,
    loading: r.loading,
    failed: Boolean(r.error),
    refetch: () => void r.refetch(),
  };
  return <TransactionsPage title={TX_TEXT.uopTitle} uop state={state} setState={setState} q={q} />;
}
