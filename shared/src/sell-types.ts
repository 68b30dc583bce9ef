import { codeList } from './code-list';

/**
 * What a shop sells (SPEC §3 商品類型): a code list like the others. PostgreSQL and the legacy REST shop keep the
 * codes as the strings '1'…'4'; the contract's SellType enum carries the keys. The shop form offers them and review
 * screens name them from here.
 */
export const SELL_TYPE_LIST = codeList('SellType', [
  { key: 'SERVICE', code: 1, label: '服務', tone: 'neutral' },
  { key: 'PHYSICAL', code: 2, label: '實體商品', tone: 'neutral' },
  { key: 'DIGITAL', code: 3, label: '非實體商品', tone: 'neutral' },
  { key: 'PHYSICAL_AND_DIGITAL', code: 4, label: '實體與非實體商品', tone: 'neutral' },
]);
export const SellType = SELL_TYPE_LIST.values;
export type SellType = (typeof SellType)[keyof typeof SellType];

/** Sell types that ship parcels: an approved shop selling them is offered logistics. */
export const PHYSICAL_SELL_TYPES: readonly SellType[] = [SellType.PHYSICAL, SellType.PHYSICAL_AND_DIGITAL];
