import { bankLabel, isTaiwanBank, searchBanks, TAIWAN_BANKS, TAIWAN_BANKS_SOURCE } from './taiwan-banks';

describe('the one list of Taiwan financial institutions', () => {
  it('has unique three-digit codes and names its source and date', () => {
    const codes = TAIWAN_BANKS.map((b) => b.code);
    expect(codes.every((c) => /^\d{3}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(TAIWAN_BANKS.every((b) => b.name.trim().length > 0)).toBe(true);
    expect(TAIWAN_BANKS_SOURCE.publisher).toMatch(/FISC/);
    expect(TAIWAN_BANKS_SOURCE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['004', '臺灣銀行'],
    ['048', '王道'],
    ['700', '中華郵政'],
    ['805', '遠東'],
    ['806', '元大'],
    ['808', '玉山'],
    ['809', '凱基'],
    ['810', '星展'],
    ['822', '中國信託'],
    ['823', '將來'],
    ['824', '連線'],
    ['826', '樂天'],
  ])('holds %s %s', (code, name) => {
    expect(isTaiwanBank(code)).toBe(true);
    expect(bankLabel(code)).toContain(name);
  });

  it('holds banks, credit cooperatives and farmers’ and fishermen’s associations', () => {
    const kinds = new Set(TAIWAN_BANKS.map((b) => b.kind));
    expect([...kinds].sort()).toEqual(['bank', 'credit_cooperative', 'farmers_fishermen', 'foreign_bank', 'post']);
    expect(TAIWAN_BANKS.filter((b) => b.kind === 'credit_cooperative').length).toBeGreaterThanOrEqual(20);
    expect(TAIWAN_BANKS.length).toBeGreaterThan(100);
  });

  it('finds an institution by code or by name, 臺 or 台 alike', () => {
    expect(searchBanks('81').map((b) => b.code)).toEqual(['810', '812', '816']);
    expect(searchBanks('玉山').map((b) => b.code)).toEqual(['808']);
    expect(searchBanks('台灣銀行').map((b) => b.code)).toContain('004');
    expect(searchBanks('信用合作社').length).toBeGreaterThanOrEqual(20);
    expect(searchBanks('').length).toBe(TAIWAN_BANKS.length);
    expect(isTaiwanBank('999')).toBe(false);
    expect(bankLabel('999')).toBe('999');
  });
});
