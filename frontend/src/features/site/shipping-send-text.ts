/** zh-TW copy of the public shipping send page. Figures never live here: they come from the reference query. */
export const SHIPPING_SEND_TEXT = {
  title: '寄件方式',
  eyebrow: '超商寄件．宅配收件',
  lead: '在會員中心建立物流訂單後，依服務類型到門市寄件或等待宅配收件，並於寄件期限內完成交寄。',
  c2c: '店到店寄件（C2C）',
  c2cSteps: [
    { title: '建立物流訂單', body: '於物流中心選擇店到店常溫或冷凍，填寫收件人與取件門市。' },
    { title: '列印寄件代碼', body: '系統產生寄件代碼，於門市機台列印託運單並黏貼於包裹。' },
    { title: '門市交寄', body: '將包裹交給門市人員，取得寄件收據。' },
    { title: '追蹤包裹', body: '包裹到店後系統通知收件人取貨，可在包裹管理查看進度。' },
  ],
  b2c: '大宗寄倉（B2C，企業會員）',
  b2cSteps: [
    { title: '申請物流服務', body: '企業會員於物流申請設定開通大宗寄倉服務。' },
    { title: '批次建單', body: '一次建立多筆物流訂單並列印標籤。' },
    { title: '送至物流中心', body: '依約定時間將包裹送至物流中心，冷凍包裹可預約到府取件。' },
  ],
  home: '宅配',
  homeSteps: [
    { title: '建立宅配訂單', body: '選擇常溫或低溫、包裹尺寸與配送區域，系統即時試算運費。' },
    { title: '預約收件', body: '物流人員於預約時段到府收件。' },
    { title: '配達', body: '貨到付款訂單於配達時向收件人代收款項。' },
  ],
  limits: '寄件期限與包裹規格',
  deadlineColumns: ['服務', '寄件期限（建單日為 D）'],
  c2cLabel: '店到店',
  b2cNormal: '大宗寄倉常溫',
  b2cFrozen: '大宗寄倉冷凍',
  packageColumns: ['服務', '最長邊', '三邊合計', '重量上限'],
  frozenPickup: '冷凍大宗到府取件費',
  frozenPickupValue: (smallMax: number, fee: string, bulkFrom: number, bulkFee: string) =>
    `1–${smallMax} 件每件 ${fee}，${bulkFrom} 件以上每件 ${bulkFee}`,
  packages: '包裹規格',
  cm: (n: number | null) => (n === null ? '—' : `${n} 公分`),
  kg: (n: number) => `${n} 公斤`,
} as const;
