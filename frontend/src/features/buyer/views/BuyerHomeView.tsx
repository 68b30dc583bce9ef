import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import { LAYOUT_TEXT } from '../../../layouts/text';
import { MyPayments } from '../components/MyPayments';
import { MyShopOrders } from '../components/MyShopOrders';
import { MySubscriptions } from '../components/MySubscriptions';

/**
 * /buyer: the consumer home: their storefront orders (payment codes, parcel tracking, refunds), recurring subscriptions and payments, then account, contact verification and password. The account part is
 * the members feature's screen, wired in by the route table (`account`) so the features stay apart.
 */
export function BuyerHomeView({ account = null }: { account?: ReactNode }) {
  const { data } = useViewerQuery();
  return (
    <Stack gap="2" maxW="4xl" mx="auto">
      <Heading as="h1" size="2xl">
        {LAYOUT_TEXT.buyerWelcome}
      </Heading>
      {data?.viewer ? <Text color="fg.muted">{LAYOUT_TEXT.greeting(data.viewer.name)}</Text> : null}
      <MyShopOrders />
      <MySubscriptions />
      <MyPayments />
      {account}
    </Stack>
  );
}
