import { RouteButton } from '../../../components/RouteButton';
import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { subscriptionColumns } from '../../../components/SubscriptionColumns';
import { usePeriodPlansQuery, usePeriodSubscriptionsQuery } from '../../../graphql/documents/recurring';
import type { PeriodSubscriptionFieldsFragment, SubscriptionStatus } from '../../../graphql/generated';
import { PageFrame } from '../../../components/PageFrame';
import { NO_FILTER, SubscriptionFilters, type SubscriptionFilterValues } from '../components/SubscriptionFilters';
import { SUBSCRIPTION_TEXT as T } from '../text';

type Sub = PeriodSubscriptionFieldsFragment;
const C = T.columns;

const COLUMNS: Column<Sub>[] = [
  ...subscriptionColumns<Sub>({
    subNo: (s) => (
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('period.order.edit', { PrlSysID: s.subNo })}>{s.subNo}</Link>
      </ChakraLink>
    ),
    party: { key: 'buyer', header: C.buyer, value: (s) => s.buyerName },
  }),
  { key: 'created', header: C.created, render: (s) => <DateText value={s.createdAt} />, sortValue: (s) => s.createdAt },
];

/** /auth/period/order-list: subscriptions filtered by plan, status and keyword. */
export function SubscriptionListView() {
  const [filter, setFilter] = useState<SubscriptionFilterValues>(NO_FILTER);
  const plans = usePeriodPlansQuery();
  const { data, loading, error, refetch, fetchMore } = usePeriodSubscriptionsQuery({
    variables: {
      filter: {
        planId: filter.planId ? Number(filter.planId) : null,
        status: (filter.status || null) as SubscriptionStatus | null,
        keyword: filter.keyword || null,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const more = useMorePages(fetchMore, data?.periodSubscriptions, 'periodSubscriptions');
  const filtered = filter.planId !== '' || filter.status !== '' || filter.keyword !== '';
  return (
    <PageFrame title={T.listTitle}>
      <SubscriptionFilters plans={plans.data?.periodPlans ?? []} value={filter} onChange={setFilter} />
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={T.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <Stack gap="2">
          <DataTable
            rows={data.periodSubscriptions.items}
            columns={COLUMNS}
            rowKey={(s) => s.subNo}
            rowTestId="subscription-row"
            empty={
              filtered ? (
                <EmptyState message={T.empty} />
              ) : (
                <EmptyState
                  message={T.emptyAll}
                  action={
                    <RouteButton to="period.list" size="sm" variant="outline">
                      {T.toPlans}
                    </RouteButton>
                  }
                />
              )
            }
          />
          <LoadMore {...more} shown={data.periodSubscriptions.items.length} />
        </Stack>
      ) : null}
    </PageFrame>
  );
}
