import { deliveryMethodsFor, DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { useMerchantsQuery } from '../../../graphql/documents/merchants';
import { useViewerQuery } from '../../../graphql/documents/viewer';
import type { DeliveryMethod } from '../../../graphql/generated';
import { useReference } from '../../../lib/useReference';

/**
 * What the store form offers: the member's active shops with their PaymentSwitch, the delivery methods the member
 * may use (B2C for business members only) and the reference's instalment counts.
 */
export function useStoreFormOptions() {
  const merchants = useMerchantsQuery();
  const viewer = useViewerQuery();
  const { reference, loading, error, refetch } = useReference();
  const shops = (merchants.data?.merchants ?? [])
    .filter((m) => m.canCollect)
    .map((m) => ({ id: m.id, name: m.name, paymentSwitch: m.paymentSwitch }));
  const isBusiness = viewer.data?.viewer?.memType === 'BUSINESS';
  const deliveryMethods = deliveryMethodsFor(isBusiness).flatMap(
    (code) => (DELIVERY_METHOD_LIST.keyOf(code) as DeliveryMethod | undefined) ?? [],
  );
  return {
    options: { shops, deliveryMethods, periods: reference?.instalmentPeriods ?? [] },
    loading: merchants.loading || viewer.loading || loading,
    failed: Boolean(merchants.error || viewer.error || error),
    retry: () => {
      void merchants.refetch();
      void viewer.refetch();
      void refetch();
    },
  };
}
