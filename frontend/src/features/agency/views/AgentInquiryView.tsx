import { Button, Stack, Text } from '@chakra-ui/react';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, ListSkeleton, LoadError } from '../../../components/LoadState';
import { TransactionFilters } from '../../../components/TransactionFilters';
import {
  useAgentTransactionsLazyQuery,
  useAgentTransactionsQuery,
  type PayType,
  type TransactionFilter,
  type TransactionStatus,
} from '../../../graphql/generated';
import { buildUrl } from '../../../lib/http';
import { formatMoney, taiwanDay } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import type { FilterValues } from '../../../lib/transaction-filter.schema';
import { AgencyFrame } from '../components/AgencyFrame';
import { PartnerTransactionTable, type PartnerTx } from '../components/PartnerTransactionTable';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.inquiry;

/** SPEC §9: the default range is 3 days (today and the two before), as on the seller's own page. */
const defaults = (): FilterValues => ({
  from: taiwanDay(-2),
  to: taiwanDay(0),
  status: '',
  payType: '',
  tradeNo: '',
  merchantOrderNo: '',
});

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

/** The CSV export takes the filter as codes (the REST form of the same filter). */
function csvHref(v: FilterValues): string {
  return buildUrl('/api/pf/transactions.csv', {
    from: v.from,
    to: v.to,
    status: v.status ? TRANSACTION_STATUS_LIST.byKey(v.status)?.code : undefined,
    payType: v.payType ? PAY_TYPE_LIST.byKey(v.payType)?.code : undefined,
    tradeNo: v.tradeNo || undefined,
    merchantOrderNo: v.merchantOrderNo || undefined,
  });
}

/** /auth/pf/inquiry/transaction: the partners' transactions with the seller page's filters and "load more". */
export function AgentInquiryView() {
  const [values, setValues] = useState(defaults);
  const [more, setMore] = useState<{ items: PartnerTx[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const q = useAgentTransactionsQuery({
    variables: { filter: toFilter(values, null) },
    fetchPolicy: 'cache-and-network',
  });
  const [fetchPage] = useAgentTransactionsLazyQuery({ fetchPolicy: 'network-only' });
  const page = q.data?.agentTransactions;
  const rows = page ? [...page.items, ...(more?.items ?? [])] : [];
  const next = more ? more.next : (page?.nextCursor ?? null);

  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const res = await fetchPage({ variables: { filter: toFilter(values, next) } });
      const got = res.data?.agentTransactions;
      if (got) setMore({ items: [...(more?.items ?? []), ...got.items], next: got.nextCursor });
    } catch {
      showToast(AGENCY_TEXT.loadError, 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <AgencyFrame title={T.title}>
      <TransactionFilters
        data={values}
        exportHref={csvHref(values)}
        onSubmit={(v) => {
          setMore(null);
          setValues(v);
        }}
      />
      {q.loading && !page ? <ListSkeleton /> : null}
      {q.error && !page ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => q.refetch()} /> : null}
      {page?.errors.length ? <FormErrorAlert message={page.errors[0]?.message} /> : null}
      {page && !page.errors.length && !rows.length ? <EmptyState message={T.empty} /> : null}
      {page && !page.errors.length && rows.length ? (
        <Stack gap="3">
          <Text color="fg.muted">{T.total(page.totalCount, formatMoney(page.totalAmount))}</Text>
          <PartnerTransactionTable rows={rows} />
          {next ? (
            <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={() => void loadMore()}>
              {T.more}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </AgencyFrame>
  );
}
