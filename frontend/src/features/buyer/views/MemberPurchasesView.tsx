import { Heading, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useMyPurchasesQuery } from '../../../graphql/documents/buyer';
import { BUYER_PAYMENT_COLUMNS } from '../components/MyPayments';
import { BUYER_TEXT as T } from '../text';

/**
 * /auth/purchases (SPEC §1/§6: where 消費者專區 leads a personal member): what the member bought as a buyer with its verified
 * email or mobile, newest first, a page at a time. The member stays signed in as a seller; the gateway decides what is its own.
 */
export function MemberPurchasesView() {
  const { data, loading, error, refetch, fetchMore } = useMyPurchasesQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.myPurchases, 'myPurchases');
  return (
    <Stack gap="4" data-testid="member-purchases">
      <Heading as="h1" size="2xl">
        {T.purchasesTitle}
      </Heading>
      <Text color="fg.muted">{T.purchasesIntro}</Text>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={T.purchasesLoadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <Stack gap="2">
          <DataTable
            rows={data.myPurchases.items}
            columns={BUYER_PAYMENT_COLUMNS}
            rowKey={(p) => p.tradeNo}
            empty={
              <EmptyState message={T.purchasesEmpty} action={<Text fontSize="sm">{T.purchasesUnverified}</Text>} />
            }
          />
          <LoadMore {...more} shown={data.myPurchases.items.length} />
        </Stack>
      ) : null}
    </Stack>
  );
}
