import { Box, Button, HStack, Link as ChakraLink, type ButtonProps } from '@chakra-ui/react';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { SHIPMENT_STATUS_LIST } from '@paydesk/shared/shipment-statuses';
import { Link } from 'react-router';
import { pathTo } from '../../../app/paths';
import { useCanOpen } from '../../../components/RouteButton';
import { StatusBadge } from '../../../components/StatusBadge';
import { COMPONENT_TEXT } from '../../../components/text';
import { ORDER_TEXT } from '../text';

export interface ParcelOrder {
  orderNo: string;
  status: string;
  deliveryMethod: string;
  parcel?: { id: number; logisticsNo: string; status: string } | null;
}

/** The parcel still on its way or done; a cancelled one no longer counts, so the order may ship again. */
const liveParcel = (o: ParcelOrder) => (o.parcel && o.parcel.status !== 'CANCELLED' ? o.parcel : null);

/** An order that may ship now: paid, with no live parcel. */
export const canShip = (o: ParcelOrder) => ORDER_STATUS_LIST.canMove(o.status, 'SHIPPED') && !liveParcel(o);

/** The parcel's page (the detail route takes its id in the query string, SPEC §2.3). */
const parcelPath = (id: number) => `${pathTo('shipping.detail')}?id=${id}`;

/**
 * 出貨: opens the parcel form of the order's delivery (store pickup or home), filled in from the order; the seller
 * measures the package, edits what it must and creates the parcel. Disabled, with the reason, for an assistant
 * without the page's key.
 */
export function ShipOrderButton({ order, ...rest }: { order: ParcelOrder } & Omit<ButtonProps, 'asChild'>) {
  const route = order.deliveryMethod === 'HOME' ? 'shipping.create.home' : 'shipping.create.normal';
  const allowed = useCanOpen(route);
  if (!allowed)
    return (
      <Button {...rest} disabled title={COMPONENT_TEXT.noPermission} aria-description={COMPONENT_TEXT.noPermission}>
        {ORDER_TEXT.ship}
      </Button>
    );
  return (
    <Button asChild colorPalette="primary" {...rest}>
      <Link to={`${pathTo(route)}?orderNo=${encodeURIComponent(order.orderNo)}`}>{ORDER_TEXT.ship}</Link>
    </Button>
  );
}

/** The order's parcel: its tracking number (to the parcel's page) and state. */
export function ParcelSummary({ parcel }: { parcel: NonNullable<ParcelOrder['parcel']> }) {
  return (
    <HStack gap="2" wrap="wrap">
      <ChakraLink asChild color="primary.fg" aria-label={ORDER_TEXT.parcelLink(parcel.logisticsNo)}>
        <Link to={parcelPath(parcel.id)}>{parcel.logisticsNo}</Link>
      </ChakraLink>
      <StatusBadge list={SHIPMENT_STATUS_LIST} value={parcel.status} />
    </HStack>
  );
}

/** The list's 物流 cell: the parcel when there is one, 出貨 when the order may ship, else a dash. */
export function ParcelCell({ order, canManage }: { order: ParcelOrder; canManage: boolean }) {
  const content = order.parcel ? (
    <ParcelSummary parcel={order.parcel} />
  ) : canManage && canShip(order) ? (
    <ShipOrderButton order={order} size="xs" />
  ) : null;
  if (!content) return <>-</>;
  // A click here follows the link; it does not also open the row's drawer.
  return <Box onClick={(e) => e.stopPropagation()}>{content}</Box>;
}
