/** zh-TW copy of the public period page. Figures never live here: they come from the reference query. */
export const PERIOD_TEXT = {
  title: '定期定額',
  eyebrow: '訂閱制收款',
  lead: '會員費、課程、月配商品按週期自動以信用卡扣款，不必每期提醒客戶付款。',
  fit: '適合的情境',
  fitItems: [
    { label: '訂閱商品', value: '月配', note: '咖啡豆、保養品、寵物食品按月寄送' },
    { label: '會員與課程', value: '月繳', note: '健身房、線上課程、社群會費' },
    { label: '分期收款', value: '期數', note: '設定扣款期數，期滿自動停止' },
  ],
  how: '設定方式',
  steps: [
    { title: '建立方案', body: '設定金額、扣款週期與期數，系統產生專屬付款頁。' },
    { title: '客戶首次授權', body: '客戶以信用卡完成首期付款並同意後續自動扣款。' },
    { title: '自動扣款', body: '每期於扣款日自動請款，結果以電子郵件通知雙方。' },
    { title: '管理訂單', body: '在會員中心查看每期扣款紀錄，可暫停或終止方案。' },
  ],
  fee: '手續費',
  feeNote: '每期扣款成功時計收',
} as const;
