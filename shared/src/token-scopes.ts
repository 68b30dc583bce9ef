import type { OperatorPermissionKey } from './operator-permissions';
import type { PermissionKey } from './permission-catalogue';

/**
 * Scopes of personal access tokens for tools: each grants read access to the fields and paths guarded by
 * its permission keys, nothing more; no scope allows a GraphQL mutation. `write` scopes (a seller's site creating
 * payments and refunds) also allow the REST writes guarded by their keys. `agentOnly` scopes are offered to agents only.
 * Import-free at run time (the keys' type only), for the token form and the gateway. The contract carries each
 * scope's enum `key`; the database, the REST answers and the token itself keep `scope`.
 */
interface TokenScopeEntry {
  readonly key: string;
  readonly scope: string;
  readonly label: string;
  readonly keys: readonly PermissionKey[];
  readonly agentOnly: boolean;
  readonly write?: boolean;
}

export const TOKEN_SCOPES = [
  {
    key: 'TRANSACTIONS_READ',
    scope: 'transactions:read',
    label: '交易紀錄（唯讀）',
    keys: ['trans_detail'],
    agentOnly: false,
  },
  { key: 'BILL_READ', scope: 'bill:read', label: '價金保管帳戶（唯讀）', keys: ['bill_detail'], agentOnly: false },
  {
    key: 'SHOP_READ',
    scope: 'shop:read',
    label: '賣場與訂單（唯讀）',
    keys: ['shop_store_list', 'shop_product_list', 'shop_transaction'],
    agentOnly: false,
  },
  {
    key: 'PERIOD_READ',
    scope: 'period:read',
    label: '定期定額（唯讀）',
    keys: ['period_list', 'period_order_list', 'period_transaction'],
    agentOnly: false,
  },
  {
    // The parcel list and detail, over GraphQL and REST, and the parcel export: one read of the same parcels.
    key: 'SHIPPING_READ',
    scope: 'shipping:read',
    label: '物流包裹（唯讀）',
    keys: ['shipping_list', 'shipping_detail'],
    agentOnly: false,
  },
  {
    key: 'PF_READ',
    scope: 'pf:read',
    label: '代理商專區與分潤（唯讀）',
    keys: ['pf_contract_info', 'pf_merchant_list', 'pf_inquiry_transaction', 'pf_shared_list', 'pf_shared_detail'],
    agentOnly: true,
  },
  {
    key: 'CHECKOUT_WRITE',
    scope: 'checkout:write',
    label: '建立付款（寫入）',
    keys: ['uop_create'],
    agentOnly: false,
    write: true,
  },
  {
    key: 'REFUND_WRITE',
    scope: 'refund:write',
    label: '退款（寫入）',
    keys: ['trans_refund'],
    agentOnly: false,
    write: true,
  },
] as const satisfies readonly TokenScopeEntry[];

export type TokenScope = (typeof TOKEN_SCOPES)[number]['scope'];

type ScopeValues = { readonly [S in (typeof TOKEN_SCOPES)[number] as S['key']]: S['scope'] };

/** key → scope: the object the gateway registers as its TokenScope enum. */
export const TOKEN_SCOPE_VALUES = Object.fromEntries(TOKEN_SCOPES.map((s) => [s.key, s.scope])) as ScopeValues;

export const TOKEN_LIMITS = { nameMax: 40, maxDays: 365, perMember: 20, requestsPerMinute: 120 } as const;

export const TOKEN_MESSAGES = {
  name: `名稱為必填，最多 ${TOKEN_LIMITS.nameMax} 個字`,
  scopes: '請至少選擇一項權限範圍',
  unknownScope: '未知的權限範圍',
  agentOnly: '代理商專區的權限範圍僅限代理商使用',
  expires: `有效天數需為 1 至 ${TOKEN_LIMITS.maxDays} 的整數`,
  tooMany: `每位會員最多 ${TOKEN_LIMITS.perMember} 組有效的存取權杖`,
  notFound: '查無此存取權杖',
  invalid: '存取權杖無效、已過期或已撤銷',
  readOnly: '存取權杖僅能讀取資料',
  noWriteScope: '此存取權杖沒有寫入權限範圍',
  rateLimited: '存取權杖請求過於頻繁，請稍後再試',
} as const;

