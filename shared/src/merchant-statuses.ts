import { codeList } from './code-list';

/**
 * SPEC §3 merchant (shop) status codes with their one zh-TW name and colour token. Display rules of SPEC §3: 8 and
 * 92 both read as failed review; accent for 9 and 91, success for 1, error for 92 and 8, primary for 2, 3 and 7.
 * Moves: a new shop waits for review (9); an operator may set any listed outcome from any status (SPEC §2.3 ops
 * review), except back to "under review", which only the shop's owner reaches by supplementing (91 → 9).
 */
const OPERATOR_OUTCOMES = [1, 91, 92, 8, 3, 7, 2] as const;

export const MERCHANT_STATUS_LIST = codeList(
  'MerchantStatus',
  [
    { key: 'UNDER_REVIEW', code: 9, label: '審核中', tone: 'accent' },
    { key: 'SUPPLEMENT', code: 91, label: '資料待補', tone: 'accent' },
    { key: 'ACTIVE', code: 1, label: '啟用', tone: 'success' },
    { key: 'REVIEW_FAILED', code: 92, label: '審核失敗', tone: 'error' },
    { key: 'REJECTED', code: 8, label: '審核失敗', tone: 'error' },
    { key: 'DISABLED', code: 3, label: '停用', tone: 'primary' },
    { key: 'SUSPENDED', code: 7, label: '暫停', tone: 'primary' },
    { key: 'CLOSED', code: 2, label: '關閉', tone: 'primary' },
  ],
  {
    9: OPERATOR_OUTCOMES,
    91: [...OPERATOR_OUTCOMES, 9],
    1: OPERATOR_OUTCOMES,
    92: OPERATOR_OUTCOMES,
    8: OPERATOR_OUTCOMES,
    3: OPERATOR_OUTCOMES,
    7: OPERATOR_OUTCOMES,
    2: OPERATOR_OUTCOMES,
  },
);

export const MerchantStatus = MERCHANT_STATUS_LIST.values;
export type MerchantStatus = (typeof MerchantStatus)[keyof typeof MerchantStatus];
export const MERCHANT_STATUSES = MERCHANT_STATUS_LIST.entries;
/** The statuses an operator may set (with a reason). */
export const MERCHANT_REVIEW_OUTCOMES: readonly MerchantStatus[] = OPERATOR_OUTCOMES;

export type MerchantStatusTone = (typeof MERCHANT_STATUSES)[number]['tone'];

export function merchantStatusOf(code: number): { label: string; tone: MerchantStatusTone } {
  const found = MERCHANT_STATUS_LIST.byCode(code);
  return found ? { label: found.label, tone: found.tone } : { label: '-', tone: 'primary' };
}

/** SPEC §3 merchant status display (8 and 92 both read as failed review), from the one list. */
export const MERCHANT_STATUS_LABELS = Object.fromEntries(MERCHANT_STATUSES.map((s) => [s.code, s.label])) as Readonly<
  Record<MerchantStatus, string>
>;

/** SPEC §3 colours as DESIGN §6 semantic tokens, from the same list. */
export function merchantStatusColor(status: MerchantStatus): MerchantStatusTone {
  return merchantStatusOf(status).tone;
}
