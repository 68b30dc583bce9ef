import { Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { AGENT_CONTRACT_STATE_LIST } from '@paydesk/shared/agency-statuses';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { AGENT_PARTNER_STATUS_LIST } from '@paydesk/shared/agency-statuses';
import { useAgentOfQuery } from '../../../graphql/documents/ops';
import type { AgentOfQuery } from '../../../graphql/generated';
import { ratesText } from '../agent-rates';
import { AgentContracts } from '../components/AgentContracts';
import { OpsListSkeleton, OpsLoadError } from '../components/OpsShell';
import { OPS_TEXT } from '../text';

const T = OPS_TEXT.agents;
type Partner = AgentOfQuery['agentPartnersOf']['items'][number];

const PARTNER_COLUMNS: Column<Partner>[] = [
  { key: 'member', header: T.partnerMember, render: (p) => (p.memberName ? `${p.memberName}（${p.loginName}）` : '-') },
  { key: 'email', header: T.partnerEmail, render: (p) => p.email, wrap: true },
  {
    key: 'status',
    header: T.partnerStatus,
    render: (p) => <StatusBadge list={AGENT_PARTNER_STATUS_LIST} value={p.status} />,
  },
  { key: 'acceptedAt', header: T.acceptedAt, render: (p) => <DateText value={p.acceptedAt} /> },
];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}

/** One agent on /ops/agents?agent=ID: who it is, its partners, its contracts and the form for a new version. */
export function OpsAgentDetail({ agentMemberId, onBack }: { agentMemberId: number; onBack: () => void }) {
  const q = useAgentOfQuery({ variables: { agentMemberId }, fetchPolicy: 'network-only' });
  const agent = q.data?.agentOf;
  const more = useMorePages(q.fetchMore, q.data?.agentPartnersOf, 'agentPartnersOf');
  const partners = q.data?.agentPartnersOf.items ?? [];
  return (
    <Stack gap="6">
      <Button variant="outline" alignSelf="flex-start" size="sm" onClick={onBack}>
        {T.back}
      </Button>
      {q.loading && !q.data ? <OpsListSkeleton /> : null}
      {q.error && !q.data ? <OpsLoadError onRetry={() => void q.refetch()} /> : null}
      {q.data && !agent ? <EmptyState message={T.notFound} /> : null}
      {agent ? (
        <>
          <Stack gap="4" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }}>
            <Heading as="h2" size="lg" data-testid="agent-whose">
              {T.whose(agent.name, agent.loginName)}
            </Heading>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
              <Fact label={T.memberNo}>{agent.memberId}</Fact>
              <Fact label={T.email}>{agent.email ?? '-'}</Fact>
              <Fact label={T.contract}>
                <StatusBadge list={AGENT_CONTRACT_STATE_LIST} value={agent.state} />
              </Fact>
              <Fact label={T.ratesShort}>{ratesText(agent.rates)}</Fact>
              <Fact label={T.requestedAt}>
                <DateText value={agent.requestedAt} withTime />
              </Fact>
              <Fact label={T.partners}>{agent.partnerCount}</Fact>
              <Fact label={T.monthVolume}>
                <MoneyText value={agent.monthVolume} />
              </Fact>
            </Grid>
            <Text fontSize="sm" color="fg.muted">
              {T.monthVolumeHint}
            </Text>
          </Stack>
          <Stack gap="3">
            <Heading as="h2" size="md">
              {T.partnerList}
            </Heading>
            <DataTable
              rows={partners}
              columns={PARTNER_COLUMNS}
              rowKey={(p) => p.id}
              empty={T.partnersEmpty}
              tableTestId="agent-partners"
            />
            <LoadMore {...more} shown={partners.length} />
          </Stack>
          <AgentContracts
            agentMemberId={agentMemberId}
            whose={T.whose(agent.name, agent.loginName)}
            onSaved={() => q.refetch()}
          />
        </>
      ) : null}
    </Stack>
  );
}
