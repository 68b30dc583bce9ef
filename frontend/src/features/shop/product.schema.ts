import type { ProductFieldsFragment, ProductInput } from '../../graphql/generated';
import { SHOP_LIMITS, SHOP_MESSAGES as M } from '@paydesk/shared/shop-rules';
import * as yup from 'yup';
import { PRODUCT_TEXT } from './text';
import { textMax, intRange } from '../../lib/validators';

/** The product form as Formik holds it: numbers as typed strings, store ids as strings for the checkboxes. */
export interface ProductValues {
  name: string;
  price: string;
  description: string;
  /** On hand and unsold: the free units plus those unpaid orders hold. */
  stock: string;
  perOrderLimit: string;
  listed: boolean;
  sortOrder: string;
  storeIds: string[];
}

export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  price: '',
  description: '',
  stock: '0',
  perOrderLimit: '',
  listed: true,
  sortOrder: '0',
  storeIds: [],
};

export const PRODUCT_FIELDS = Object.keys(EMPTY_PRODUCT) as (keyof ProductValues & string)[];

const DIGITS = /^\d+$/;

/**
 * The shared product rules; `reserved` is what unpaid orders hold (SPEC §5: stock cannot go below it), 0 for a new
 * product.
 */
export const productSchema = (reserved = 0) =>
  yup.object({
    name: yup.string().trim().required(M.productName).test(textMax(SHOP_LIMITS.productNameMax, M.productName)),
    price: yup
      .string()
      .required(M.price)
      .test(intRange({ max: SHOP_LIMITS.priceMax }, M.price)),
    description: yup.string().test(textMax(SHOP_LIMITS.descriptionMax, M.description)),
    stock: yup
      .string()
      .required(M.stock)
      .test(intRange({ min: 0, max: SHOP_LIMITS.stockMax }, M.stock))
      .test('reserved', M.stockBelowReserved(reserved), (v) => !v || !DIGITS.test(v) || Number(v) >= reserved),
    perOrderLimit: yup.string().test(intRange({ max: SHOP_LIMITS.perOrderMax }, M.perOrderLimit)),
    listed: yup.boolean(),
    sortOrder: yup.string().test(intRange({ min: 0, max: 999_999 }, PRODUCT_TEXT.sortOrderInvalid)),
    storeIds: yup.array(yup.string().required()),
  });

export function toProductInput(v: ProductValues): ProductInput {
  return {
    name: v.name.trim(),
    price: Number(v.price),
    description: v.description.trim(),
    stock: Number(v.stock),
    perOrderLimit: v.perOrderLimit ? Number(v.perOrderLimit) : null,
    listed: v.listed,
    sortOrder: v.sortOrder ? Number(v.sortOrder) : 0,
    storeIds: v.storeIds.map(Number),
  };
}

/** A saved product as the form shows it: the stock typed is free plus reserved units. */
export function toProductValues(p: ProductFieldsFragment): ProductValues {
  return {
    name: p.name,
    price: String(p.price),
    description: p.description,
    stock: String(p.stock + p.reserved),
    perOrderLimit: p.perOrderLimit ? String(p.perOrderLimit) : '',
    listed: p.listed,
    sortOrder: String(p.sortOrder),
    storeIds: p.storeIds.map(String),
  };
}

/** A copy starts as a new product: same data, the name marked, no stores' counters carried over. */
export function copyOf(p: ProductFieldsFragment): ProductValues {
  const suffix = PRODUCT_TEXT.copySuffix;
  return {
    ...toProductValues(p),
    name: `${p.name.slice(0, SHOP_LIMITS.productNameMax - suffix.length)}${suffix}`,
    stock: String(p.stock),
  };
}
