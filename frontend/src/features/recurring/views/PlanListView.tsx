import { RouteButton } from '../../../components/RouteButton';
import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { PERIOD_CYCLE_LIST } from '@paydesk/shared/period-rules';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { usePeriodPlansQuery } from '../../../graphql/documents/recurring';
import type { PeriodPlanFieldsFragment } from '../../../graphql/generated';
import { PageFrame } from '../../../components/PageFrame';
import { SharePopover } from '../../../components/SharePopover';
import { PLAN_TEXT } from '../text';

const C = PLAN_TEXT.columns;

const COLUMNS: Column<PeriodPlanFieldsFragment>[] = [
  { key: 'title', header: C.title, render: (p) => p.title, sortValue: (p) => p.title, wrap: true },
  { key: 'merchant', header: C.merchant, render: (p) => p.merchantName, sortValue: (p) => p.merchantName },
  {
    key: 'amount',
    header: C.amount,
    numeric: true,
    render: (p) => <MoneyText value={p.amount} />,
    sortValue: (p) => p.amount,
  },
  { key: 'cycle', header: C.cycle, render: (p) => PERIOD_CYCLE_LIST.label(p.cycle), sortValue: (p) => p.cycle },
  {
    key: 'charges',
    header: C.charges,
    render: (p) => PLAN_TEXT.charges(p.totalCharges),
    sortValue: (p) => p.totalCharges ?? Infinity,
  },
  {
    key: 'active',
    header: C.active,
    numeric: true,
    render: (p) => p.activeSubscriptions,
    sortValue: (p) => p.activeSubscriptions,
  },
  {
    key: 'enabled',
    header: C.enabled,
    render: (p) =>
      p.enabled ? (
        <ToneBadge tone="success" label={PLAN_TEXT.enabledBadge} />
      ) : (
        <ToneBadge tone="neutral" label={PLAN_TEXT.disabledBadge} />
      ),
    sortValue: (p) => (p.enabled ? 0 : 1),
  },
  {
    key: 'actions',
    header: C.actions,
    render: (p) => (
      <HStack gap="3">
        <ChakraLink asChild color="primary.fg">
          <Link to={pathTo('period.edit', { PrSysID: p.id })}>{PLAN_TEXT.edit}</Link>
        </ChakraLink>
        <SharePopover
          title={p.title}
          url={p.url}
          qrCode={p.qrCode}
          label={PLAN_TEXT.share}
          fileName={`plan-${p.id}`}
          testId="plan-share"
        />
      </HStack>
    ),
  },
];

/** /auth/period/list: every plan with its amount, cycle and subscribers; edit and the subscribe link. */
export function PeriodPlanListView() {
  const { data, loading, error, refetch } = usePeriodPlansQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <PageFrame
      title={PLAN_TEXT.listTitle}
      action={
        <RouteButton to="period.create" colorPalette="primary">
          {PLAN_TEXT.create}
        </RouteButton>
      }
    >
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={PLAN_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <DataTable
          rows={data.periodPlans}
          columns={COLUMNS}
          rowKey={(p) => p.id}
          empty={<EmptyState message={PLAN_TEXT.empty} />}
          rowTestId="plan-row"
        />
      ) : null}
    </PageFrame>
  );
}
