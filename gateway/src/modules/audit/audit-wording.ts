import { cardMethodLabel } from '@paydesk/shared/card-methods';
import { ENTRY_KIND_LABELS } from '@paydesk/shared/ledger-kinds';
import { formatMoney } from '@paydesk/shared/money';
import { JKO_STATUS_LIST } from '@paydesk/shared/jko-statuses';
import { MEMBER_STATUS_LIST } from '@paydesk/shared/member-statuses';
import { MERCHANT_STATUS_LIST } from '@paydesk/shared/merchant-statuses';
import { ORDER_STATUS_LIST } from '@paydesk/shared/order-statuses';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { PERIOD_CYCLE_LIST, SUBSCRIPTION_STATUS_LIST } from '@paydesk/shared/period-rules';
import { DELIVERY_METHOD_LIST } from '@paydesk/shared/delivery-methods';
import {
  LOGISTICS_SERVICE_GROUPS,
  SHIPMENT_STATUS_LIST,
  SHIPPING_SERVICE_LABELS,
} from '@paydesk/shared/shipment-statuses';

/**
 * How an audit record reads to a member or an operator: every action, target, actor and changed field in zh-TW,
 * never the stored codes (`transaction:…`, `member:2`, `fromHeld`). Written once here; the trail's readers show it.
 */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'merchant.create': '新增商店',
  'member.review': '會員審核',
  'merchant.review': '商店審核',
  'merchant.jko_apply': '申請街口支付',
  'merchant.card_methods': '設定信用卡付款方式',
  'merchant.jko_review': '街口支付審核',
  'payment_link.create': '新增收款頁',
  'payment_link.update': '編輯收款頁',
  'payment.paid': '收款',
  'payment.settle': ENTRY_KIND_LABELS.settlement,
  'payment.refund': '退款',
  'payment.refund_reserved': '退款保留',
  'payment.refund_executed': '保留退款執行',
  'payment.late_refund': '逾時付款退回',
  'withdrawal.request': '申請提領',
  'withdrawal.fail': '提領匯款失敗',
  'bank_account.change': '變更提領帳戶',
  'bank_account.verify': '提領帳戶驗證',
  'bank_account.reject': '提領帳戶驗證未通過',
  'ledger.dormant_fee': ENTRY_KIND_LABELS.dormant_fee,
  'access_token.create': '建立 API 存取權杖',
  'access_token.revoke': '撤銷 API 存取權杖',
  'checkout_order.create': '網站建立付款訂單',
  'agent_contract.set': '設定代理合約',
  'agent_contract.request': '申請代理合約',
  'agent_partner.refer': '推薦合作商店',
  'agent_share.close': '分潤月結',
  'logistics.apply': '申請物流服務',
  'logistics.approve': '物流服務核准',
  'logistics.reject': '物流服務未核准',
  'lost_claim.pay': '遺失理賠給付',
  'lost_claim.reject': '遺失理賠未核准',
  'order.cancel': '取消訂單',
  'order.refund': '訂單退款',
  'period_plan.create': '新增定期定額方案',
  'period_plan.update': '編輯定期定額方案',
  'product.create': '新增商品',
  'product.update': '編輯商品',
  'shipment.create': '建立物流單',
  'shipment.update': '修改物流單收件資料',
  'shipment.fee_collected': '補扣物流費用',
  'store.banner': '更新賣場橫幅',
  'store.create': '新增賣場',
  'store.sales': '設定賣場商品',
  'store.update': '編輯賣場',
};

/** Status moves are written `<subject>.<status key>`: they read as the subject and the status reached. */
const STATUS_MOVES: Record<string, { subject: string; label: (key: string) => string }> = {
  order: { subject: '訂單', label: (key) => ORDER_STATUS_LIST.label(key.toUpperCase()) },
  shipment: { subject: '物流單', label: (key) => SHIPMENT_STATUS_LIST.label(key.toUpperCase()) },
  subscription: { subject: '訂閱', label: (key) => SUBSCRIPTION_STATUS_LIST.label(key.toUpperCase()) },
};

const OTHER = '其他異動';

