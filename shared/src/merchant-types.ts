import { codeList } from './code-list';

/** Shop attributes chosen at creation (SPEC §2.3 merchant.create): what kind of shop, how goods are paid, escrow. */
export const MERCHANT_TYPE_LIST = codeList('MerchantType', [
  { key: 'ONLINE', code: 1, label: '網路商店', tone: 'neutral' },
  { key: 'PHYSICAL', code: 2, label: '實體商店', tone: 'neutral' },
]);

export const GOODS_PAY_TYPE_LIST = codeList('GoodsPayType', [
  { key: 'NON_PREPAID', code: 1, label: '非預付型', tone: 'neutral' },
  { key: 'PREPAID', code: 2, label: '預付型', tone: 'neutral' },
  { key: 'POINTS', code: 3, label: '點數', tone: 'neutral' },
  { key: 'TICKETS', code: 4, label: '票券', tone: 'neutral' },
]);

export const ESCROW_TYPE_LIST = codeList('EscrowType', [
  { key: 'NONE', code: 0, label: '無', tone: 'neutral' },
  { key: 'PERFORMANCE_BOND', code: 1, label: '履約保證', tone: 'neutral' },
  { key: 'TRUST', code: 2, label: '信託', tone: 'neutral' },
  { key: 'PLEDGE', code: 3, label: '存款或定存質押', tone: 'neutral' },
]);

export const MerchantType = MERCHANT_TYPE_LIST.values;
export type MerchantType = (typeof MerchantType)[keyof typeof MerchantType];
export const GoodsPayType = GOODS_PAY_TYPE_LIST.values;
export type GoodsPayType = (typeof GoodsPayType)[keyof typeof GoodsPayType];
export const EscrowType = ESCROW_TYPE_LIST.values;
export type EscrowType = (typeof EscrowType)[keyof typeof EscrowType];
