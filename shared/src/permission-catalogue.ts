import { areaOpenTo } from './agent-areas';
import { ACTION_KEYS } from './action-rights';

/**
 * An entry's kind: `link` a page listed in the side menu, `menu` a page reached from another page, `action` a
 * right to act that moves money or changes a sale (refund, ship, cancel), granted apart from viewing its page.
 */
export const PermissionType = { LINK: 'link', MENU: 'menu', ACTION: 'action' } as const;
export type PermissionType = (typeof PermissionType)[keyof typeof PermissionType];

/** The permission catalogue (SPEC §2.3, §6): one entry per /auth route that a permission can grant, plus actions. */
export interface PermissionSeed<K extends string = string> {
  key: K;
  type: PermissionType;
  bread: string;
  parentKey: string | null;
  area: string;
}

// Generic in the key, so the catalogue keeps each key as a literal and PermissionKey below is their union.
const entry = <const K extends string>(
  key: K,
  type: PermissionType,
  bread: string,
  area: string,
  parentKey: string | null = null,
): PermissionSeed<K> => ({
  key,
  type,
  bread,
  parentKey,
  area,
});

/**
 * Seeded into permission_entry on every boot, in this order (sort = position + 1); the gateway's guards, the
 * seeds and the client's permission picker read this one list. Import-free but for its sibling rules.
 */
export const PERMISSION_CATALOGUE = [
  entry('member_edit', 'link', '帳號設定', 'member'),
  entry('assistant_index', 'link', '助理權限設定', 'member'),
  entry('assistant_account_create', 'menu', '新增助理帳號', 'member', 'assistant_index'),
  entry('assistant_account_edit', 'menu', '編輯助理帳號', 'member', 'assistant_index'),
  entry('assistant_group_create', 'menu', '新增權限群組', 'member', 'assistant_index'),
  entry('assistant_group_edit', 'menu', '編輯權限群組', 'member', 'assistant_index'),
  entry('merchant_list', 'link', '商店列表', 'member'),
  entry('merchant_detail', 'menu', '商店詳細資料', 'member', 'merchant_list'),
  entry('merchant_create', 'link', '新增商店', 'member'),
  entry('notify_index', 'link', '通知設定', 'member'),
  entry('webhooks_index', 'link', 'Webhook 設定', 'member'),
  entry('inspect_index', 'link', '審核狀態', 'member'),
  entry('jko_create', 'menu', '街口支付申請', 'member', 'merchant_list'),
  entry('survey_beneficiary_declaration', 'menu', '實質受益人聲明', 'member'),
  entry('trans_detail', 'link', '交易明細', 'transactions'),
  entry(ACTION_KEYS.refundPayment, 'action', '交易退款', 'transactions', 'trans_detail'),
  entry('shipping_apply', 'link', '物流設定', 'shipping'),
  entry('shipping_create_normal', 'menu', '新增常溫寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_create_frz', 'menu', '新增冷凍寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_create_home', 'menu', '新增宅配寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_normal', 'menu', '常溫寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_frz', 'menu', '冷凍寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_home', 'menu', '宅配寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_list', 'link', '包裹管理', 'shipping'),
  entry('shipping_logistics_list', 'link', '建立物流單', 'shipping'),
  entry('shipping_detail', 'link', '物流明細', 'shipping'),
  entry('shipping_lost', 'link', '遺失賠償', 'shipping'),
  entry('bill_withdraw', 'link', '提領設定', 'bill'),
  entry('bill_detail', 'link', '帳戶明細', 'bill'),
  entry('uop_create', 'link', '新增收款頁', 'uop'),
  entry('uop_edit', 'menu', '編輯收款頁', 'uop', 'uop_list'),
  entry('uop_list', 'link', '收款頁列表', 'uop'),
  entry('uop_transaction', 'link', '收款頁交易', 'uop'),
  entry('shop_store_create', 'link', '新增賣場', 'shop'),
  entry('shop_store_edit', 'menu', '編輯賣場', 'shop', 'shop_store_list'),
  entry('shop_sales_manage', 'menu', '銷售管理', 'shop', 'shop_store_list'),
  entry('shop_store_list', 'link', '賣場管理', 'shop'),
  entry('shop_product_create', 'link', '新增商品', 'shop'),
  entry('shop_product_list', 'link', '商品列表', 'shop'),
  entry('shop_product_edit', 'menu', '編輯商品', 'shop', 'shop_product_list'),
  entry('shop_transaction', 'link', '賣場交易', 'shop'),
  entry(ACTION_KEYS.manageShopOrders, 'action', '訂單出貨、取消與退款', 'shop', 'shop_transaction'),
  entry('period_create', 'link', '新增定期收款', 'period'),
  entry('period_edit', 'menu', '編輯定期收款', 'period', 'period_list'),
  entry('period_list', 'link', '定期收款列表', 'period'),
  entry('period_order_list', 'link', '定期收款訂單', 'period'),
  entry('period_order_edit', 'menu', '訂單明細', 'period', 'period_order_list'),
  entry(ACTION_KEYS.manageSubscriptions, 'action', '訂閱暫停、恢復與取消', 'period', 'period_order_list'),
  entry('period_transaction', 'link', '定期收款交易', 'period'),
  entry('pf_contract_info', 'link', '合約資訊', 'pf'),
  entry('pf_merchant_create', 'link', '新增合作商店', 'pf'),
  entry('pf_merchant_list', 'link', '合作商店列表', 'pf'),
  entry('pf_merchant_edit', 'menu', '編輯合作商店', 'pf', 'pf_merchant_list'),
  entry('pf_inquiry_transaction', 'link', '交易查詢', 'pf'),
  entry('pf_shared_list', 'link', '分潤總覽', 'pf'),
  entry('pf_shared_detail', 'link', '分潤明細', 'pf'),
] as const;

/**
 * A key of the catalogue, action keys included: what `@permission`, REST guards and token scopes name, so a
 * misspelt key fails the type check instead of refusing everyone at run time.
 */
export type PermissionKey = (typeof PERMISSION_CATALOGUE)[number]['key'];

/** Every permission key; non-assistant sellers hold all of them (ownership still scopes their data). */
export const ALL_PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_CATALOGUE.map((e) => e.key);

const AREA_OF = new Map<string, string>(PERMISSION_CATALOGUE.map((e) => [e.key, e.area]));

/** Whether a viewer with this agent flag may hold a key: the agency area's keys are for agents only (SPEC §6). */
export function keyOpenTo(key: string, isPlatform: boolean): boolean {
  const area = AREA_OF.get(key);
  return area === undefined || areaOpenTo(area, isPlatform);
}
