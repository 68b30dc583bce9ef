/**
 * SPEC §3 merchant (shop) status codes with their one zh-TW name and colour token. Import-free: the gateway's
 * labels and the operator console's filter read this list. Display rules of SPEC §3: 8 and 92 both read as
 * failed review; accent for 9 and 91, success for 1, error for 92 and 8, primary for 2, 3 and 7.
 */
export const MERCHANT_STATUSES = [
  { code: 9, label: '審核中', tone: 'accent' },
  { code: 91, label: '資料待補', tone: 'accent' },
  { code: 1, label: '啟用', tone: 'success' },
  { code: 92, label: '審核失敗', tone: 'error' },
  { code: 8, label: '審核失敗', tone: 'error' },
  { code: 3, label: '停用', tone: 'primary' },
  { code: 7, label: '暫停', tone: 'primary' },
  { code: 2, label: '關閉', tone: 'primary' },
] as const;

export type MerchantStatusTone = (typeof MERCHANT_STATUSES)[number]['tone'];

export function merchantStatusOf(code: number): { label: string; tone: MerchantStatusTone } {
  const found = MERCHANT_STATUSES.find((s) => s.code === code);
  return found ? { label: found.label, tone: found.tone } : { label: '-', tone: 'primary' };
}
