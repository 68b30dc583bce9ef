import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import {
  HOME_REGION_LABELS,
  SHIPMENT_STATUS_LIST,
  SHIPPING_SERVICE_LABELS,
  type ShippingService,
} from '@paydesk/shared/shipment-statuses';
import { DateText, MoneyText } from '../../../components/MoneyText';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ShipmentFieldsFragment } from '../../../graphql/generated';
import { DASH, formatDay } from '../../../lib/money-format';
import { SHIPMENT_TEXT as T } from '../text';
import { LabelValues, Section } from '../../../components/PageFrame';

const F = T.fields;

export const serviceLabel = (service: string) => SHIPPING_SERVICE_LABELS[service as ShippingService] ?? service;

/** A shipment's fields, fees and delivery timeline (DESIGN §6 detail pattern). */
export function ShipmentDetail({ shipment: s }: { shipment: ShipmentFieldsFragment }) {
  const home = s.service.startsWith('HOME');
  return (
    <Stack gap="6">
      <Section title={T.sections.basic}>
        <LabelValues
          items={[
            [
              F.logisticsNo,
              <Text key="no" as="span" fontFamily="mono" data-testid="logistics-no">
                {s.logisticsNo}
              </Text>,
            ],
            [
              F.status,
              <HStack key="st" gap="2">
                <StatusBadge list={SHIPMENT_STATUS_LIST} value={s.status} data-testid="shipment-status" />
                {s.nearDeadline ? <Badge colorPalette="error">{T.nearDeadline}</Badge> : null}
              </HStack>,
            ],
            [F.service, serviceLabel(s.service)],
            [F.orderNo, s.orderNo ?? DASH],
            [F.receiverName, s.receiverName],
            [F.receiverMobile, s.receiverMobile],
            ...(home
              ? ([
                  [F.address, s.address],
                  [
                    F.region,
                    s.region ? (HOME_REGION_LABELS[s.region as keyof typeof HOME_REGION_LABELS] ?? s.region) : DASH,
                  ],
                ] as const)
              : ([[F.store, s.storeName ?? DASH], ...(s.address ? ([[F.address, s.address]] as const) : [])] as const)),
            [F.goodsName, s.goodsName],
            [F.declaredValue, <MoneyText key="dv" value={s.declaredValue} />],
            [F.size, T.size(s.lengthCm, s.widthCm, s.heightCm)],
            [F.weight, T.weight(s.weightKg)],
            [F.dropOffBy, formatDay(s.dropOffBy) ?? DASH],
            [F.pickupUntil, formatDay(s.pickupUntil) ?? DASH],
            [F.createdAt, <DateText key="c" value={s.createdAt} withTime />],
          ]}
        />
      </Section>
      <Section title={T.sections.fees}>
        <LabelValues
          items={[
            [F.shippingFee, <MoneyText key="f" value={s.shippingFee} />],
            [F.pickupFee, <MoneyText key="p" value={s.pickupFee} />],
            [F.codAmount, <MoneyText key="cod" value={s.codAmount} data-testid="cod-amount" />],
            [F.codFee, <MoneyText key="cf" value={s.codFee} />],
            [F.sizeBand, s.sizeBandCm == null ? DASH : T.sizeBandCm(s.sizeBandCm)],
            [F.codTradeNo, s.codTradeNo ?? DASH],
          ]}
        />
      </Section>
      <Section title={T.sections.timeline}>
        {s.events.length ? (
          <Stack as="ol" gap="0" listStyle="none" data-testid="shipment-timeline">
            {[...s.events].reverse().map((e, i) => (
              <HStack as="li" key={`${e.at}-${i}`} align="start" gap="3" pb="3">
                <Box
                  w="3"
                  h="3"
                  mt="1.5"
                  borderRadius="full"
                  bg={i === 0 ? 'primary.solid' : 'border.emphasized'}
                  flexShrink={0}
                />
                <Stack gap="0">
                  <HStack gap="2" wrap="wrap">
                    <StatusBadge list={SHIPMENT_STATUS_LIST} value={e.status} />
                    <DateText value={e.at} withTime fontSize="sm" color="fg.muted" />
                  </HStack>
                  {e.note ? <Text fontSize="sm">{e.note}</Text> : null}
                </Stack>
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{T.noEvents}</Text>
        )}
      </Section>
    </Stack>
  );
}
