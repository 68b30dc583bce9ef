import { Heading, Stack } from '@chakra-ui/react';
import { VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormErrorAlert, LoadError } from '../../../components/LoadState';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransactionFilters } from '../../../components/TransactionFilters';
import { usePaymentLinkTransactionsQuery, useTransactionsQuery } from '../../../graphql/documents/transactions';
import type { TransactionPageFieldsFragment } from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import {
  defaultTransactionFilter,
  rememberTransactionRange,
  toTransactionFilter,
  transactionCsvParams,
} from '../../../lib/transaction-filter';
import type { FilterValues } from '../../../lib/transaction-filter.schema';
import { TransactionDetail } from '../components/TransactionDetail';
import { TransactionResults } from '../components/TransactionResults';
import { TX_TEXT } from '../text';
import { useFilterTotals, type FilterTotals } from '../useFilterTotals';

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
      {open ? <TransactionDetail tradeNo={open} onClose={() => setOpen(null)} /> : null}
      {q.loading && !page ? <PageSpinner /> : null}
      {q.failed && !page ? <LoadError message={TX_TEXT.loadError} onRetry={q.refetch} /> : null}
      {page?.errors.length ? <FormErrorAlert message={page.errors[0]?.message} /> : null}
      {page && !page.errors.length ? (
        <TransactionResults
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
