import { Button, Stack, Text } from '@chakra-ui/react';
import type { OperationVariables } from '@apollo/client';
import type { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { showToast } from '../lib/toast';
import { COMPONENT_TEXT } from './text';

/** The part of every keyset page the client reads to go on (the gateway's `PageOf` types). */
interface Paged {
  items: readonly unknown[];
  hasNextPage: boolean;
  nextCursor: string | null;
}

type PagedKey<TData> = { [K in keyof TData]: TData[K] extends Paged ? K : never }[keyof TData];

export interface MorePages {
  /** Fetches the next page and appends it; null when the list is complete. */
  more: (() => void) | null;
  loading: boolean;
}

/**
 * "Load more" over a keyset-paged query field: fetches the page after `nextCursor` with the same variables and
 * appends its rows to the cached answer, so every view pages the same way. A refetch starts again at page one.
 */
export function useMorePages<TData, TVars extends OperationVariables, K extends PagedKey<TData>>(
  fetchMore: useQuery.Result<TData, TVars>['fetchMore'],
  page: Paged | null | undefined,
  key: K,
): MorePages {
  const [loading, setLoading] = useState(false);
  const cursor = page?.hasNextPage ? page.nextCursor : null;
  if (!cursor) return { more: null, loading: false };
  const more = () => {
    setLoading(true);
    fetchMore({
      variables: { after: cursor } as unknown as Partial<TVars>,
      updateQuery: (prev, { fetchMoreResult }) => {
        const before = prev[key] as Paged;
        const next = fetchMoreResult[key] as Paged;
        return { ...prev, [key]: { ...next, items: [...before.items, ...next.items] } } as typeof prev;
      },
    })
      .catch(() => showToast(COMPONENT_TEXT.loadMoreFailed, 'error'))
      .finally(() => setLoading(false));
  };
  return { more, loading };
}

/** The "載入更多" control under a paged list (nothing when the list is complete), with how many rows are shown. */
export function LoadMore({ more, loading, shown }: MorePages & { shown: number }) {
  if (!more) return null;
  return (
    <Stack direction="row" gap="3" align="center" justify="center">
      <Text color="fg.muted" fontSize="sm">
        {COMPONENT_TEXT.shownCount(shown)}
      </Text>
      <Button variant="outline" size="sm" loading={loading} onClick={more}>
        {COMPONENT_TEXT.loadMore}
      </Button>
    </Stack>
  );
}
