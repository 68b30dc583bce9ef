import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { DateText, MoneyText } from '../../../components/MoneyText';
import {
  answeredAuditLine,
  OpsDecisionPanel,
  OpsPage,
  OpsQueue,
  type OpsDecision,
  type OpsDecisionResult,
} from '../../../components/OpsQueue';
import { type LogisticsApplicationFieldsFragment, type LostClaimFieldsFragment } from '../../../graphql/generated';
import {
  usePendingLogisticsApplicationsQuery,
  usePendingLostClaimsQuery,
  useReviewLogisticsApplicationMutation,
  useReviewLostClaimMutation,
} from '../../../graphql/documents/logistics';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { formatMoney } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { servicesText } from '../components/ApplicationTable';
import { LOGISTICS_TEXT, OPS_LOGISTICS_TEXT as T } from '../text';

type Application = LogisticsApplicationFieldsFragment;
type Claim = LostClaimFieldsFragment;
type Filter = { search: string };
const NO_FILTER: Filter = { search: '' };

const has = (words: string, values: readonly string[]) => {
  const w = words.trim().toLowerCase();
  return !w || values.some((v) => v.toLowerCase().includes(w));
};

type Outcome = { errors: readonly { field?: string | null; message: string }[] } | null | undefined;

/** A review's answer as the decision panel takes it: a toast when done, the refusal in the panel when not. */
function outcome(payload: Outcome, done: string, verb: string, reason: string | null | undefined): OpsDecisionResult {
  if (payload && !payload.errors.length) {
    showToast(done, 'success');
    // These views carry no member id, so the line is the mutation's own answer (the stored reason, now).
    return { ok: true, audit: answeredAuditLine(verb, reason) };
  }
  return { ok: false, errors: payload?.errors.length ? payload.errors : [{ message: LOGISTICS_TEXT.saveError }] };
}

const rejectDecision = (name: string, title: string): OpsDecision => ({
  key: 'reject',
  label: T.reject,
  verb: T.reject,
  tone: 'error',
  confirmTitle: title,
  confirmMessage: T.rejectAsk(name),
  confirmLabel: T.confirmReject,
});

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

function Applications() {
  const q = usePendingLogisticsApplicationsQuery({ fetchPolicy: 'network-only' });
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
  const all = q.data?.pendingLogisticsApplications;
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

function Claims() {
  const q = usePendingLostClaimsQuery({ fetchPolicy: 'network-only' });
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
  const all = q.data?.pendingLostClaims;
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

/** /ops/logistics: logistics applications and lost-parcel claims waiting for an operator, on the console's queue layout. */
export function OpsLogisticsView() {
  const { data, loading } = useViewerQuery();
  const isOperator = loading && !data ? null : data?.viewer?.kind === 'OPERATOR';
  return (
    <OpsPage
      isOperator={isOperator}
      title={T.title}
      subtitle={T.subtitle}
      notOperator={T.notOperator}
      loginLabel={T.login}
    >
      <Stack gap="8">
        <Applications />
        <Claims />
      </Stack>
    </OpsPage>
  );
}
