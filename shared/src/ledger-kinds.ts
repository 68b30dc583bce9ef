/**
 * The ledger's own vocabulary: kinds of journal entry and of member account, with their zh-TW names. The
 * gateway's ledger types are these keys; statements, the ledger table and audit labels show these names.
 */
export const ENTRY_KIND_LABELS = {
  payment: '收款入信託',
  settlement: '撥款至價金保管帳戶',
  refund: '退款',
  withdrawal: '提領申請',
  withdrawal_paid: '提領匯款完成',
  withdrawal_failed: '提領匯款失敗退回',
  dormant_fee: '閒置帳戶管理費',
  agent_share: '代理商分潤',
  shipping_fee: '物流費用',
  compensation: '物流遺失賠償',
} as const;

export type EntryKind = keyof typeof ENTRY_KIND_LABELS;

/** Entry kinds as the contract carries them: enum key (WITHDRAWAL_PAID) → the ledger's kind (withdrawal_paid). */
export const ENTRY_KIND_VALUES = Object.fromEntries(
  Object.keys(ENTRY_KIND_LABELS).map((kind) => [kind.toUpperCase(), kind]),
) as { readonly [K in EntryKind as Uppercase<K>]: K };

export const MEMBER_ACCOUNT_LABELS = { trust: '信託中', held: '可提領', withdrawing: '提領中' } as const;

export type MemberAccountKind = keyof typeof MEMBER_ACCOUNT_LABELS;

/** The zh-TW name of an entry kind or account kind ('-' when unknown). */
export function ledgerLabel(kind: string): string {
  return (
    (ENTRY_KIND_LABELS as Record<string, string>)[kind] ??
    (MEMBER_ACCOUNT_LABELS as Record<string, string>)[kind] ??
    '-'
  );
}
