import { ESCROW_TYPE_LIST, GOODS_PAY_TYPE_LIST, MERCHANT_TYPE_LIST } from '@paydesk/shared/merchant-types';
import { SELL_TYPE_LIST } from '@paydesk/shared/sell-types';
import type { EscrowType, GoodsPayType, MerchantType, SellType } from '../../graphql/generated';

const MERCHANT_TYPE_KEYS = MERCHANT_TYPE_LIST.entries.map((e) => e.key);
const GOODS_PAY_TYPE_KEYS = GOODS_PAY_TYPE_LIST.entries.map((e) => e.key);
const ESCROW_TYPE_KEYS = ESCROW_TYPE_LIST.entries.map((e) => e.key);
const SELL_TYPE_KEYS = SELL_TYPE_LIST.entries.map((e) => e.key);
import * as yup from 'yup';
import { GENERIC_RULE_MESSAGES } from '@paydesk/shared/generic-rules';
import { notifyUrlError } from '@paydesk/shared/callback-rules';
import { VALIDATION_MESSAGES as M, VALIDATION_PATTERNS as P } from '@paydesk/shared/validation-rules';
import { textMax, url } from '../../lib/validators';
import { MERCHANT_RULE_TEXT as R } from './text';

export interface MerchantValues {
  name: string;
  merType: MerchantType;
  sellType: SellType;
  goodsPayType: GoodsPayType;
  escrowType: EscrowType;
  website: string;
  serviceAreaCode: string;
  serviceTel: string;
  serviceExt: string;
  businessTypeId: string;
}

export const EMPTY_MERCHANT: MerchantValues = {
  name: '',
  merType: 'ONLINE',
  sellType: 'PHYSICAL',
  goodsPayType: 'NON_PREPAID',
  escrowType: 'NONE',
  website: '',
  serviceAreaCode: '',
  serviceTel: '',
  serviceExt: '',
  businessTypeId: '',
};

export const merchantSchema = yup.object({
  name: yup.string().trim().required(R.nameRequired).test(textMax(60, R.nameMax)),
  merType: yup.mixed<MerchantType>().oneOf(MERCHANT_TYPE_KEYS).required(R.merTypeRequired),
  sellType: yup.mixed<SellType>().oneOf(SELL_TYPE_KEYS).required(R.sellTypeRequired),
  goodsPayType: yup.mixed<GoodsPayType>().oneOf(GOODS_PAY_TYPE_KEYS).required(R.goodsPayTypeRequired),
  escrowType: yup.mixed<EscrowType>().oneOf(ESCROW_TYPE_KEYS).required(R.escrowTypeRequired),
  website: yup.string().test(url()).test(textMax(255, GENERIC_RULE_MESSAGES.url)),
  businessTypeId: yup.string().required(R.businessTypeRequired),
  // Customer-service phone (SPEC §5 area code, telephone number, digits-and-# extension): optional, but once any
  // part is given the area code and the number are needed, as the gateway checks.
  serviceAreaCode: yup
    .string()
    .trim()
    .test('areaCode', function check(v) {
      const { serviceTel, serviceExt } = this.parent as MerchantValues;
      if (!v && !serviceTel && !serviceExt) return true;
      return !v
        ? this.createError({ message: M.required })
        : P.areaCode.test(v) || this.createError({ message: M.areaCode });
    }),
  serviceTel: yup
    .string()
    .trim()
    .test('telNumber', function check(v) {
      const { serviceAreaCode, serviceExt } = this.parent as MerchantValues;
      if (!v && !serviceAreaCode && !serviceExt) return true;
      return !v
        ? this.createError({ message: M.required })
        : P.telNumber.test(v) || this.createError({ message: M.telNumber });
    }),
  serviceExt: yup.string().trim().matches(P.phone, { message: M.phone, excludeEmptyString: true }),
});

/** The shop's notify URL (shared rule: absolute http(s), at most 300 characters; empty turns callbacks off). */
export const callbackSchema = yup.object({
  notifyUrl: yup.string().test('notify-url', (value, ctx) => {
    const message = notifyUrlError(value ?? '');
    return message ? ctx.createError({ message }) : true;
  }),
});
