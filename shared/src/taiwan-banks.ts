/** Taiwan banks accepted for withdrawals (code -> name). Withdrawal accounts must be at one of these (SPEC §5). */
export const TAIWAN_BANKS: readonly { code: string; name: string }[] = [
  { code: '004', name: '臺灣銀行' },
  { code: '005', name: '臺灣土地銀行' },
  { code: '006', name: '合作金庫商業銀行' },
  { code: '007', name: '第一商業銀行' },
  { code: '008', name: '華南商業銀行' },
  { code: '009', name: '彰化商業銀行' },
  { code: '011', name: '上海商業儲蓄銀行' },
  { code: '012', name: '台北富邦商業銀行' },
  { code: '013', name: '國泰世華商業銀行' },
  { code: '017', name: '兆豐國際商業銀行' },
  { code: '050', name: '臺灣中小企業銀行' },
  { code: '103', name: '臺灣新光商業銀行' },
  { code: '108', name: '陽信商業銀行' },
  { code: '700', name: '中華郵政' },
  { code: '803', name: '聯邦商業銀行' },
  { code: '807', name: '永豐商業銀行' },
  { code: '808', name: '玉山商業銀行' },
  { code: '812', name: '台新國際商業銀行' },
  { code: '822', name: '中國信託商業銀行' },
  { code: '824', name: '連線商業銀行' },
];

export const isTaiwanBank = (code: string): boolean => TAIWAN_BANKS.some((bank) => bank.code === code);
