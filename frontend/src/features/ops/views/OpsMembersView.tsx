import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import type { Column } from '../../../components/DataTable';
import { FilterBar } from '../../../components/FilterBar';
import { SelectField, TextField } from '../../../components/FormFields';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DateText } from '../../../components/MoneyText';
import {
  answeredAuditLine,
  OpsDecisionPanel,
  OpsQueue,
  useDecisionAudit,
  type OpsDecision,
} from '../../../components/OpsQueue';
import { type PendingMembersQuery, type ReviewDecision } from '../../../graphql/generated';
import { usePendingMembersQuery, useReviewMemberMutation } from '../../../graphql/documents/ops';
import { codeOptions } from '../../../lib/code-options';
import { withBasePath } from '../../../lib/env';
import { showToast } from '../../../lib/toast';
import { OpsShell } from '../components/OpsShell';
import { MEMBER_DECISIONS, OPS_TEXT } from '../text';
import { useIsOperator } from './useIsOperator';

const T = OPS_TEXT.members;

type PendingMember = PendingMembersQuery['pendingMembers']['items'][number];
type Filter = { memType: string; search: string };
const NO_FILTER: Filter = { memType: '', search: '' };

const matches = (m: PendingMember, f: Filter) => {
  const words = f.search.trim().toLowerCase();
  return (
    (!f.memType || m.memType === f.memType) &&
    (!words || [m.name, m.loginName, m.identityNo].some((v) => (v ?? '').toLowerCase().includes(words)))
  );
};

const COLUMNS: Column<PendingMember>[] = [
  {
    key: 'name',
    header: T.name,
    render: (m) => <Text fontWeight="semibold">{m.name}</Text>,
    sortValue: (m) => m.name,
  },
  { key: 'login', header: T.loginName, render: (m) => m.loginName, sortValue: (m) => m.loginName },
  {
    key: 'type',
    header: T.memType,
    render: (m) => <Badge>{MEMBER_TYPE_LIST.label(m.memType)}</Badge>,
    sortValue: (m) => m.memType,
  },
  {
    key: 'submitted',
    header: T.submittedAt,
    render: (m) => <DateText value={m.submittedAt} withTime />,
    sortValue: (m) => m.submittedAt,
  },
];

/** /ops/members: operators list pending members, open one and decide, with a reason the member sees. */
export function OpsMembersView() {
  const isOperator = useIsOperator();
  const list = usePendingMembersQuery({ skip: !isOperator, fetchPolicy: 'network-only' });
  const more = useMorePages(list.fetchMore, list.data?.pendingMembers, 'pendingMembers');
  const [review] = useReviewMemberMutation();
  const audited = useDecisionAudit();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);

  const decisionsOf = (m: PendingMember): OpsDecision[] =>
    MEMBER_DECISIONS.map((d) => ({
      key: d.value,
      label: d.label,
      verb: d.verb,
      tone: d.tone,
      approve: d.value === 'APPROVE',
      confirmTitle: T.confirmTitle,
      confirmMessage: T.confirmMessage(m.name, d.label),
    }));

  const decide = async (m: PendingMember, decision: OpsDecision, reason: string) => {
    const payload = (
      await review({
        variables: { input: { memberId: m.id, decision: decision.key as ReviewDecision, reason: reason || null } },
      })
    ).data?.reviewMember;
    if (!payload?.success) {
      showToast(payload?.errors[0]?.message ?? payload?.message ?? OPS_TEXT.saveError, 'error');
      return { ok: false as const, errors: payload?.errors ?? [] };
    }
    showToast(payload.message, 'success');
    const audit = await audited(m.id, ['member.review'], answeredAuditLine(decision.verb, reason));
    void list.refetch();
    return { ok: true as const, audit };
  };

  // The filter narrows the rows loaded so far; 載入更多 brings the queue's next page.
  const all = list.data?.pendingMembers.items;
  const rows = all?.filter((m) => matches(m, filter));
  const filtered = filter.memType !== '' || filter.search.trim() !== '';
  return (
    <OpsShell isOperator={isOperator} title={T.title} subtitle={T.subtitle}>
      <OpsQueue
        filters={
          <FilterBar
            value={filter}
            reset={NO_FILTER}
            onChange={setFilter}
            columns={{ base: '1fr', md: '12rem 1fr auto' }}
          >
            {(form) => (
              <>
                <SelectField
                  form={form}
                  name="memType"
                  label={T.memType}
                  placeholder={T.allTypes}
                  options={codeOptions(MEMBER_TYPE_LIST, ['PERSONAL', 'BUSINESS'])}
                />
                <TextField form={form} name="search" label={T.search} />
              </>
            )}
          </FilterBar>
        }
        rows={rows}
        loading={list.loading}
        error={Boolean(list.error)}
        errorMessage={T.error}
        onRetry={() => list.refetch()}
        emptyMessage={filtered && all?.length ? T.noMatch : T.empty}
        columns={COLUMNS}
        rowKey={(m) => m.id}
        rowLabel={(m) => m.name}
        rowTestId="pending-member"
        footer={<LoadMore {...more} shown={all?.length ?? 0} />}
        openLabel={OPS_TEXT.open}
        facts={(m) => [
          [T.name, m.name],
          [T.loginName, m.loginName],
          [T.memType, MEMBER_TYPE_LIST.label(m.memType)],
          [T.identityNo, m.identityNo ?? '-'],
          [T.bankName, m.bankAccountName ?? '-'],
          [T.submittedAt, <DateText value={m.submittedAt} withTime />],
        ]}
        links={(m) => (
          <>
            <ChakraLink asChild color="primary.fg">
              <Link to={pathTo('ops.audit', { memberId: m.id })}>{OPS_TEXT.auditLink}</Link>
            </ChakraLink>
            {m.documents.map((d) => (
              <ChakraLink
                key={d.id}
                href={withBasePath(`/api/member/documents/${d.id}`)}
                target="_blank"
                color="primary.fg"
              >
                {d.label}
              </ChakraLink>
            ))}
          </>
        )}
        decisions={(m, done) => (
          <OpsDecisionPanel
            decisions={decisionsOf(m)}
            reasonLabel={T.reason}
            reasonRequired={T.reasonRequired}
            once
            onDecide={(d, reason) => decide(m, d, reason)}
            onDone={done}
          />
        )}
      />
    </OpsShell>
  );
}
