/**
 * SPEC §3 card payment methods: how a buyer pays by card (pay type CREDIT). `credit` (lump sum) is always there
 * when a shop takes cards, `creditinst` is `credit` in instalments; the shop switches the others on in its settings.
 * The fee follows the card kind (SPEC §9: UnionPay 2.8%, the rest the domestic card rate).
 */
export const CARD_METHOD_LABELS = {
  credit: '信用卡一次付清',
  creditinst: '信用卡分期',
  creditred: '紅利折抵',
  creditunionpay: '銀聯卡',
  applepay: 'Apple Pay',
} as const;

export type CardMethodKey = keyof typeof CARD_METHOD_LABELS;

/** Methods a buyer picks at checkout (instalments are picked by count, not here). */
export type CardMethod = Exclude<CardMethodKey, 'creditinst'>;

/** What a shop may switch on beyond the lump-sum card payment. */
export const SHOP_CARD_METHODS = ['creditred', 'creditunionpay', 'applepay'] as const satisfies readonly CardMethod[];
export type ShopCardMethod = (typeof SHOP_CARD_METHODS)[number];

export const CARD_METHOD_MESSAGES = {
  notOffered: '此商店未開通這種信用卡付款方式',
  noInstalments: '紅利折抵、銀聯卡與 Apple Pay 僅限一次付清',
  needsCard: '請先開通信用卡收款，才能開啟其他信用卡付款方式',
  unknown: '請選擇正確的信用卡付款方式',
} as const;

export const isShopCardMethod = (value: string): value is ShopCardMethod =>
  (SHOP_CARD_METHODS as readonly string[]).includes(value);

/** Which card rate a method pays (SPEC §9). */
export const cardKindOf = (method: string | null | undefined): 'domestic' | 'unionpay' =>
  method === 'creditunionpay' ? 'unionpay' : 'domestic';

/** How a card payment reads: the method's label, or the instalment label when paid in instalments. */
export function cardMethodLabel(method: string | null | undefined, installments = 1): string | null {
  if (installments > 1) return CARD_METHOD_LABELS.creditinst;
  if (!method) return null;
  return (CARD_METHOD_LABELS as Record<string, string>)[method] ?? null;
}
