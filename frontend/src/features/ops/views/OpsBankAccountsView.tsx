import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { MEMBER_TYPE_LIST } from '@paydesk/shared/member-types';
import { bankLabel } from '@paydesk/shared/taiwan-banks';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import type { Column } from '../../../components/DataTable';
import { FilterBar } from '../../../components/FilterBar';
import { TextField } from '../../../components/FormFields';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DateText } from '../../../components/MoneyText';
import {
  answeredAuditLine,
  OpsDecisionPanel,
  OpsQueue,
  useDecisionAudit,
  type OpsDecision,
} from '../../../components/OpsQueue';
import { type PendingBankAccountsQuery } from '../../../graphql/generated';
import {
  usePendingBankAccountsQuery,
  useRejectBankAccountMutation,
  useVerifyBankAccountMutation,
} from '../../../graphql/documents/ops';
import { showToast } from '../../../lib/toast';
import { OpsShell } from '../components/OpsShell';
import { OPS_TEXT } from '../text';
import { useIsOperator } from './useIsOperator';

type PendingBankAccount = PendingBankAccountsQuery['pendingBankAccounts']['items'][number];
type Filter = { search: string };
const NO_FILTER: Filter = { search: '' };

const bankText = (row: PendingBankAccount) =>
  `${bankLabel(row.bankCode)}${row.branchCode ? `（${row.branchCode}）` : ''}`;

const matches = (row: PendingBankAccount, f: Filter) => {
  const words = f.search.trim().toLowerCase();
  return !words || [row.memberName, row.loginName, row.accountName].some((v) => v.toLowerCase().includes(words));
};

const COLUMNS: Column<PendingBankAccount>[] = [
  {
    key: 'member',
    header: OPS_TEXT.member,
    render: (row) => (
      <>
        <Text as="span" fontWeight="semibold">
          {row.memberName}
        </Text>
        <Text as="span" color="fg.muted" ms="1">
          {row.loginName}
        </Text>
      </>
    ),
    sortValue: (row) => row.memberName,
  },
  { key: 'bank', header: OPS_TEXT.bank, render: bankText, sortValue: (row) => row.bankCode },
  { key: 'account', header: OPS_TEXT.accountNo, render: (row) => row.accountNoMasked },
  { key: 'name', header: OPS_TEXT.accountName, render: (row) => row.accountName, sortValue: (row) => row.accountName },
  {
    key: 'saved',
    header: OPS_TEXT.savedAt,
    render: (row) => <DateText value={row.updatedAt} withTime />,
    sortValue: (row) => row.updatedAt,
  },
];

/** /ops/bank-accounts: operators verify or reject members' own-name withdrawal accounts. */
export function OpsBankAccountsView() {
  const isOperator = useIsOperator();
  const list = usePendingBankAccountsQuery({ skip: !isOperator, fetchPolicy: 'cache-and-network' });
  const more = useMorePages(list.fetchMore, list.data?.pendingBankAccounts, 'pendingBankAccounts');
  const [verify] = useVerifyBankAccountMutation();
  const [reject] = useRejectBankAccountMutation();
  const audited = useDecisionAudit();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);

  const decisionsOf = (row: PendingBankAccount): OpsDecision[] => [
    {
      key: 'verify',
      label: OPS_TEXT.verify,
      verb: OPS_TEXT.verify,
      tone: 'success',
      approve: true,
      confirmTitle: OPS_TEXT.verifyConfirmTitle,
      confirmMessage: OPS_TEXT.verifyConfirmMessage(row.memberName),
      confirmLabel: OPS_TEXT.confirm,
    },
    {
      key: 'reject',
      label: OPS_TEXT.reject,
      verb: OPS_TEXT.reject,
      tone: 'error',
      confirmTitle: OPS_TEXT.rejectConfirmTitle,
      confirmMessage: OPS_TEXT.rejectConfirmMessage(row.memberName),
      confirmLabel: OPS_TEXT.confirm,
    },
  ];

  const decide = async (row: PendingBankAccount, decision: OpsDecision, reason: string) => {
    const ok = decision.key === 'verify';
    const { memberId } = row;
    const payload = ok
      ? (await verify({ variables: { memberId } })).data?.verifyBankAccount
      : (await reject({ variables: { memberId, reason } })).data?.rejectBankAccount;
    if (!payload?.bankAccount) {
      const errors = payload?.errors ?? [];
      showToast(errors[0]?.message ?? OPS_TEXT.saveError, 'error');
      return { ok: false as const, errors };
    }
    showToast(ok ? OPS_TEXT.verified : OPS_TEXT.rejected, 'success');
    const audit = await audited(
      memberId,
      [ok ? 'bank_account.verify' : 'bank_account.reject'],
      answeredAuditLine(decision.verb, ok ? null : reason),
    );
    await list.refetch();
    return { ok: true as const, audit };
  };

  // The search narrows the rows loaded so far; 載入更多 brings the queue's next page.
  const all = list.data?.pendingBankAccounts.items;
  const rows = all?.filter((row) => matches(row, filter));
  return (
    <OpsShell isOperator={isOperator} title={OPS_TEXT.banksTitle} subtitle={OPS_TEXT.banksSubtitle}>
      <OpsQueue
        filters={
          <FilterBar value={filter} reset={NO_FILTER} onChange={setFilter} columns={{ base: '1fr', md: '1fr auto' }}>
            {(form) => <TextField form={form} name="search" label={OPS_TEXT.banksSearch} />}
          </FilterBar>
        }
        rows={rows}
        loading={list.loading}
        error={Boolean(list.error)}
        errorMessage={OPS_TEXT.loadError}
        onRetry={() => list.refetch()}
        emptyMessage={filter.search.trim() && all?.length ? OPS_TEXT.banksNoMatch : OPS_TEXT.banksEmpty}
        columns={COLUMNS}
        rowKey={(row) => row.memberId}
        rowLabel={(row) => row.memberName}
        rowTestId="pending-bank-account"
        footer={<LoadMore {...more} shown={all?.length ?? 0} />}
        openLabel={OPS_TEXT.open}
        facts={(row) => [
          [OPS_TEXT.member, `${row.memberName}（${row.loginName}）`],
          [OPS_TEXT.members.memType, <Badge>{MEMBER_TYPE_LIST.label(row.memType)}</Badge>],
          [OPS_TEXT.bank, bankText(row)],
          [OPS_TEXT.accountNo, row.accountNoMasked],
          [OPS_TEXT.accountName, row.accountName],
          [OPS_TEXT.savedAt, <DateText value={row.updatedAt} withTime />],
        ]}
        links={(row) => (
          <ChakraLink asChild color="primary.fg">
            <Link to={pathTo('ops.audit', { memberId: row.memberId })}>{OPS_TEXT.auditLink}</Link>
          </ChakraLink>
        )}
        decisions={(row, done) => (
          <OpsDecisionPanel
            decisions={decisionsOf(row)}
            reasonLabel={OPS_TEXT.rejectReason}
            reasonRequired={OPS_TEXT.rejectReasonRequired}
            once
            onDecide={(d, reason) => decide(row, d, reason)}
            onDone={done}
          />
        )}
      />
    </OpsShell>
  );
}