export function auditActionLabel(action: string): string {
  const fixed = AUDIT_ACTION_LABELS[action];
  if (fixed) return fixed;
  const [subject = '', key = ''] = action.split('.');
  const move = STATUS_MOVES[subject];
  const status = move && key ? move.label(key) : '-';
  return move && status !== '-' ? `${move.subject}${status}` : OTHER;
}

/** What a record is about, by the kind before the colon of its target. */
export const TARGET_KINDS = {
  transaction: '交易',
  member: '會員',
  merchant: '商店',
  withdrawal: '提領',
  order: '訂單',
  store: '賣場',
  product: '商品',
  payment_link: '收款頁',
  period_plan: '定期定額方案',
  subscription: '定期定額訂閱',
  shipment: '物流單',
  lost_claim: '遺失理賠',
  logistics_application: '物流服務申請',
  agent_contract: '代理合約',
  agent_contract_request: '代理合約申請',
  agent_partner: '合作商店',
  agent_share: '分潤月份',
  access_token: 'API 存取權杖',
  checkout_order: '網站付款訂單',
} as const satisfies Record<string, string>;

/** A target's kind as the contract names it: a listed kind, or `other`. */
export type AuditTargetKind = keyof typeof TARGET_KINDS | 'other';

const isListedKind = (kind: string): kind is keyof typeof TARGET_KINDS => Object.hasOwn(TARGET_KINDS, kind);

export function auditTargetKind(target: string): AuditTargetKind {
  const { kind } = auditTarget(target);
  return isListedKind(kind) ? kind : 'other';
}

/** The target as a kind and the reference after it: `transaction:2026…` → { kind: 'transaction', ref: '2026…' }. */
export function auditTarget(target: string): { kind: string; ref: string; label: string } {
  const at = target.indexOf(':');
  const kind = at < 0 ? target : target.slice(0, at);
  const ref = at < 0 ? '' : target.slice(at + 1);
  const name = isListedKind(kind) ? TARGET_KINDS[kind] : '其他';
  return {
    kind,
    ref,
    label: ref ? `${name} ${kind === 'transaction' || kind === 'agent_share' ? ref : `#${ref}`}` : name,
  };
}

/** Who acted, as the member reading its own trail sees it (`memberId` is the trail's owner). */
export function auditActorLabel(actor: string, memberId: number): string {
  if (actor === 'system') return '系統';
  const [kind, id] = actor.split(':');
  if (kind === 'member') return Number(id) === memberId ? '本人' : `會員 #${id}`;
  if (kind === 'assistant') return `助理 #${Number.parseInt(id ?? '', 10)}`;
  if (kind === 'operator') return '營運人員';
  // A site posting to the ECPay-compatible cashier signs with the shop's key, not as a person.
  if (kind === 'site') return `網站（特店編號 ${id}）`;
  return '其他';
}

/** The fields records carry before and after a change, and how their values read. */
const FIELDS: Record<string, { label: string; money?: true }> = {
  amount: { label: '金額', money: true },
  fee: { label: '手續費', money: true },
  net: { label: '實際入帳', money: true },
  moved: { label: '撥款金額', money: true },
  fromTrust: { label: '自信託扣除', money: true },
  fromHeld: { label: '自可提領扣除', money: true },
  feeReturned: { label: '退回手續費', money: true },
  refunded: { label: '已退款', money: true },
  share: { label: '分潤', money: true },
  paid: { label: '實際入帳', money: true },
  cod: { label: '代收貨款', money: true },
  price: { label: '價格', money: true },
  reserved: { label: '保留中' },
  title: { label: '名稱' },
  name: { label: '名稱' },
  enabled: { label: '啟用' },
  bankCode: { label: '銀行代碼' },
  accountNo: { label: '帳號' },
  verified: { label: '已驗證' },
  reason: { label: '原因' },
  scopes: { label: '權限範圍' },
  expiresAt: { label: '到期時間' },
  services: { label: '物流服務' },
  service: { label: '物流服務' },
  status: { label: '狀態' },
  stock: { label: '庫存' },
  productIds: { label: '商品編號' },
  restock: { label: '回補庫存' },
  startsOn: { label: '生效日' },
  endsOn: { label: '結束日' },
  rates: { label: '分潤比例' },
  merchantId: { label: '商店編號' },
  slug: { label: '賣場網址' },
  description: { label: '說明' },
  payTypes: { label: '付款方式' },
  installments: { label: '分期期數' },
  deliveryMethods: { label: '配送方式' },
  isOpen: { label: '營業中' },
  cycle: { label: '扣款週期' },
  totalCharges: { label: '扣款次數' },
  trialDays: { label: '試用天數' },
  firstChargeDate: { label: '首次扣款日' },
  email: { label: '電子信箱' },
  paymentSwitch: { label: '收款方式' },
  jkoStatus: { label: '街口支付狀態' },
  cardMethods: { label: '信用卡付款方式' },
  merchantTradeNo: { label: '特店訂單編號' },
  source: { label: '來源' },
  accessTokenId: { label: 'API 存取權杖編號' },
};

