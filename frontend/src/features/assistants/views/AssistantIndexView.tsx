import { RouteButton } from '../../../components/RouteButton';
import { ToneBadge } from '../../../components/StatusBadge';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useAssistantIndexQuery } from '../../../graphql/documents/assistants';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { AssistantIndexQuery } from '../../../graphql/generated';
import { EmptyState } from '../../../components/EmptyState';
import { ASSISTANT_TEXT as T } from '../text';

type Account = AssistantIndexQuery['assistants'][number];
type Group = AssistantIndexQuery['assistantGroups'][number];

const ACCOUNT_COLUMNS: Column<Account>[] = [
  { key: 'login', header: T.loginName, render: (a) => a.loginName, sortValue: (a) => a.loginName },
  { key: 'name', header: T.name, render: (a) => a.name, sortValue: (a) => a.name },
  { key: 'email', header: T.email, render: (a) => a.email || '-' },
  { key: 'group', header: T.group, render: (a) => a.groupName, sortValue: (a) => a.groupName },
  {
    key: 'status',
    header: T.status,
    render: (a) => <ToneBadge tone={a.enabled ? 'success' : 'neutral'} label={a.enabled ? T.on : T.off} />,
    sortValue: (a) => (a.enabled ? 0 : 1),
  },
  {
    key: 'edit',
    header: '',
    render: (a) => (
      <RouteButton to="assistant.account.edit" params={{ id: a.id }} size="xs" variant="ghost">
        {T.edit}
      </RouteButton>
    ),
  },
];

const GROUP_COLUMNS: Column<Group>[] = [
  { key: 'name', header: T.groupName, render: (g) => g.name, sortValue: (g) => g.name },
  { key: 'keys', header: T.permissions, numeric: true, render: (g) => g.permissionKeys.length },
  { key: 'count', header: T.count, numeric: true, render: (g) => g.assistantCount, sortValue: (g) => g.assistantCount },
  {
    key: 'edit',
    header: '',
    render: (g) => (
      <RouteButton to="assistant.group.edit" params={{ id: g.id }} size="xs" variant="ghost">
        {T.edit}
      </RouteButton>
    ),
  },
];

/** /auth/assistant: the owner's assistant accounts and permission groups. */
export function AssistantIndexView() {
  const viewer = useViewerQuery().data?.viewer;
  // Personal members have no assistants (SPEC §6): the page says so instead of failing to load.
  const personal = viewer?.memType === 'PERSONAL';
  const { data, loading, error, refetch } = useAssistantIndexQuery({
    fetchPolicy: 'cache-and-network',
    skip: !viewer || personal,
  });
  if (personal)
    return (
      <EmptyState
        message={T.personalOnly}
        action={
          <Button asChild size="sm" variant="outline">
            <Link to={pathTo('home.contact')}>{T.contactUpgrade}</Link>
          </Button>
        }
      />
    );
  if ((loading && !data) || !viewer) return <ListSkeleton />;
  if (error || !data) return <LoadError message={T.loadError} onRetry={() => refetch()} />;
  return (
    <Stack gap="8" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {T.title}
        </Heading>
        <HStack>
          <RouteButton to="assistant.group.create" variant="outline" size="sm">
            {T.newGroup}
          </RouteButton>
          <RouteButton to="assistant.account.create" colorPalette="primary" size="sm">
            {T.newAccount}
          </RouteButton>
        </HStack>
      </HStack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.accounts}
        </Heading>
        <DataTable rows={data.assistants} columns={ACCOUNT_COLUMNS} rowKey={(a) => a.id} empty={T.emptyAccounts} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.groups}
        </Heading>
        <DataTable rows={data.assistantGroups} columns={GROUP_COLUMNS} rowKey={(g) => g.id} empty={T.emptyGroups} />
      </Stack>
    </Stack>
  );
}
