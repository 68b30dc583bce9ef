import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { OpsDecisionPanel, OpsQueue, type OpsDecision } from '../../../components/OpsQueue';
import { usePendingLostClaimsQuery, useReviewLostClaimMutation } from '../../../graphql/documents/logistics';
import type { LostClaimFieldsFragment } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { LOGISTICS_TEXT, OPS_LOGISTICS_TEXT as T } from '../text';
import { has, NO_FILTER, outcome, rejectDecision, type Filter } from './ops-review';

type Claim = LostClaimFieldsFragment;

const CLAIM_COLUMNS: Column<Claim>[] = [
  {
    key: 'no',
    header: T.logisticsNo,
    render: (c) => <Text fontFamily="mono">{c.logisticsNo}</Text>,
    sortValue: (c) => c.logisticsNo,
  },
  { key: 'claimed', header: T.claimed, numeric: true, render: (c) => <MoneyText value={c.claimed} /> },
  {
    key: 'capped',
    header: T.capped,
    numeric: true,
    render: (c) => <MoneyText value={c.capped} fontWeight="bold" />,
    sortValue: (c) => c.capped,
  },
  { key: 'description', header: T.description, wrap: true, render: (c) => c.description },
  {
    key: 'created',
    header: T.createdAt,
    render: (c) => <DateText value={c.createdAt} withTime />,
    sortValue: (c) => c.createdAt,
  },
];

/** The lost-parcel claims waiting for an operator: pay the capped amount or reject. */
export function ClaimReviewQueue() {
  const q = usePendingLostClaimsQuery({ fetchPolicy: 'network-only' });
  const more = useMorePages(q.fetchMore, q.data?.pendingLostClaims, 'pendingLostClaims');
  const [review] = useReviewLostClaimMutation();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const decide = async (c: Claim, d: OpsDecision, reason: string) => {
    const approve = d.key === 'pay';
    const { data } = await review({ variables: { id: c.id, approve, reason: approve ? null : reason } });
    const payload = data?.reviewLostClaim;
    const result = outcome(payload, approve ? T.paid : T.rejected, d.verb, payload?.claim?.reason ?? reason);
    if (result.ok) await q.refetch();
    return result;
  };
  // The search narrows the rows loaded so far; 載入更多 brings the queue's next page.
  const all = q.data?.pendingLostClaims.items;
  const rows = all?.filter((c) => has(filter.search, [c.logisticsNo, c.description]));
  return (
    <OpsQueue
      title={T.claims}
      testId="pending-claims"
      filters={
        <FilterBar value={filter} reset={NO_FILTER} onChange={setFilter} columns={{ base: '1fr', md: '1fr auto' }}>
          {(form) => <TextField form={form} name="search" label={T.claimSearch} />}
        </FilterBar>
      }
      rows={rows}
      loading={q.loading}
      error={Boolean(q.error)}
      errorMessage={LOGISTICS_TEXT.loadError}
      onRetry={() => q.refetch()}
      emptyMessage={filter.search.trim() && all?.length ? T.noMatch : T.noClaims}
      columns={CLAIM_COLUMNS}
      rowKey={(c) => c.id}
      rowLabel={(c) => c.logisticsNo}
      rowTestId="claim-review"
      footer={<LoadMore {...more} shown={all?.length ?? 0} />}
      openLabel={T.open}
      facts={(c) => [
        [T.logisticsNo, c.logisticsNo],
        [T.claimed, <MoneyText value={c.claimed} />],
        [T.capped, <MoneyText value={c.capped} fontWeight="bold" />],
        [T.description, c.description],
        [T.createdAt, <DateText value={c.createdAt} withTime />],
      ]}
      decisions={(c, done) => (
        <OpsDecisionPanel
          decisions={[
            {
              key: 'pay',
              label: T.pay,
              verb: T.pay,
              tone: 'success',
              approve: true,
              confirmTitle: T.payTitle,
              confirmMessage: T.payAsk(formatMoney(c.capped), c.logisticsNo),
              confirmLabel: T.pay,
            },
            rejectDecision(c.logisticsNo, T.claimRejectTitle),
          ]}
          reasonLabel={T.reason}
          reasonRequired={T.reasonRequired}
          once
          onDecide={(d, reason) => decide(c, d, reason)}
          onDone={done}
        />
      )}
    />
  );
}
