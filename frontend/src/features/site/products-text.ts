/** zh-TW copy of the public products page. Figures never live here: they come from the reference query. */
export const PRODUCTS_TEXT = {
  title: '核心機制',
  eyebrow: '收款、保管、撥款、提領',
  lead: 'PayDesk 把收款工具、物流與價金保管串成一條完整的流程，讓小店家也能用大平台的方式收錢。',
  tools: '收款工具',
  toolItems: {
    link: { title: '一頁式收款', body: '不用架站，建立商品與金額即可產生收款頁，適合社群與通訊軟體銷售。' },
    store: { title: '賣場收款', body: '多商品賣場、庫存與上下架管理，消費者可一次購買多件商品。' },
    period: { title: '定期定額', body: '訂閱制商品、會費與課程按月自動扣款，扣款結果即時通知。' },
    logistics: { title: '物流整合', body: '超商取貨與宅配線上建單，取貨付款的代收款直接進帳。' },
    escrow: { title: '價金保管', body: '貨款交付信託，撥入價金保管帳戶後才可提領，保障交易雙方。' },
    methods: { title: '多元付款', body: '信用卡、分期、超商代碼、ATM、電子支付與先享後付。' },
  },
  flow: '從收款到入帳',
  flowSteps: (withdrawFee: string, days: string) => [
    { title: '建立商店', body: '註冊會員、補齊資料並建立商店，選擇要開通的付款方式。' },
    { title: '開始收款', body: '分享一頁式收款連結、開設賣場或串接 API，消費者用習慣的方式付款。' },
    { title: '出貨與撥款', body: '建立物流訂單出貨；款項依撥款時程進入價金保管帳戶。' },
    { title: '提領', body: `每次提領 ${withdrawFee}，${days}入帳。` },
  ],
} as const;
