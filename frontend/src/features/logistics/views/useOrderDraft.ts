import { useShipmentDraftQuery } from '../../../graphql/documents/logistics';
import type { ShipmentDraftQuery } from '../../../graphql/generated';
import type { ShipmentValues } from '../shipment.schema';

type Draft = NonNullable<ShipmentDraftQuery['shipmentDraft']>;

/** The create form's values from an order's parcel draft (the seller edits them before creating the parcel). */
export function draftValues(d: Draft): Partial<ShipmentValues> {
  return {
    merchantId: String(d.merchantId),
    service: d.service,
    orderNo: d.orderNo,
    receiverName: d.receiverName,
    receiverMobile: d.receiverMobile,
    storeCode: d.storeCode ?? '',
    storeName: d.storeCode ? (d.storeName ?? '') : '',
    address: d.address ?? '',
    region: 'LOCAL',
    goodsName: d.goodsName,
    declaredValue: String(d.declaredValue),
    codAmount: d.codAmount > 0 ? String(d.codAmount) : '',
    // The box of the seller's last parcel of this service, when there is one (still editable).
    ...(d.lengthCm !== null && d.widthCm !== null && d.heightCm !== null && d.weightKg !== null
      ? {
          lengthCm: String(d.lengthCm),
          widthCm: String(d.widthCm),
          heightCm: String(d.heightCm),
          weightKg: String(d.weightKg),
        }
      : {}),
  };
}

/**
 * 出貨 from an order opens the create page with `?orderNo=`: the order's draft fills the form. Without an order
 * number nothing is asked; an order the seller does not have leaves the number alone, and the gateway refuses it.
 */
export function useOrderDraft(orderNo: string) {
  const { data, loading, error, refetch } = useShipmentDraftQuery({
    variables: { orderNo },
    skip: !orderNo,
    fetchPolicy: 'network-only',
  });
  const draft = data?.shipmentDraft ?? null;
  return {
    loading: Boolean(orderNo) && loading && !data,
    error: Boolean(orderNo) && Boolean(error) && !data,
    refetch: () => void refetch().catch(() => undefined),
    initial: draft ? draftValues(draft) : orderNo ? { orderNo } : undefined,
    existing: draft?.shipmentId ? { id: draft.shipmentId, logisticsNo: draft.logisticsNo ?? '' } : null,
  };
}
