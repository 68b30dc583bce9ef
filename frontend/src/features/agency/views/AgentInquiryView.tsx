import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert, ListSkeleton, LoadError } from '../../../components/LoadState';
import { TransactionFilters } from '../../../components/TransactionFilters';
import { useAgentTransactionsLazyQuery, useAgentTransactionsQuery } from '../../../graphql/documents/agency';
import { buildUrl } from '../../../lib/http';
import { formatMoney } from '../../../lib/money-format';
import { defaultTransactionFilter, toTransactionFilter, transactionCsvParams } from '../../../lib/transaction-filter';
import { showToast } from '../../../lib/toast';
import { AgencyFrame } from '../components/AgencyFrame';
import { PartnerTransactionTable, type PartnerTx } from '../components/PartnerTransactionTable';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.inquiry;

/** /auth/pf/inquiry/transaction: the partners' transactions with the seller page's filters and "load more". */
export function AgentInquiryView() {
  const [values, setValues] = useState(defaultTransactionFilter);
  const [more, setMore] = useState<{ items: PartnerTx[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const q = useAgentTransactionsQuery({
    variables: { filter: toTransactionFilter(values, null) },
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
      const res = await fetchPage({ variables: { filter: toTransactionFilter(values, next) } });
      const got = res.data?.agentTransactions;
      if (got) setMore({ items: [...(more?.items ?? []), ...got.items], next: got.nextCursor });
    } catch {
      showToast(AGENCY_TEXT.loadError, 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <AgencyFrame title={T.title} lead={T.scope}>
      <TransactionFilters
        data={values}
        exportHref={buildUrl('/api/pf/transactions.csv', transactionCsvParams(values))}
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
