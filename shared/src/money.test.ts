import { formatAmount, formatMoney, formatTenThousands } from './money';

describe('money as screens and mail show it', () => {
  it('groups thousands with commas, whatever the process locale', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(1234)).toBe('1,234');
    expect(formatAmount(49_999_999)).toBe('49,999,999');
    expect(formatAmount(-1_000_000)).toBe('-1,000,000');
  });

  it('gives the same text as the locale-aware conversion it replaced, call after call', () => {
    for (const value of [0, 7, 30, 1_000, 12_345, 200_000, 1_000_000, 987_654_321, -45_678]) {
      expect(formatAmount(value)).toBe(value.toLocaleString('en-US'));
      expect(formatAmount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('signs money before the dollar sign and shows a dash for no value', () => {
    expect(formatMoney(1234)).toBe('$1,234');
    expect(formatMoney(-30)).toBe('-$30');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatTenThousands(200_000)).toBe('20 萬');
    expect(formatTenThousands(1_000_000)).toBe('100 萬');
    expect(formatTenThousands(12_345)).toBe('$12,345');
  });
});
