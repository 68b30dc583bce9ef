import { pathTo } from '../../../app/routes';
import { Badge, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useAssistantIndexQuery } from '../../../graphql/generated';
import { ASSISTANT_TEXT as T } from '../text';

/** /auth/assistant: the owner's assistant accounts and permission groups. */
export function AssistantIndexView() {
  const { data, loading, error } = useAssistantIndexQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner />;
  if (error || !data) return <Text color="fg.error">{T.loadError}</Text>;
  return (
    <Stack gap="8" maxW="5xl">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {T.title}
        </Heading>
        <HStack>
          <Button asChild variant="outline" size="sm">
            <Link to="/auth/assistant/group">{T.newGroup}</Link>
          </Button>
          <Button asChild colorPalette="primary" size="sm">
            <Link to="/auth/assistant/account">{T.newAccount}</Link>
          </Button>
        </HStack>
      </HStack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.accounts}
        </Heading>
        {data.assistants.length === 0 ? (
          <Text color="fg.muted">{T.emptyAccounts}</Text>
        ) : (
          <Table.Root size="sm" variant="outline" bg="bg">
            <Table.Header>
              <Table.Row>
                {[T.loginName, T.name, T.email, T.group, T.status, ''].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.assistants.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>{a.loginName}</Table.Cell>
                  <Table.Cell>{a.name}</Table.Cell>
                  <Table.Cell>{a.email || '-'}</Table.Cell>
                  <Table.Cell>{a.groupName}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={a.enabled ? 'success' : 'gray'}>{a.enabled ? T.on : T.off}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button asChild size="xs" variant="ghost">
                      <Link to={pathTo('assistant.account.edit', { id: a.id })}>{T.edit}</Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {T.groups}
        </Heading>
        {data.assistantGroups.length === 0 ? (
          <Text color="fg.muted">{T.emptyGroups}</Text>
        ) : (
          <Table.Root size="sm" variant="outline" bg="bg">
            <Table.Header>
              <Table.Row>
                {[T.groupName, T.permissions, T.count, ''].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.assistantGroups.map((g) => (
                <Table.Row key={g.id}>
                  <Table.Cell>{g.name}</Table.Cell>
                  <Table.Cell>{g.permissionKeys.length}</Table.Cell>
                  <Table.Cell>{g.assistantCount}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button asChild size="xs" variant="ghost">
                      <Link to={pathTo('assistant.group.edit', { id: g.id })}>{T.edit}</Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
