import { Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../components/chakra/alert';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { StorefrontOrderFieldsFragment } from '../../../graphql/generated';
import { ORDER_TEXT } from '../text';

export interface OrderReceiptProps {
  order: StorefrontOrderFieldsFragment;
  /** Offer the sandbox payment of a store code or ATM account. */
  sandbox: boolean;
  onMarkPaid: () => void;
  marking: boolean;
}

/** An order as its buyer sees it: status, items, amount, delivery, and the code to pay while it is unpaid. */
export function OrderReceipt({ order, sandbox, onMarkPaid, marking }: OrderReceiptProps) {
  const awaiting = order.status === 'AWAITING_PAYMENT';
  return (
    <Stack gap="5" data-testid="order-receipt">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {ORDER_TEXT.title}
        </Heading>
        <StatusBadge list={ORDER_STATUS_LIST} value={order.status} size="lg" data-testid="order-status" />
      </HStack>
      <Grid templateColumns="auto 1fr" columnGap="4" rowGap="2" fontVariantNumeric="tabular-nums">
        <Text color="fg.muted">{ORDER_TEXT.orderNo}</Text>
        <Text data-testid="order-no">{order.orderNo}</Text>
        <Text color="fg.muted">{ORDER_TEXT.store}</Text>
        <Text>{order.storeName}</Text>
        <Text color="fg.muted">{ORDER_TEXT.createdAt}</Text>
        <DateText value={order.createdAt} withTime />
        <Text color="fg.muted">{ORDER_TEXT.payType}</Text>
        <Text>{PAY_TYPE_LIST.label(order.payType)}</Text>
        <Text color="fg.muted">{ORDER_TEXT.delivery}</Text>
        <Text>{DELIVERY_METHOD_LIST.label(order.deliveryMethod)}</Text>
        <Text color="fg.muted">{ORDER_TEXT.deliveryAddress}</Text>
        <Text>{order.deliveryAddress || '-'}</Text>
      </Grid>
      <Stack gap="2">
        <Heading as="h2" size="md">
          {ORDER_TEXT.items}
        </Heading>
        {order.items.map((item) => (
          <HStack key={item.productId} justify="space-between" borderBottomWidth="1px" py="2">
            <Text>
              {item.name} {ORDER_TEXT.quantity(item.quantity)}
            </Text>
            <MoneyText value={item.unitPrice * item.quantity} />
          </HStack>
        ))}
        <HStack justify="space-between">
          <Text>{ORDER_TEXT.goodsAmount}</Text>
          <MoneyText value={order.goodsAmount} />
        </HStack>
        <HStack justify="space-between">
          <Text>{ORDER_TEXT.shippingFee}</Text>
          <MoneyText value={order.shippingFee} data-testid="order-shipping-fee" />
        </HStack>
        <HStack justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>{ORDER_TEXT.amount}</Text>
          <MoneyText value={order.amount} data-testid="order-amount" />
        </HStack>
      </Stack>
      {awaiting && order.paymentCode ? (
        <Alert.Root status="info" data-testid="payment-code">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ORDER_TEXT.awaiting}</Alert.Title>
            <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" mt="2" fontVariantNumeric="tabular-nums">
              <Text>{order.payType === 'CVS' ? ORDER_TEXT.cvsCode : ORDER_TEXT.atmAccount}</Text>
              <Text fontWeight="bold">{order.paymentCode}</Text>
              <Text>{ORDER_TEXT.expires}</Text>
              <DateText value={order.codeExpiresAt} withTime />
            </Grid>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {awaiting && order.paymentCode && sandbox && order.tradeNo ? (
        <Stack gap="1" align="start">
          <Button variant="outline" onClick={onMarkPaid} loading={marking} disabled={marking}>
            {ORDER_TEXT.markPaid}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {ORDER_TEXT.markPaidHint}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
