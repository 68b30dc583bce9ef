import { LOGISTICS_MESSAGES as L } from '@paydesk/shared/shipment-statuses';
import * as yup from 'yup';
import { textMax } from '../../lib/validators';

export interface ClaimValues {
  shipmentId: string;
  amount: string;
  description: string;
}

export const EMPTY_CLAIM: ClaimValues = { shipmentId: '', amount: '', description: '' };
export const CLAIM_FIELDS: readonly (keyof ClaimValues)[] = ['shipmentId', 'amount', 'description'];

/** The gateway's claim rules: a whole amount of at least 1, a description of at most 500 characters. */
export const claimSchema = yup.object({
  shipmentId: yup.string().required(L.claimNotLost),
  amount: yup
    .string()
    .trim()
    .required(L.claimAmount)
    .test('amount', L.claimAmount, (v) => /^\d+$/.test(v ?? '') && Number(v) >= 1),
  description: yup.string().trim().required(L.claimDescription).test(textMax(500, L.claimDescription)),
});
