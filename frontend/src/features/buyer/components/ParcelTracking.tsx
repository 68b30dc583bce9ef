import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT_STATUS_LIST } from '@paydesk/shared/shipment-statuses';
import { DateText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { MyShopOrdersQuery } from '../../../graphql/generated';
import { BUYER_TEXT } from '../text';

type Parcel = NonNullable<MyShopOrdersQuery['myShopOrders']['items'][number]['parcel']>;
const T = BUYER_TEXT.parcel;

/** An order's parcel as its buyer follows it: tracking number, state, pickup store and the journey, newest first. */
export function ParcelTracking({ parcel }: { parcel: Parcel }) {
  return (
    <Stack gap="2" data-testid="parcel-tracking">
      <Heading as="h4" size="xs">
        {T.title}
      </Heading>
      <Grid templateColumns="6rem 1fr" columnGap="3" rowGap="1" fontSize="sm">
        <Text color="fg.muted">{T.logisticsNo}</Text>
        <Text fontFamily="mono" wordBreak="break-all">
          {parcel.logisticsNo}
        </Text>
        <Text color="fg.muted">{T.status}</Text>
        <Box>
          <StatusBadge list={SHIPMENT_STATUS_LIST} value={parcel.status} />
        </Box>
        {parcel.storeName ? (
          <>
            <Text color="fg.muted">{T.store}</Text>
            <Text>{parcel.storeName}</Text>
          </>
        ) : null}
        {parcel.pickupUntil && parcel.status === 'ARRIVED' ? (
          <>
            <Text color="fg.muted">{T.pickupUntil}</Text>
            <Text>{parcel.pickupUntil.replaceAll('-', '/')}</Text>
          </>
        ) : null}
      </Grid>
      <Box as="ol" aria-label={T.history} fontSize="sm" listStyleType="none" ps="0">
        {[...parcel.events].reverse().map((e, i) => (
          <Box as="li" key={`${String(e.at)}-${i}`} display="flex" gap="3" flexWrap="wrap" py="0.5">
            <DateText value={e.at} withTime color="fg.muted" />
            <Text fontWeight={i === 0 ? 'semibold' : 'normal'}>{SHIPMENT_STATUS_LIST.label(e.status)}</Text>
            {e.note && e.note !== SHIPMENT_STATUS_LIST.label(e.status) ? <Text color="fg.muted">{e.note}</Text> : null}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