/**
 * Scopes of operator tokens (internal tools of the platform): each grants the operator queries guarded by its
 * operator permission keys. All read-only; no write scope exists, so an operator token never runs a mutation.
 * The contract carries them as the OperatorTokenScope enum (`key`); the database keeps `scope`.
 */
interface OperatorTokenScopeEntry {
  readonly key: string;
  readonly scope: string;
  readonly label: string;
  readonly keys: readonly OperatorPermissionKey[];
}

export const OPERATOR_TOKEN_SCOPES = [
  { key: 'OPS_MEMBERS_READ', scope: 'ops:members:read', label: '會員資料與審核（唯讀）', keys: ['ops_members'] },
  { key: 'OPS_MERCHANTS_READ', scope: 'ops:merchants:read', label: '商店資料與審核（唯讀）', keys: ['ops_merchants'] },
  {
    key: 'OPS_REVIEWS_READ',
    scope: 'ops:reviews:read',
    label: '提領帳戶與物流審核佇列（唯讀）',
    keys: ['ops_reviews'],
  },
  { key: 'OPS_REPORTS_READ', scope: 'ops:reports:read', label: '營運報表（唯讀）', keys: ['ops_reports'] },
] as const satisfies readonly OperatorTokenScopeEntry[];

export type OperatorTokenScope = (typeof OPERATOR_TOKEN_SCOPES)[number]['scope'];

type OperatorScopeValues = { readonly [S in (typeof OPERATOR_TOKEN_SCOPES)[number] as S['key']]: S['scope'] };

/** key → scope: the object the gateway registers as its OperatorTokenScope enum. */
export const OPERATOR_TOKEN_SCOPE_VALUES = Object.fromEntries(
  OPERATOR_TOKEN_SCOPES.map((s) => [s.key, s.scope]),
) as OperatorScopeValues;

/** The operator permission keys a set of operator scopes grants. */
export function keysOfOperatorScopes(scopes: readonly string[]): OperatorPermissionKey[] {
  return OPERATOR_TOKEN_SCOPES.filter((s) => scopes.includes(s.scope)).flatMap((s) => [...s.keys]);
}

/** Operator tokens follow TOKEN_LIMITS for names and lifetimes; these are their own. */
export const OPERATOR_TOKEN_LIMITS = { perOperator: 20, usesPageDefault: 50, usesPageMax: 200 } as const;

export const OPERATOR_TOKEN_MESSAGES = {
  tooMany: `每位營運人員最多 ${OPERATOR_TOKEN_LIMITS.perOperator} 組有效的營運權杖`,
  graphqlOnly: '營運權杖僅能查詢 GraphQL 資料',
  usesFirst: `每頁筆數須為 1 至 ${OPERATOR_TOKEN_LIMITS.usesPageMax} 的整數`,
  cursor: '分頁游標無效，請從第一頁重新查詢',
} as const;

/** Whether a set of scopes allows writes (REST paths guarded by the write scopes' keys). */
export function scopesWrite(scopes: readonly string[]): boolean {
  return TOKEN_SCOPES.some((s) => 'write' in s && s.write && scopes.includes(s.scope));
}

/** The permission keys a set of scopes grants. */
export function keysOfScopes(scopes: readonly string[]): PermissionKey[] {
  return TOKEN_SCOPES.filter((s) => scopes.includes(s.scope)).flatMap((s) => [...s.keys]);
}

/**
 * The zh-TW answer to a scope the TokenScope enum does not know (GraphQL refuses it while validating or coercing
 * variables, in English and, in production, without the list): "unknown scope", the value, and the scopes there are.
 * Null when the message is about something else.
 */
export function unknownScopeMessage(graphqlMessage: string): string | null {
  const match = /Value "?([^"\s]*)"? does not exist in "(Operator)?TokenScope" enum/.exec(graphqlMessage);
  if (!match) return null;
  const known = match[2] ? OPERATOR_TOKEN_SCOPES : TOKEN_SCOPES;
  return `${TOKEN_MESSAGES.unknownScope}：${match[1]}（可用：${known.map((s) => s.key).join('、')}）`;
}
