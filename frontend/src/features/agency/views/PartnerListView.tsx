import { RouteButton } from '../../../components/RouteButton';
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { MEMBER_STATUS_LIST } from '@paydesk/shared/member-statuses';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { PartnerStatusBadge } from '../components/AgencyBadges';
import { useAgentPartnersQuery } from '../../../graphql/documents/agency';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import type { AgentPartnerFieldsFragment } from '../../../graphql/generated';
import { AgencyFrame } from '../components/AgencyFrame';
import { AGENCY_TEXT } from '../text';

const T = AGENCY_TEXT.list;
type Partner = AgentPartnerFieldsFragment;

const COLUMNS: Column<Partner>[] = [
  { key: 'email', header: T.email, render: (p) => p.email, sortValue: (p) => p.email },
  {
    key: 'member',
    header: T.member,
    render: (p) =>
      p.memberName ? (
        <Stack gap="0">
          <Text>{p.memberName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {p.loginName ?? '-'}
          </Text>
        </Stack>
      ) : (
        '-'
      ),
    sortValue: (p) => p.memberName,
  },
  {
    key: 'status',
    header: T.status,
    render: (p) => <PartnerStatusBadge status={p.status} />,
    sortValue: (p) => p.status,
  },
  {
    key: 'review',
    header: T.review,
    render: (p) => (p.memberStatus ? <StatusBadge list={MEMBER_STATUS_LIST} value={p.memberStatus} /> : '-'),
  },
  { key: 'shops', header: T.shops, numeric: true, render: (p) => p.activeShops, sortValue: (p) => p.activeShops },
  { key: 'note', header: T.note, render: (p) => p.note || '-', wrap: true },
  {
    key: 'invitedAt',
    header: T.invitedAt,
    render: (p) => <DateText value={p.createdAt} />,
    sortValue: (p) => p.createdAt,
  },
  {
    key: 'acceptedAt',
    header: T.acceptedAt,
    render: (p) => <DateText value={p.acceptedAt} />,
    sortValue: (p) => p.acceptedAt,
  },
  {
    key: 'actions',
    header: T.actions,
    render: (p) => (
      <ChakraLink asChild color="primary.fg">
        <Link to={pathTo('pf.merchant.edit', { id: p.id })} aria-label={`${T.edit} ${p.email}`}>
          {T.edit}
        </Link>
      </ChakraLink>
    ),
  },
];

/** /auth/pf/merchant/list: every referral and partner with its state. */
export function PartnerListView() {
  const { data, loading, error, refetch, fetchMore } = useAgentPartnersQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.agentPartners, 'agentPartners');
  const rows = data?.agentPartners.items ?? [];
  const add = (
    <RouteButton to="pf.merchant.create" colorPalette="primary" alignSelf={{ base: 'flex-start', sm: 'auto' }}>
      {T.add}
    </RouteButton>
  );
  return (
    <AgencyFrame title={T.title} action={add}>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={AGENCY_TEXT.loadError} onRetry={() => refetch()} /> : null}
      {data && !rows.length ? <EmptyState message={T.empty} /> : null}
      {rows.length ? (
        <DataTable
          rows={rows}
          columns={COLUMNS}
          rowKey={(p) => p.id}
          empty={T.empty}
          initialSort={{ key: 'invitedAt', direction: 'desc' }}
          rowTestId="partner-row"
          tableTestId="partner-list"
        />
      ) : null}
      <LoadMore {...more} shown={rows.length} />
    </AgencyFrame>
  );
}
