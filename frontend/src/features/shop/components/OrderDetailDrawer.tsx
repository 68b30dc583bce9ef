import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { refundReasonText } from '@paydesk/shared/refund-reasons';
import { Box, CloseButton, Grid, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../../../components/chakra/drawer';
import { Table } from '../../../components/chakra/table';
import type { ReactNode } from 'react';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ShopOrderFieldsFragment } from '../../../graphql/generated';
import { ORDER_TEXT, SHOP_TEXT } from '../text';
import { OrderActions, type OrderActionsProps } from './OrderActions';
import { ParcelSummary } from './OrderParcel';

type Row = [label: string, value: ReactNode];

/** A row shown only when it applies. */
const when = (applies: boolean, label: string, value: ReactNode): Row[] => (applies ? [[label, value]] : []);

/** Label/value pairs; empty values as a dash (DESIGN §4.10). */
function Pairs({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Grid templateColumns="8.5rem 1fr" columnGap="3" rowGap="1" fontSize="sm">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text color="fg.muted">{label}</Text>
            <Box wordBreak="break-all">{value === '' || value == null ? '-' : value}</Box>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

function Items({ order }: { order: ShopOrderFieldsFragment }) {
  const t = ORDER_TEXT.item;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={ORDER_TEXT.items}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.unitPrice}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.subtotal}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((i) => (
            <Table.Row key={i.productId}>
              <Table.Cell whiteSpace="normal">{i.name}</Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={i.unitPrice} />
              </Table.Cell>
              <Table.Cell textAlign="end">{i.quantity}</Table.Cell>
              <Table.Cell textAlign="end">
                <MoneyText value={i.unitPrice * i.quantity} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface OrderDetailDrawerProps {
  order: ShopOrderFieldsFragment;
  onAction: OrderActionsProps['onAction'];
  onClose: () => void;
}

/** One order: items, buyer, delivery, payment (the code while unpaid), its times, and the moves allowed now. */
export function OrderDetailDrawer({ order, onAction, onClose }: OrderDetailDrawerProps) {
  const unpaid = order.status === 'AWAITING_PAYMENT';
  const payment: Row[] = [
    [ORDER_TEXT.payType, PAY_TYPE_LIST.label(order.payType)],
    [ORDER_TEXT.columns.amount, <MoneyText key="a" value={order.amount} />],
    [ORDER_TEXT.tradeNo, order.tradeNo],
    ...when(unpaid && Boolean(order.paymentCode), ORDER_TEXT.paymentCode, order.paymentCode),
    ...when(
      unpaid && Boolean(order.paymentCode),
      ORDER_TEXT.codeExpiresAt,
      <DateText value={order.codeExpiresAt} withTime />,
    ),
    ...when(order.refundedAmount > 0, ORDER_TEXT.refunded, <MoneyText value={order.refundedAmount} />),
    ...when(Boolean(order.refundedAt), ORDER_TEXT.refundedAt, <DateText value={order.refundedAt} withTime />),
    // The same words as the payment's refund list: the reason's label, with the seller's note after it.
    ...when(order.refundedAmount > 0, ORDER_TEXT.refundReason, refundReasonText(order.refundReason, order.refundNote)),
    ...when(order.status === 'REFUNDED', ORDER_TEXT.restocked, order.restocked ? SHOP_TEXT.yes : SHOP_TEXT.no),
    ...when(Boolean(order.cancelReason), ORDER_TEXT.cancelReason, order.cancelReason),
  ];
  const times: Row[] = [
    [ORDER_TEXT.createdAt, <DateText key="c" value={order.createdAt} withTime />],
    [ORDER_TEXT.paidAt, <DateText key="p" value={order.paidAt} withTime />],
    [ORDER_TEXT.shippedAt, <DateText key="s" value={order.shippedAt} withTime />],
    [ORDER_TEXT.completedAt, <DateText key="d" value={order.completedAt} withTime />],
    [ORDER_TEXT.closedAt, <DateText key="x" value={order.closedAt} withTime />],
  ];
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                {ORDER_TEXT.detail} {order.orderNo} <StatusBadge list={ORDER_STATUS_LIST} value={order.status} ms="2" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <OrderActions order={order} onAction={onAction} />
                <Text fontSize="sm" color="fg.muted">
                  {ORDER_TEXT.store}：{order.storeName}
                </Text>
                <Items order={order} />
                <Pairs title={ORDER_TEXT.payment} rows={payment} />
                <Pairs
                  title={ORDER_TEXT.buyer}
                  rows={[
                    [ORDER_TEXT.buyerName, order.buyerName],
                    [ORDER_TEXT.buyerEmail, order.buyerEmail],
                    [ORDER_TEXT.buyerMobile, order.buyerMobile],
                  ]}
                />
                <Pairs
                  title={ORDER_TEXT.delivery}
                  rows={[
                    [ORDER_TEXT.deliveryMethod, DELIVERY_METHOD_LIST.label(order.deliveryMethod)],
                    [ORDER_TEXT.deliveryAddress, order.deliveryAddress],
                    ...when(
                      Boolean(order.parcel),
                      ORDER_TEXT.parcel,
                      order.parcel ? <ParcelSummary parcel={order.parcel} /> : null,
                    ),
                  ]}
                />
                <Pairs title={ORDER_TEXT.timeline} rows={times} />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={ORDER_TEXT.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
