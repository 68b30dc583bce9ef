import type { DeliveryMethod, PayType, StoreInput } from '../../graphql/generated';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import { SHOP_LIMITS, SHOP_MESSAGES as M, STORE_SLUG_PATTERN } from '@paydesk/shared/shop-rules';
import * as yup from 'yup';
import { textMax } from '../../lib/validators';

/** The store form as Formik holds it: ids and numbers as strings, code lists as the contract's enum keys. */
export interface StoreValues {
  merchantId: string;
  name: string;
  slug: string;
  description: string;
  payTypes: PayType[];
  installments: string[];
  deliveryMethods: DeliveryMethod[];
  /** The fee of each method (TWD as typed; '' is free). */
  shippingFees: Partial<Record<DeliveryMethod, string>>;
  isOpen: boolean;
}

export const EMPTY_STORE: StoreValues = {
  merchantId: '',
  name: '',
  slug: '',
  description: '',
  payTypes: ['CREDIT'],
  installments: [],
  deliveryMethods: ['CVS_C2C'],
  shippingFees: {},
  isOpen: true,
};

/** The fields the form shows, for mapping server errors onto them. */
export const STORE_FIELDS = Object.keys(EMPTY_STORE) as (keyof StoreValues & string)[];

/** The storefront rules of shared/shop-rules (the gateway re-checks each, and the shop's PaymentSwitch). */
export const storeSchema = yup.object({
  merchantId: yup.string().required(M.merchant),
  name: yup.string().trim().required(M.storeName).test(textMax(SHOP_LIMITS.storeNameMax, M.storeName)),
  slug: yup.string().trim().required(M.slug).matches(STORE_SLUG_PATTERN, M.slug),
  description: yup.string().test(textMax(SHOP_LIMITS.descriptionMax, M.description)),
  payTypes: yup.array(yup.mixed<PayType>().required()).min(1, M.payTypes),
  installments: yup.array(yup.string().required()),
  deliveryMethods: yup.array(yup.mixed<DeliveryMethod>().required()).min(1, M.deliveryMethods),
  // Whole TWD within the limit (the gateway checks the same: SHOP_LIMITS.shippingFeeMax).
  shippingFees: yup.object(
    Object.fromEntries(
      DELIVERY_METHOD_LIST.entries.map((e) => [
        e.key,
        yup
          .string()
          .trim()
          .matches(/^\d{1,5}$/, M.shippingFee)
          .test('max', M.shippingFee, (v) => !v || Number(v) <= SHOP_LIMITS.shippingFeeMax),
      ]),
    ),
  ),
  isOpen: yup.boolean(),
});

export function toStoreInput(v: StoreValues): StoreInput {
  return {
    merchantId: Number(v.merchantId),
    name: v.name.trim(),
    slug: v.slug.trim(),
    description: v.description.trim(),
    payTypes: v.payTypes,
    // Instalments go with card payments only (the gateway refuses them otherwise).
    installments: v.payTypes.includes('CREDIT') ? v.installments.map(Number).sort((a, b) => a - b) : [],
    deliveryMethods: v.deliveryMethods,
    shippingFees: v.deliveryMethods.map((m) => ({ deliveryMethod: m, fee: Number(v.shippingFees[m]?.trim() || 0) })),
    isOpen: v.isOpen,
  };
}

export function toStoreValues(store: {
  merchantId: number;
  name: string;
  slug: string;
  description: string;
  payTypes: PayType[];
  installments: number[];
  deliveryMethods: DeliveryMethod[];
  shippingFees: { deliveryMethod: DeliveryMethod; fee: number }[];
  isOpen: boolean;
}): StoreValues {
  return {
    merchantId: String(store.merchantId),
    name: store.name,
    slug: store.slug,
    description: store.description,
    payTypes: store.payTypes,
    installments: store.installments.map(String),
    deliveryMethods: store.deliveryMethods,
    shippingFees: Object.fromEntries(store.shippingFees.map((f) => [f.deliveryMethod, String(f.fee)])),
    isOpen: store.isOpen,
  };
}
