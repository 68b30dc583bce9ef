import type { PayType } from '../../graphql/generated';
import * as yup from 'yup';
import { ATM_SINGLE_LIMIT, PAYMENT_LIMIT_MESSAGES } from '@paydesk/shared/payment-limits';
import { textMax } from '../../lib/validators';
import { perOrderLimitError } from '@paydesk/shared/link-quantity';
import { LINK_RULE_TEXT as R } from './text';

export interface PaymentLinkValues {
  merchantId: string;
  title: string;
  amount: string;
  description: string;
  payTypes: PayType[];
  installments: string[];
  expiresAt: string;
  quantityLimit: string;
  /** Most units one order may buy; only with a fixed amount and a quantity limit. */
  perOrderLimit: string;
  enabled: boolean;
}

export const EMPTY_LINK: PaymentLinkValues = {
  merchantId: '',
  title: '',
  amount: '',
  description: '',
  payTypes: ['CREDIT'],
  installments: [],
  expiresAt: '',
  quantityLimit: '',
  perOrderLimit: '',
  enabled: true,
};

const positiveInt = (message: string) => yup.string().matches(/^$|^[1-9]\d*$/, message);

/** SPEC §5 rules for the payment-link form (the server re-checks every one). */
export const paymentLinkSchema = yup.object({
  merchantId: yup.string().required(R.merchantRequired),
  title: yup.string().trim().required(R.titleRequired).test(textMax(60, R.titleMax)),
  amount: positiveInt(R.amountInvalid).test('atm', PAYMENT_LIMIT_MESSAGES.atmLimit, function atm(value) {
    const types = (this.parent as PaymentLinkValues).payTypes;
    return !value || !types.includes('ATM') || Number(value) <= ATM_SINGLE_LIMIT;
  }),
  description: yup.string().test(textMax(500, R.descriptionMax)),
  payTypes: yup.array(yup.mixed<PayType>().required()).min(1, R.payTypesRequired),
  installments: yup.array(yup.string().required()),
  expiresAt: yup.string(),
  quantityLimit: positiveInt(R.quantityLimitInvalid),
  // The gateway's rule, on what the form would send (an unparsable amount or limit counts as left out).
  perOrderLimit: yup.string().test('per-order', function perOrder(value) {
    if (!value) return true;
    const v = this.parent as PaymentLinkValues;
    const asNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
    const message = perOrderLimitError({
      amount: asNumber(v.amount),
      quantityLimit: asNumber(v.quantityLimit),
      perOrderLimit: /^-?\d+$/.test(value.trim()) ? Number(value) : NaN,
    });
    return message ? this.createError({ message }) : true;
  }),
  enabled: yup.boolean(),
});

export function toLinkInput(v: PaymentLinkValues) {
  return {
    merchantId: Number(v.merchantId),
    title: v.title.trim(),
    amount: v.amount ? Number(v.amount) : null,
    description: v.description,
    payTypes: v.payTypes,
    installments: v.payTypes.includes('CREDIT') ? v.installments.map(Number) : [],
    expiresAt: v.expiresAt ? new Date(`${v.expiresAt}T23:59:59+08:00`).toISOString() : null,
    quantityLimit: v.quantityLimit ? Number(v.quantityLimit) : null,
    perOrderLimit: v.perOrderLimit ? Number(v.perOrderLimit) : null,
    enabled: v.enabled,
  };
}
