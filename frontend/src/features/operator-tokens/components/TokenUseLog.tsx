import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText } from '../../../components/MoneyText';
import { ToneBadge } from '../../../components/StatusBadge';
import { useOperatorTokenUsesQuery } from '../../../graphql/documents/operator-tokens';
import type { OperatorTokenUsesQuery } from '../../../graphql/generated';
import { OPERATOR_TOKEN_TEXT as T } from '../text';

type Use = OperatorTokenUsesQuery['operatorTokenUses']['items'][number];
const c = T.useColumns;
const PAGE = 20;

const COLUMNS: Column<Use>[] = [
  { key: 'usedAt', header: c.usedAt, render: (u) => <DateText value={u.usedAt} withTime /> },
  { key: 'operation', header: c.operation, render: (u) => <Text fontFamily="mono">{u.operation}</Text>, wrap: true },
  { key: 'type', header: c.type, render: (u) => u.operationType },
  { key: 'address', header: c.address, render: (u) => <Text fontFamily="mono">{u.address}</Text> },
  {
    key: 'result',
    header: c.result,
    render: (u) => <ToneBadge tone={u.refused ? 'error' : 'success'} label={u.refused ? T.refused : T.allowed} />,
  },
];

/** One token's use log, newest first, a page at a time (the gateway's keyset cursor, older pages on demand). */
export function TokenUseLog({ token, onClose }: { token: { id: number; name: string }; onClose: () => void }) {
  // The cursors of the pages walked so far; the last one is shown (null: the newest page).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const uses = useOperatorTokenUsesQuery({
    variables: { tokenId: token.id, first: PAGE, after },
    fetchPolicy: 'network-only',
  });
  const page = uses.data?.operatorTokenUses;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: '4', md: '6' }} data-testid="token-use-log">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {T.usesTitle(token.name)}
        </Heading>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {T.usesClose}
        </Button>
      </HStack>
      {uses.loading && !page ? <ListSkeleton /> : null}
      {uses.error && !page ? <LoadError message={T.loadError} onRetry={() => uses.refetch()} /> : null}
      {page ? (
        <>
          <DataTable rows={page.items} columns={COLUMNS} rowKey={(u) => u.id} empty={T.usesEmpty} rowTestId="use-row" />
          <HStack gap="2" wrap="wrap">
            {cursors.length > 1 ? (
              <Button size="sm" variant="outline" onClick={() => setCursors(cursors.slice(0, -1))}>
                {T.usesNewer}
              </Button>
            ) : null}
            {page.hasNextPage && page.nextCursor ? (
              <Button size="sm" variant="outline" onClick={() => setCursors([...cursors, page.nextCursor])}>
                {T.usesOlder}
              </Button>
            ) : null}
          </HStack>
        </>
      ) : null}
    </Stack>
  );
}
