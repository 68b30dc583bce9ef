import { LOGISTICS_MESSAGES as L } from '@paydesk/shared/shipment-statuses';
import * as yup from 'yup';
import type { ShipmentEditInput, ShipmentFieldsFragment } from '../../graphql/generated';
import { mobile, textMax, userName } from '../../lib/validators';

/** What an edit page may still change before drop-off; fee-setting fields (service, size, region, COD) stay. */
export interface ShipmentEditValues {
  receiverName: string;
  receiverMobile: string;
  storeCode: string;
  /** Shown beside the picker; not sent. */
  storeName: string;
  address: string;
  goodsName: string;
}

/** Fields a server refusal may name on the edit form; the rest (NOT_EDITABLE, GOODS_TYPE) go to its alert. */
export const SHIPMENT_EDIT_FIELDS: readonly string[] = [
  'receiverName',
  'receiverMobile',
  'storeCode',
  'address',
  'goodsName',
];

/** The gateway's edit rules with the shared messages: a store for store parcels, an address for home ones. */
export function shipmentEditSchema(home: boolean) {
  return yup.object({
    receiverName: userName(),
    receiverMobile: mobile(),
    storeCode: home ? yup.string() : yup.string().required(L.store),
    address: home ? yup.string().trim().required(L.address2).test(textMax(100, L.address2)) : yup.string(),
    goodsName: yup.string().trim().required(L.goodsName).test(textMax(60, L.goodsName)),
  });
}

/** The form's values from the parcel as it is now. */
export function editValuesOf(s: ShipmentFieldsFragment): ShipmentEditValues {
  return {
    receiverName: s.receiverName,
    receiverMobile: s.receiverMobile,
    storeCode: s.storeCode ?? '',
    storeName: s.storeName ?? '',
    address: s.address,
    goodsName: s.goodsName,
  };
}

/** The updateShipment input: a store parcel sends its store, a home parcel its address. */
export function toEditInput(v: ShipmentEditValues, home: boolean): ShipmentEditInput {
  return {
    receiverName: v.receiverName.trim(),
    receiverMobile: v.receiverMobile.trim(),
    storeCode: home ? null : v.storeCode || null,
    address: home ? v.address.trim() : null,
    goodsName: v.goodsName.trim(),
  };
}
