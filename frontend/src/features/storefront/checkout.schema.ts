import { DELIVERY_METHOD_LIST, deliveryNeedsAddress } from '@paydesk/shared/delivery-methods';
import { SHOP_MESSAGES } from '@paydesk/shared/shop-rules';
import { ADDRESS_MAX_LENGTH } from '@paydesk/shared/validation-rules';
import * as yup from 'yup';
import { email, mobile, userName, VALIDATION_MESSAGES, textMax } from '../../lib/validators';
import { CHECKOUT_TEXT } from './text';

export interface ShopCheckoutValues {
  buyerName: string;
  buyerEmail: string;
  buyerMobile: string;
  /** DeliveryMethod key ('HOME', 'CVS_C2C'…). */
  deliveryMethod: string;
  /** Home address (a store pickup takes pickupStoreCode). */
  deliveryAddress: string;
  /** The pickup store picked from the list, and its name as the buyer saw it. */
  pickupStoreCode: string;
  pickupStoreName: string;
  /** PayType key. */
  payType: string;
  cardNumber: string;
  installments: string;
  /** SPEC §3 card method with a card payment. */
  cardMethod: string;
}

/** The form fields a server error may name; anything else is shown above the submit button. */
export const CHECKOUT_FIELDS: readonly (keyof ShopCheckoutValues)[] = [
  'buyerName',
  'buyerEmail',
  'buyerMobile',
  'deliveryMethod',
  'deliveryAddress',
  'pickupStoreCode',
  'payType',
  'cardNumber',
  'installments',
  'cardMethod',
];

/** A home delivery needs an address, a store pickup its store (the shared rule, keyed by the contract's enum). */
export function needsAddress(deliveryMethod: string): boolean {
  const entry = DELIVERY_METHOD_LIST.byKey(deliveryMethod);
  return entry ? deliveryNeedsAddress(entry.code) : false;
}

/** SPEC §5 rules of the buyer's details, and what the store's delivery and payment need. */
export const shopCheckoutSchema = yup.object({
  buyerName: userName(),
  buyerEmail: email(),
  buyerMobile: mobile(),
  deliveryMethod: yup.string().required(SHOP_MESSAGES.deliveryMethod),
  deliveryAddress: yup
    .string()
    .trim()
    .when('deliveryMethod', ([method]: string[], s) =>
      needsAddress(method ?? '')
        ? s.required(SHOP_MESSAGES.address).test(textMax(ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES.address))
        : s,
    ),
  // A store pickup is a store of the list, never free text.
  pickupStoreCode: yup
    .string()
    .when('deliveryMethod', ([method]: string[], s) =>
      needsAddress(method ?? '') ? s : s.required(SHOP_MESSAGES.pickupStore),
    ),
  pickupStoreName: yup.string(),
  payType: yup.string().required(SHOP_MESSAGES.payType),
  cardNumber: yup.string().when('payType', {
    is: 'CREDIT',
    then: (s) => s.required(CHECKOUT_TEXT.cardRequired).matches(/^[\d\s-]{12,23}$/, CHECKOUT_TEXT.cardInvalid),
  }),
  installments: yup.string(),
  cardMethod: yup.string(),
});

/** The confirmation page's lookup: the email the order was placed with. */
export const orderLookupSchema = yup.object({ email: email() });
