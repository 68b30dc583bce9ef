import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AGENT_CONTRACT_STATE_LIST } from '@paydesk/shared/agency-statuses';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field } from '../../../components/chakra/field';
import { Input } from '../../../components/chakra/input';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { FormErrorAlert } from '../../../components/LoadState';
import { MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useAgentListLazyQuery, useAgentListQuery } from '../../../graphql/documents/ops';
import type { AgentListRowFieldsFragment } from '../../../graphql/generated';
import { formatDay } from '../../../lib/money-format';
import { showToast } from '../../../lib/toast';
import { ratesText } from '../agent-rates';
import { OpsListSkeleton, OpsLoadError, OpsShell } from '../components/OpsShell';
import { OPS_TEXT } from '../text';
import { OpsAgentDetail } from './OpsAgentDetail';
import { useIsOperator } from './useIsOperator';

const T = OPS_TEXT.agents;
type Row = AgentListRowFieldsFragment;

function columns(open: (row: Row) => void): Column<Row>[] {
  return [
    { key: 'name', header: T.name, render: (r) => r.name, wrap: true, sortValue: (r) => r.name },
    { key: 'loginName', header: T.loginName, render: (r) => r.loginName, sortValue: (r) => r.loginName },
    {
      key: 'contract',
      header: T.contract,
      wrap: true,
      render: (r) => (
        <Stack gap="1" align="flex-start">
          <StatusBadge list={AGENT_CONTRACT_STATE_LIST} value={r.state} />
          {r.rates.length ? <Text fontSize="sm">{ratesText(r.rates)}</Text> : null}
          {r.startsOn ? (
            <Text fontSize="sm" color="fg.muted">
              {T.since(formatDay(r.startsOn) ?? '-')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'partners',
      header: T.partners,
      numeric: true,
      render: (r) => r.partnerCount,
      sortValue: (r) => r.partnerCount,
    },
    {
      key: 'monthVolume',
      header: T.monthVolume,
      numeric: true,
      render: (r) => <MoneyText value={r.monthVolume} />,
      sortValue: (r) => r.monthVolume,
    },
    {
      key: 'open',
      header: '',
      render: (r) => (
        <Button size="sm" variant="outline" aria-label={T.openLabel(r.name)} onClick={() => open(r)}>
          {T.open}
        </Button>
      ),
    },
  ];
}

function AgentList({ onOpen }: { onOpen: (row: Row) => void }) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [more, setMore] = useState<{ items: Row[]; next: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const q = useAgentListQuery({ variables: { search: search || null }, fetchPolicy: 'cache-and-network' });
  const [fetchPage] = useAgentListLazyQuery({ fetchPolicy: 'network-only' });
  const page = q.data?.agentList;
  const rows = page ? [...page.items, ...(more?.items ?? [])] : [];
  const next = more ? more.next : (page?.nextCursor ?? null);

  const loadMore = async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      const res = await fetchPage({ variables: { search: search || null, after: next } });
      const got = res.data?.agentList;
      if (got) setMore({ items: [...(more?.items ?? []), ...got.items], next: got.nextCursor });
    } catch {
      showToast(OPS_TEXT.loadError, 'error');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="4">
      <form
        noValidate
        role="search"
        aria-label={T.search}
        onSubmit={(e) => {
          e.preventDefault();
          setMore(null);
          setSearch(input.trim());
        }}
      >
        <HStack align="flex-end" gap="3" wrap="wrap">
          <Field.Root maxW="md" flex="1" minW="56">
            <Field.Label>{T.search}</Field.Label>
            <Input name="search" type="search" value={input} onChange={(e) => setInput(e.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="primary">
            {T.searchButton}
          </Button>
        </HStack>
      </form>
      {q.loading && !page ? <OpsListSkeleton /> : null}
      {q.error && !page ? <OpsLoadError onRetry={() => void q.refetch()} /> : null}
      {page?.errors.length ? <FormErrorAlert message={page.errors[0]?.message} /> : null}
      {page && !page.errors.length ? (
        <DataTable
          rows={rows}
          columns={columns(onOpen)}
          rowKey={(r) => r.memberId}
          empty={<EmptyState message={search ? T.noMatch : T.listEmpty} />}
          rowTestId="agent-row"
          tableTestId="agent-list"
        />
      ) : null}
      {next ? (
        <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={() => void loadMore()}>
          {T.more}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * /ops/agents: find an agent by name, account, email or member number (its contract state, partners and this
 * month's partner volume), open it (?agent=ID) to see its partners and set its contract.
 */
export function OpsAgentsView() {
  const isOperator = useIsOperator();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('agent'));
  return (
    <OpsShell isOperator={isOperator} title={T.title} subtitle={T.subtitle}>
      {Number.isInteger(opened) && opened > 0 ? (
        <OpsAgentDetail key={opened} agentMemberId={opened} onBack={() => setParams({})} />
      ) : (
        <AgentList onOpen={(r) => setParams({ agent: String(r.memberId) })} />
      )}
    </OpsShell>
  );
}
