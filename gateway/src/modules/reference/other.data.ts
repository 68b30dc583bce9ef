import type { InstalmentPeriod } from './reference.data';

export interface InstalmentBank {
  code: string;
  name: string;
  periods: readonly InstalmentPeriod[];
}

/** The 10 banks that accept card instalments, and the periods each supports (SPEC §9). */
export const INSTALMENT_BANKS: readonly InstalmentBank[] = [
  { code: '013', name: '國泰世華商業銀行', periods: [3, 6, 9, 12, 18, 24, 30] },
  { code: '822', name: '中國信託商業銀行', periods: [3, 6, 9, 12, 18, 24, 30] },
  { code: '812', name: '台新國際商業銀行', periods: [3, 6, 9, 12, 18, 24] },
  { code: '808', name: '玉山商業銀行', periods: [3, 6, 9, 12, 18, 24, 30] },
  { code: '012', name: '台北富邦商業銀行', periods: [3, 6, 9, 12, 18, 24] },
  { code: '807', name: '永豐商業銀行', periods: [3, 6, 9, 12, 24] },
  { code: '007', name: '第一商業銀行', periods: [3, 6, 12] },
  { code: '008', name: '華南商業銀行', periods: [3, 6, 9, 12] },
  { code: '803', name: '聯邦商業銀行', periods: [3, 6, 9, 12, 18, 24] },
  { code: '809', name: '凱基商業銀行', periods: [3, 6, 12, 24] },
];

/** Customer service: SPEC §9 hours (weekdays), plus how to reach us. */
export const CUSTOMER_SERVICE = {
  weekdays: '週一至週五',
  hours: [
    { from: '09:00', to: '12:30' },
    { from: '13:30', to: '18:00' },
  ],
  phone: '02-2765-8800',
  email: 'service@paydesk.tw',
  address: '台北市信義區松仁路 100 號 12 樓',
} as const;
