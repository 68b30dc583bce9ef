/**
 * What a shop sells (SPEC §3 商品類型): the string codes the contract and the database carry, each with its one
 * zh-TW name. The shop form offers them and review screens name them from here. Import-free.
 */
export const SELL_TYPES = [
  { value: '1', label: '服務' },
  { value: '2', label: '實體商品' },
  { value: '3', label: '非實體商品' },
  { value: '4', label: '實體與非實體商品' },
] as const;

export type SellType = (typeof SELL_TYPES)[number]['value'];

/** The zh-TW name of a sell type; '-' for an empty or unknown code, as empty values display. */
export function sellTypeLabel(value: string | null | undefined): string {
  return SELL_TYPES.find((t) => t.value === value)?.label ?? '-';
}
