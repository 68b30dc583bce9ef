import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DateText } from '../../../components/MoneyText';
import { OpsDecisionPanel, OpsQueue, type OpsDecision } from '../../../components/OpsQueue';
import {
  usePendingLogisticsApplicationsQuery,
  useReviewLogisticsApplicationMutation,
} from '../../../graphql/documents/logistics';
import type { LogisticsApplicationFieldsFragment } from '../../../graphql/generated';
import { LOGISTICS_TEXT, OPS_LOGISTICS_TEXT as T } from '../text';
import { servicesText } from './ApplicationTable';
import { has, NO_FILTER, outcome, rejectDecision, type Filter } from './ops-review';

type Application = LogisticsApplicationFieldsFragment;

const APPLICATION_COLUMNS: Column<Application>[] = [
  {
    key: 'merchant',
    header: T.merchant,
    render: (a) => <Text fontWeight="medium">{a.merchantName}</Text>,
    sortValue: (a) => a.merchantName,
  },
  { key: 'services', header: T.services, render: (a) => servicesText(a.services), wrap: true },
  { key: 'sender', header: T.sender, render: (a) => `${a.senderName} ${a.senderMobile}` },
  {
    key: 'created',
    header: T.createdAt,
    render: (a) => <DateText value={a.createdAt} withTime />,
    sortValue: (a) => a.createdAt,
  },
];

/** The logistics applications waiting for an operator's approval. */
export function ApplicationReviewQueue() {
  const q = usePendingLogisticsApplicationsQuery({ fetchPolicy: 'network-only' });
  const more = useMorePages(q.fetchMore, q.data?.pendingLogisticsApplications, 'pendingLogisticsApplications');
  const [review] = useReviewLogisticsApplicationMutation();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const decide = async (a: Application, d: OpsDecision, reason: string) => {
    const approve = d.key === 'approve';
    const { data } = await review({ variables: { id: a.id, approve, reason: approve ? null : reason } });
    const payload = data?.reviewLogisticsApplication;
    const result = outcome(payload, approve ? T.approved : T.rejected, d.verb, payload?.application?.reason ?? reason);
    if (result.ok) await q.refetch();
    return result;
  };
  // The search narrows the rows loaded so far; 載入更多 brings the queue's next page.
  const all = q.data?.pendingLogisticsApplications.items;
  const rows = all?.filter((a) => has(filter.search, [a.merchantName, a.senderName, a.senderMobile]));
  return (
    <OpsQueue
      title={T.applications}
      testId="pending-applications"
      filters={
        <FilterBar value={filter} reset={NO_FILTER} onChange={setFilter} columns={{ base: '1fr', md: '1fr auto' }}>
          {(form) => <TextField form={form} name="search" label={T.applicationSearch} />}
        </FilterBar>
      }
      rows={rows}
      loading={q.loading}
      error={Boolean(q.error)}
      errorMessage={LOGISTICS_TEXT.loadError}
      onRetry={() => q.refetch()}
      emptyMessage={filter.search.trim() && all?.length ? T.noMatch : T.noApplications}
      columns={APPLICATION_COLUMNS}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.merchantName}
      rowTestId="application-review"
      footer={<LoadMore {...more} shown={all?.length ?? 0} />}
      openLabel={T.open}
      facts={(a) => [
        [T.merchant, a.merchantName],
        [T.services, servicesText(a.services)],
        [T.sender, `${a.senderName} ${a.senderMobile}`],
        [T.senderAddress, a.senderAddress],
        [T.returnAddress, a.returnAddress || '-'],
        [T.createdAt, <DateText value={a.createdAt} withTime />],
      ]}
      decisions={(a, done) => (
        <OpsDecisionPanel
          decisions={[
            {
              key: 'approve',
              label: T.approve,
              verb: T.approve,
              tone: 'success',
              approve: true,
              confirmTitle: T.approveTitle,
              confirmMessage: T.approveAsk(a.merchantName),
              confirmLabel: T.approve,
            },
            rejectDecision(a.merchantName, T.rejectTitle),
          ]}
          reasonLabel={T.reason}
          reasonRequired={T.reasonRequired}
          once
          onDecide={(d, reason) => decide(a, d, reason)}
          onDone={done}
        />
      )}
    />
  );
}
