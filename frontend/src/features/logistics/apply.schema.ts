import { LOGISTICS_MESSAGES as L, type LogisticsServiceGroup } from '@paydesk/shared/shipment-statuses';
import * as yup from 'yup';
import type { LogisticsApplicationInput } from '../../graphql/generated';
import { mobile, userName, textMax } from '../../lib/validators';

export interface ApplyValues {
  merchantId: string;
  services: LogisticsServiceGroup[];
  senderName: string;
  senderMobile: string;
  senderAddress: string;
  returnAddress: string;
}

export const EMPTY_APPLY: ApplyValues = {
  merchantId: '',
  services: ['C2C'],
  senderName: '',
  senderMobile: '',
  senderAddress: '',
  returnAddress: '',
};

export const APPLY_FIELDS: readonly (keyof ApplyValues)[] = [
  'merchantId',
  'services',
  'senderName',
  'senderMobile',
  'senderAddress',
  'returnAddress',
];

const address = () => yup.string().trim().required(L.address).test(textMax(100, L.address));

/** SPEC §5 name and mobile rules; B2C only for business members (SPEC §6), as the gateway checks. */
export function applySchema(isBusiness: boolean) {
  return yup.object({
    merchantId: yup.string().required(L.merchant),
    services: yup
      .array(yup.string().required())
      .min(1, L.services)
      .test('b2c', L.b2cBusinessOnly, (v) => isBusiness || !(v ?? []).includes('B2C')),
    senderName: userName(),
    senderMobile: mobile(),
    senderAddress: address(),
    returnAddress: address(),
  });
}

export function toApplyInput(v: ApplyValues): LogisticsApplicationInput {
  return {
    merchantId: Number(v.merchantId),
    services: v.services,
    senderName: v.senderName.trim(),
    senderMobile: v.senderMobile.trim(),
    senderAddress: v.senderAddress.trim(),
    returnAddress: v.returnAddress.trim(),
  };
}
