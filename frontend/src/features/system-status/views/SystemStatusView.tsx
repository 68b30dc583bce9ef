import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { OpsPage } from '../../../components/OpsQueue';
import { useSystemStatusQuery } from '../../../graphql/documents/system-status';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { SystemStatusQuery } from '../../../graphql/generated';
import { SYSTEM_STATUS_TEXT as T } from '../text';

type Status = SystemStatusQuery['systemStatus'];
type Queue = Status['queues'][number];

/** The figures refresh on their own this often while the page is open (the gateway caches them a few seconds). */
const POLL_MS = 30_000;

const QUEUE_COLUMNS: Column<Queue>[] = [
  { key: 'queue', header: T.queue, render: (q) => T.queueNames[q.queue] ?? q.queue, sortValue: (q) => q.queue },
  { key: 'waiting', header: T.waiting, render: (q) => q.waiting, numeric: true, sortValue: (q) => q.waiting },
  { key: 'active', header: T.active, render: (q) => q.active, numeric: true, sortValue: (q) => q.active },
  {
    key: 'failed',
    header: T.failedLastDay,
    render: (q) => (q.failedLastDay ? <Badge colorPalette="red">{q.failedLastDay}</Badge> : 0),
    numeric: true,
    sortValue: (q) => q.failedLastDay,
  },
  {
    key: 'lastCompleted',
    header: T.lastCompletedAt,
    render: (q) => (q.lastCompletedAt ? <DateText value={q.lastCompletedAt} withTime /> : T.never),
    sortValue: (q) => q.lastCompletedAt,
  },
  {
    key: 'lastFailed',
    header: T.lastFailedAt,
    render: (q) => (q.lastFailedAt ? <DateText value={q.lastFailedAt} withTime /> : T.never),
    sortValue: (q) => q.lastFailedAt,
  },
];

/** One figure: its name, its value, red when it asks for an operator's look. */
function Figure({ label, value, alert }: { label: string; value: ReactNode; alert: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="status-figure" data-alert={alert || undefined}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color={alert ? 'fg.error' : undefined}>
        {value}
      </Text>
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading size="md">{title}</Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function Figures({ status }: { status: Status }) {
  return (
    <Stack gap="8">
      <Group title={T.settlement}>
        <Figure
          label={T.settlementLag}
          value={status.settlementLagSeconds ? T.duration(status.settlementLagSeconds) : T.noLag}
          alert={status.settlementLagSeconds > 0}
        />
        <Figure label={T.settlementsDue} value={T.count(status.settlementsDue)} alert={status.settlementsDue > 0} />
      </Group>
      <Group title={T.callbacks}>
        <Figure
          label={T.callbacksFailing}
          value={T.count(status.callbacksFailing)}
          alert={status.callbacksFailing > 0}
        />
        <Figure label={T.callbacksGaveUp} value={T.count(status.callbacksGaveUp)} alert={status.callbacksGaveUp > 0} />
        <Figure
          label={T.callbackFailuresLastHour}
          value={T.count(status.callbackFailuresLastHour)}
          alert={status.callbackFailuresLastHour > 0}
        />
      </Group>
      <Group title={T.recurring}>
        <Figure label={T.recurringDue} value={T.count(status.recurringDue)} alert={false} />
        <Figure
          label={T.recurringFailedLastDay}
          value={T.count(status.recurringFailedLastDay)}
          alert={status.recurringFailedLastDay > 0}
        />
      </Group>
      <Group title={T.logins}>
        <Figure label={T.loginsLocked} value={T.count(status.loginsLocked)} alert={status.loginsLocked > 0} />
        <Figure label={T.loginFailuresLastHour} value={T.count(status.loginFailuresLastHour)} alert={false} />
      </Group>
      <Stack gap="3" as="section" aria-label={T.queues}>
        <Heading size="md">{T.queues}</Heading>
        <DataTable
          rows={status.queues}
          columns={QUEUE_COLUMNS}
          rowKey={(q) => q.queue}
          empty={T.noQueues}
          rowTestId="job-queue"
        />
      </Stack>
    </Stack>
  );
}

/** /ops/status: what an operator checks first — settlement lag, failing callbacks, job queues, locked logins. */
export function SystemStatusView() {
  const viewer = useViewerQuery();
  const isOperator = viewer.loading && !viewer.data ? null : viewer.data?.viewer?.kind === 'OPERATOR';
  const status = useSystemStatusQuery({
    skip: !isOperator,
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
    notifyOnNetworkStatusChange: false,
  });
  const data = status.data?.systemStatus;
  return (
    <OpsPage
      isOperator={isOperator}
      title={T.title}
      subtitle={T.subtitle}
      notOperator={T.notOperator}
      loginLabel={T.login}
      actions={
        <Button size="sm" variant="outline" onClick={() => void status.refetch()} disabled={status.loading}>
          {T.refresh}
        </Button>
      }
    >
      {data ? (
        <Stack gap="6">
          <HStack color="fg.muted" fontSize="sm">
            <Text>{T.measuredAt}</Text>
            <DateText value={data.measuredAt} withTime />
          </HStack>
          <Figures status={data} />
        </Stack>
      ) : status.error ? (
        <LoadError message={T.loadError} onRetry={() => status.refetch()} />
      ) : (
        <ListSkeleton />
      )}
    </OpsPage>
  );
}
