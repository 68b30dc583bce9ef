/** zh-TW copy of the public bank inst page. Figures never live here: they come from the reference query. */
export const BANK_INST_TEXT = {
  title: '分期付款銀行',
  eyebrow: '信用卡分期',
  lead: '消費者可使用下列銀行發行的信用卡分期付款；可選期數依發卡銀行而定，分期手續費由賣家負擔。',
  banks: '支援銀行與期數',
  bank: '發卡銀行',
  periods: (n: number) => `${n} 期`,
  supported: '支援',
  unsupported: '不支援',
  rates: '各期數手續費率',
  rateColumns: ['期數', '手續費率'],
} as const;
