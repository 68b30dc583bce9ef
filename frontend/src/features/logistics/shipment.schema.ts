import {
  LOGISTICS_MESSAGES as L,
  type LogisticsServiceGroup,
  type ShippingService,
} from '@paydesk/shared/shipment-statuses';
import * as yup from 'yup';
import type { ShipmentInput } from '../../graphql/generated';
import { mobile, userName, textMax } from '../../lib/validators';

/** The three create pages: store parcels at room temperature, frozen store parcels, home delivery. */
export type ShipmentKind = 'normal' | 'frz' | 'home';

export const KIND_SERVICES: Readonly<Record<ShipmentKind, readonly ShippingService[]>> = {
  normal: ['C2C_NORMAL', 'B2C_NORMAL'],
  frz: ['C2C_FROZEN', 'B2C_FROZEN'],
  home: ['HOME_NORMAL', 'HOME_FROZEN'],
};

/** The application group that opens a service (C2C, B2C or HOME). */
export function serviceGroup(service: string): LogisticsServiceGroup {
  return service.startsWith('B2C') ? 'B2C' : service.startsWith('HOME') ? 'HOME' : 'C2C';
}

/** Which create page a service belongs to. */
export function kindOf(service: string): ShipmentKind {
  if (service.startsWith('HOME')) return 'home';
  return service.endsWith('FROZEN') ? 'frz' : 'normal';
}

export interface ShipmentValues {
  merchantId: string;
  service: string;
  orderNo: string;
  receiverName: string;
  receiverMobile: string;
  storeCode: string;
  /** Shown beside the picker; not sent. */
  storeName: string;
  address: string;
  region: string;
  goodsName: string;
  declaredValue: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
  codAmount: string;
}

export const EMPTY_SHIPMENT: ShipmentValues = {
  merchantId: '',
  service: '',
  orderNo: '',
  receiverName: '',
  receiverMobile: '',
  storeCode: '',
  storeName: '',
  address: '',
  region: 'LOCAL',
  goodsName: '',
  declaredValue: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  weightKg: '',
  codAmount: '',
};

/** Fields a server error may name on the form; 'package' is shown in its own alert. */
export const SHIPMENT_FIELDS: readonly string[] = [
  'merchantId',
  'service',
  'receiverName',
  'receiverMobile',
  'storeCode',
  'address',
  'goodsName',
  'declaredValue',
  'codAmount',
  'package',
];

const isInt = (v: string | undefined, min: number, max: number) =>
  /^\d+$/.test((v ?? '').trim()) && Number(v) >= min && Number(v) <= max;
const positive = (message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .test('positive', message, (v) => /^\d+(\.\d+)?$/.test(v ?? '') && Number(v) > 0);

/** The gateway's parcel rules (shared messages); the package size rule itself is the quote's to name. */
export function shipmentSchema(kind: ShipmentKind, messages: { size: string }) {
  const home = kind === 'home';
  return yup.object({
    merchantId: yup.string().required(L.merchant),
    service: yup.string().required(L.services),
    receiverName: userName(),
    receiverMobile: mobile(),
    storeCode: home ? yup.string() : yup.string().required(L.store),
    address: home ? yup.string().trim().required(L.address2).test(textMax(100, L.address2)) : yup.string(),
    region: home ? yup.string().required(L.address2) : yup.string(),
    goodsName: yup.string().trim().required(L.goodsName).test(textMax(60, L.goodsName)),
    declaredValue: yup
      .string()
      .required(L.declaredValue)
      .test('value', L.declaredValue, (v) => isInt(v, 1, 20_000)),
    lengthCm: positive(messages.size),
    widthCm: positive(messages.size),
    heightCm: positive(messages.size),
    weightKg: positive(messages.size),
    codAmount: yup.string().test('cod', L.cod, (v) => !v?.trim() || isInt(v, 0, 20_000)),
  });
}

const num = (v: string) => {
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : 0;
};

/** The input for createShipment and for the quote (which needs only shop, service and the parcel). */
export function toShipmentInput(v: ShipmentValues): ShipmentInput {
  const home = v.service.startsWith('HOME');
  return {
    merchantId: Number(v.merchantId),
    service: v.service,
    orderNo: v.orderNo.trim() || null,
    receiverName: v.receiverName.trim(),
    receiverMobile: v.receiverMobile.trim(),
    storeCode: home ? null : v.storeCode || null,
    address: home ? v.address.trim() : null,
    region: home ? v.region || null : null,
    goodsName: v.goodsName.trim(),
    declaredValue: Math.trunc(num(v.declaredValue)),
    lengthCm: num(v.lengthCm),
    widthCm: num(v.widthCm),
    heightCm: num(v.heightCm),
    weightKg: num(v.weightKg),
    codAmount: v.codAmount.trim() ? Math.trunc(num(v.codAmount)) : 0,
  };
}

/** A quote can be asked once shop, service and every side and the weight are numbers. */
export function quotable(v: ShipmentValues): boolean {
  const n = (s: string) => /^\d+(\.\d+)?$/.test(s.trim()) && Number(s) > 0;
  return Boolean(v.merchantId && v.service) && n(v.lengthCm) && n(v.widthCm) && n(v.heightCm) && n(v.weightKg);
}
