/** The permission catalogue (SPEC §2.3, §6): one entry per /auth route that a permission can grant. */
export interface PermissionSeed {
  key: string;
  type: 'menu' | 'link';
  bread: string;
  parentKey: string | null;
  area: string;
}

const entry = (key: string, type: 'menu' | 'link', bread: string, area: string, parentKey: string | null = null): PermissionSeed => ({
  key,
  type,
  bread,
  parentKey,
  area,
});

export const PERMISSION_CATALOGUE: readonly PermissionSeed[] = [
  entry('member_edit', 'menu', '帳號設定', 'member'),
  entry('assistant_index', 'menu', '助理權限設定', 'member'),
  entry('assistant_account_create', 'link', '新增助理帳號', 'member', 'assistant_index'),
  entry('assistant_account_edit', 'link', '編輯助理帳號', 'member', 'assistant_index'),
  entry('assistant_group_create', 'link', '新增權限群組', 'member', 'assistant_index'),
  entry('assistant_group_edit', 'link', '編輯權限群組', 'member', 'assistant_index'),
  entry('merchant_list', 'menu', '商店列表', 'member'),
  entry('merchant_detail', 'link', '商店詳細資料', 'member', 'merchant_list'),
  entry('merchant_create', 'menu', '新增商店', 'member'),
  entry('notify_index', 'menu', '通知設定', 'member'),
  entry('inspect_index', 'menu', '審核狀態', 'member'),
  entry('jko_create', 'link', '街口支付申請', 'member', 'merchant_list'),
  entry('survey_beneficiary_declaration', 'link', '實質受益人聲明', 'member'),
  entry('trans_detail', 'menu', '交易明細', 'transactions'),
  entry('shipping_apply', 'menu', '物流設定', 'shipping'),
  entry('shipping_create_normal', 'link', '新增常溫寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_create_frz', 'link', '新增冷凍寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_create_home', 'link', '新增宅配寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_normal', 'link', '常溫寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_frz', 'link', '冷凍寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_edit_home', 'link', '宅配寄件設定', 'shipping', 'shipping_apply'),
  entry('shipping_list', 'menu', '包裹管理', 'shipping'),
  entry('shipping_logistics_list', 'menu', '建立物流單', 'shipping'),
  entry('shipping_detail', 'menu', '物流明細', 'shipping'),
  entry('shipping_lost', 'menu', '遺失賠償', 'shipping'),
  entry('bill_withdraw', 'menu', '提領設定', 'bill'),
  entry('bill_detail', 'menu', '帳戶明細', 'bill'),
  entry('uop_create', 'menu', '新增收款頁', 'uop'),
  entry('uop_edit', 'link', '編輯收款頁', 'uop', 'uop_list'),
  entry('uop_list', 'menu', '收款頁列表', 'uop'),
  entry('uop_transaction', 'menu', '收款頁交易', 'uop'),
  entry('shop_store_create', 'menu', '新增賣場', 'shop'),
  entry('shop_store_edit', 'link', '編輯賣場', 'shop', 'shop_store_list'),
  entry('shop_sales_manage', 'link', '銷售管理', 'shop', 'shop_store_list'),
  entry('shop_store_list', 'menu', '賣場管理', 'shop'),
  entry('shop_product_create', 'menu', '新增商品', 'shop'),
  entry('shop_product_list', 'menu', '商品列表', 'shop'),
  entry('shop_product_edit', 'link', '編輯商品', 'shop', 'shop_product_list'),
  entry('shop_transaction', 'menu', '賣場交易', 'shop'),
  entry('period_create', 'menu', '新增定期收款', 'period'),
  entry('period_edit', 'link', '編輯定期收款', 'period', 'period_list'),
  entry('period_list', 'menu', '定期收款列表', 'period'),
  entry('period_order_list', 'menu', '定期收款訂單', 'period'),
  entry('period_order_edit', 'link', '訂單明細', 'period', 'period_order_list'),
  entry('period_transaction', 'menu', '定期收款交易', 'period'),
  entry('pf_contract_info', 'menu', '合約資訊', 'pf'),
  entry('pf_merchant_create', 'menu', '新增合作商店', 'pf'),
  entry('pf_merchant_list', 'menu', '合作商店列表', 'pf'),
  entry('pf_merchant_edit', 'link', '編輯合作商店', 'pf', 'pf_merchant_list'),
  entry('pf_inquiry_transaction', 'menu', '交易查詢', 'pf'),
  entry('pf_shared_list', 'menu', '分潤總覽', 'pf'),
  entry('pf_shared_detail', 'menu', '分潤明細', 'pf'),
];

/** Every permission key; non-assistant sellers hold all of them (ownership still scopes their data). */
export const ALL_PERMISSION_KEYS: readonly string[] = PERMISSION_CATALOGUE.map((e) => e.key);
