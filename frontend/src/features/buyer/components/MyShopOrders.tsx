import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { LoadMore, useMorePages } from '../../../components/LoadMore';
import { ListSkeleton, LoadError } from '../../../components/LoadState';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import { useMyShopOrdersQuery } from '../../../graphql/documents/buyer';
import type { MyShopOrdersQuery } from '../../../graphql/generated';
import { formatMoney } from '../../../lib/money-format';
import { BUYER_TEXT } from '../text';
import { ParcelTracking } from './ParcelTracking';
import { PaymentCode } from './PaymentCode';
import { refundReasonText } from '@paydesk/shared/refund-reasons';

type Order = MyShopOrdersQuery['myShopOrders']['items'][number];
const T = BUYER_TEXT.order;

/** One order: what and where, how to pay it while unpaid, its parcel's journey, and any refund. */
function OrderCard({ order }: { order: Order }) {
  const unpaid = order.status === 'AWAITING_PAYMENT' && Boolean(order.paymentCode);
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="shop-order-row">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
        <Stack gap="0.5">
          <ChakraLink asChild color="primary.fg" fontWeight="semibold">
            <Link to={pathTo('store.order', { slug: order.storeSlug, orderNo: order.orderNo })}>{order.orderNo}</Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted">
            {order.storeName}・<DateText value={order.createdAt} />
          </Text>
        </Stack>
        <HStack gap="3">
          <MoneyText value={order.amount} fontWeight="semibold" />
          <StatusBadge list={ORDER_STATUS_LIST} value={order.status} />
        </HStack>
      </HStack>
      <Text fontSize="sm">
        {T.delivery}：{DELIVERY_METHOD_LIST.label(order.deliveryMethod)}
        {order.deliveryAddress ? `（${order.deliveryAddress}）` : ''}
      </Text>
      {unpaid ? (
        <PaymentCode payType={order.payType} code={order.paymentCode ?? ''} expiresAt={order.codeExpiresAt} />
      ) : null}
      {order.refundedAmount > 0 ? (
        <Box fontSize="sm" data-testid="order-refund">
          <Text fontWeight="medium">{T.refunded(formatMoney(order.refundedAmount))}</Text>
          {order.refundReason ? (
            <Text>
              {T.refundReason}：{refundReasonText(order.refundReason, order.refundNote)}
            </Text>
          ) : null}
          {order.refundedAt ? (
            <Text color="fg.muted">
              {T.refundedAt}：<DateText value={order.refundedAt} withTime />
            </Text>
          ) : null}
        </Box>
      ) : null}
      {order.parcel ? (
        <ParcelTracking parcel={order.parcel} />
      ) : order.status === 'PAID' ? (
        <Text fontSize="sm" color="fg.muted">
          {T.noParcel}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The buyer's storefront orders, newest first, a page at a time: each with its payment code, tracking and refunds. */
export function MyShopOrders() {
  const { data, loading, error, refetch, fetchMore } = useMyShopOrdersQuery({ fetchPolicy: 'cache-and-network' });
  const more = useMorePages(fetchMore, data?.myShopOrders, 'myShopOrders');
  const orders = data?.myShopOrders.items;
  return (
    <Stack gap="2" data-testid="my-shop-orders">
      <Heading as="h2" size="md">
        {BUYER_TEXT.ordersTitle}
      </Heading>
      {loading && !data ? <ListSkeleton /> : null}
      {error && !data ? <LoadError message={BUYER_TEXT.ordersLoadError} onRetry={() => refetch()} /> : null}
      {orders && !orders.length ? <EmptyState message={BUYER_TEXT.ordersEmpty} /> : null}
      {orders?.length ? (
        <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-label={BUYER_TEXT.ordersTitle}>
          {orders.map((o) => (
            <OrderCard key={o.orderNo} order={o} />
          ))}
        </Stack>
      ) : null}
      {orders ? <LoadMore {...more} shown={orders.length} /> : null}
    </Stack>
  );
}
