/** zh-TW copy of the public home page. */
export const HOME_TEXT = {
  heroEyebrow: 'PayDesk 整合支付工具',
  heroTitle: '一個帳號，收齊每一種付款',
  heroLead:
    '信用卡、超商代碼、ATM 轉帳與電子支付一次開通，搭配一頁式收款連結與超商、宅配物流。貨款由價金保管機制守護，撥款後隨時提領到您的銀行帳戶。',
  primaryCta: '免費註冊',
  secondaryCta: '查看費用',
  servicesTitle: '收款到出貨，一站完成',
  // Figures in {braces} are filled from the reference query (never typed here).
  services: [
    { key: 'card', title: '信用卡收款', body: '一次付清、分期付款、紅利折抵與銀聯卡，國內卡手續費 {card}。' },
    { key: 'cvs', title: '超商代碼', body: '消費者到全台超商繳費，每筆 {cvs}。' },
    { key: 'atm', title: 'ATM 轉帳', body: '專屬虛擬帳號自動對帳，單筆手續費 {atm}。' },
    { key: 'wallet', title: '電子支付', body: '支援主流行動支付與先買後付，讓消費者用習慣的方式付款。' },
    { key: 'link', title: '一頁式收款', body: '不用架站，建立收款連結即可分享到社群與通訊軟體。' },
    { key: 'shipping', title: '物流整合', body: '超商取貨（常溫、冷凍）與宅配，線上建單、追蹤包裹。' },
    { key: 'escrow', title: '價金保管', body: '貨款先交付信託，撥入價金保管帳戶後再提領，買賣雙方都安心。' },
  ],
  stepsTitle: '三步驟開始收款',
  steps: ['註冊會員並完成資料', '建立商店、選擇收款方式', '分享收款連結或串接 API'],
} as const;

export type ServiceKey = (typeof HOME_TEXT.services)[number]['key'];