function valueText(value: unknown, money: boolean): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number') return money ? formatMoney(value) : String(value);
  if (Array.isArray(value)) return value.map((v) => valueText(v, money)).join('、') || '-';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k} ${valueText(v, money)}`)
      .join('、');
  return String(value);
}

/** Whose code list a `status` field speaks, by the record's target. */
const STATUS_LISTS: Record<string, { label(code: number | string): string }> = {
  merchant: MERCHANT_STATUS_LIST,
  member: MEMBER_STATUS_LIST,
  order: ORDER_STATUS_LIST,
  shipment: SHIPMENT_STATUS_LIST,
  subscription: SUBSCRIPTION_STATUS_LIST,
};

/** A logistics service (HOME_NORMAL) or applied group (HOME) by its zh-TW name. */
function serviceText(value: unknown): string | null {
  const one = (v: unknown) =>
    (SHIPPING_SERVICE_LABELS as Record<string, string>)[String(v)] ??
    (LOGISTICS_SERVICE_GROUPS as Record<string, string>)[String(v)] ??
    String(v);
  if (Array.isArray(value)) return value.map(one).join('、') || '-';
  if (typeof value === 'string') return one(value);
  return null;
}

/** Coded fields read by their code list's names (a status by the target's list, pay types, JKO states). */
function codedText(key: string, value: unknown, targetKind: string): string | null {
  const named = (list: { label(code: number | string): string }, v: unknown) =>
    typeof v === 'number' || typeof v === 'string' ? list.label(v) : null;
  if (key === 'status' && STATUS_LISTS[targetKind]) return named(STATUS_LISTS[targetKind], value);
  if (key === 'jkoStatus') return named(JKO_STATUS_LIST, value);
  if (key === 'cardMethods' && Array.isArray(value))
    return value.map((v) => cardMethodLabel(String(v)) ?? String(v)).join('、') || '無';
  if ((key === 'paymentSwitch' || key === 'payTypes') && Array.isArray(value))
    return value.map((v) => named(PAY_TYPE_LIST, v) ?? String(v)).join('、') || '無';
  if (key === 'deliveryMethods' && Array.isArray(value))
    return value.map((v) => named(DELIVERY_METHOD_LIST, v) ?? String(v)).join('、') || '無';
  if (key === 'cycle') return named(PERIOD_CYCLE_LIST, value);
  if (key === 'services' || key === 'service') return serviceText(value);
  if (key === 'rates' && value && typeof value === 'object' && !Array.isArray(value))
    // Stored in basis points per pay type; people read a percent (150 → 1.5%).
    return Object.entries(value as Record<string, unknown>)
      .map(([payType, bp]) => `${PAY_TYPE_LIST.label(Number(payType))} ${Number(bp) / 100}%`)
      .join('、');
  if (key === 'installments' && Array.isArray(value))
    return value.length ? value.map((v) => `${String(v)} 期`).join('、') : '不分期';
  return null;
}

/**
 * A before/after value as `金額：$1,000、手續費：$28、狀態：啟用`; `targetKind` picks the code list a status speaks.
 * Fields without a name here read as 其他.
 */
export function auditChangeText(value: unknown, targetKind = ''): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return valueText(value, false);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => {
      const field = FIELDS[key];
      const text = codedText(key, v, targetKind) ?? valueText(v, field?.money === true);
      return `${field?.label ?? '其他'}：${text}`;
    })
    .join('、');
}
