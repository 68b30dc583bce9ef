import { Heading, Stack, Text } from '@chakra-ui/react';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { useMyPurchasesQuery } from '../../../graphql/documents/buyer';
import { BUYER_PAYMENT_COLUMNS } from '../components/MyPayments';
import { BUYER_TEXT as T } from '../text';

/**
 * /auth/purchases (SPEC §1/§6: where 消費者專區 leads a personal member): what the member bought as a buyer with its verified
 * email or mobile, newest first. The member stays signed in as a seller; the gateway decides what is its own.
 */
export function MemberPurchasesView() {
  const { data, loading, error, refetch } = useMyPurchasesQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="4" data-testid="member-purchases">
      <Heading as="h1" size="2xl">
        {T.purchasesTitle}
      </Heading>
      <Text color="fg.muted">{T.purchasesIntro}</Text>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={T.purchasesLoadError} onRetry={() => refetch()} /> : null}
      {data ? (
        <DataTable
          rows={data.myPurchases}
          columns={BUYER_PAYMENT_COLUMNS}
          rowKey={(p) => p.tradeNo}
          empty={<EmptyState message={T.purchasesEmpty} action={<Text fontSize="sm">{T.purchasesUnverified}</Text>} />}
        />
      ) : null}
    </Stack>
  );
}
