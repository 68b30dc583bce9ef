import { Stack, Text } from '@chakra-ui/react';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { Alert } from '../../../components/chakra/alert';
import { RouteButton } from '../../../components/RouteButton';
import { useStoreDeliveryOptionsQuery } from '../../../graphql/documents/shop';
import type { DeliveryMethod } from '../../../graphql/generated';
import { STORE_TEXT } from '../text';

/**
 * The delivery methods the chosen shop cannot offer yet, each with its reason (its logistics application): the
 * gateway refuses them in a store, so the store settings say why before the seller saves.
 */
export function DeliveryAvailability({
  merchantId,
  methods,
}: {
  merchantId: number;
  methods: readonly DeliveryMethod[];
}) {
  const q = useStoreDeliveryOptionsQuery({ variables: { merchantId }, skip: !(merchantId > 0) });
  if (q.error) return <Text color="fg.muted">{STORE_TEXT.unavailableLoadError}</Text>;
  const unavailable = (q.data?.storeDeliveryOptions ?? []).filter(
    (o) => !o.available && methods.includes(o.deliveryMethod),
  );
  if (!unavailable.length) return null;
  return (
    <Alert.Root status="warning" data-testid="delivery-unavailable">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{STORE_TEXT.unavailableTitle}</Alert.Title>
        <Stack as="ul" gap="1" mt="1" ps="4">
          {unavailable.map((o) => (
            <li key={o.deliveryMethod}>
              {STORE_TEXT.unavailable(DELIVERY_METHOD_LIST.label(o.deliveryMethod), o.reason ?? '')}
            </li>
          ))}
        </Stack>
        <RouteButton to="shipping.apply" size="xs" variant="outline" mt="2">
          {STORE_TEXT.applyLogistics}
        </RouteButton>
      </Alert.Content>
    </Alert.Root>
  );
}
