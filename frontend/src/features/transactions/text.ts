import { TRANSACTION_STATUSES } from '@paydesk/shared/transaction-statuses';

/** zh-TW copy for the transaction pages. */
export const TX_TEXT = {
  title: '交易明細',
  uopTitle: '一頁式交易紀錄',
  from: '起始日期',
  to: '結束日期',
  status: '狀態',
  payType: '付款方式',
  tradeNo: '交易序號',
  merchantOrderNo: '商店訂單編號',
  all: '全部',
  search: '查詢',
  exportCsv: '匯出 CSV',
  more: '下一頁',
  empty: '此區間沒有交易，調整查詢條件或建立收款頁開始收款',
  loadError: '資料載入失敗，請稍後再試',
  retry: '重新載入',
  total: (n: number, amount: string) => `共 ${n} 筆，成功收款 ${amount}`,
  columns: {
    createdAt: '建立時間',
    tradeNo: '交易序號',
    orderNo: '訂單編號',
    item: '品名',
    payType: '付款方式',
    status: '狀態',
    amount: '金額',
    fee: '手續費',
    settleDue: '預計撥款日',
  },
  detail: '交易詳細資料',
  close: '關閉',
  buyer: '付款人',
  paidAt: '付款時間',
  settledAt: '撥款時間',
  refunded: '已退款',
  entries: '帳務分錄',
  refund: '退款',
  refundAmount: '退款金額',
  refundFee: (fee: string) => `退款手續費 ${fee}，退款先由此筆款項尚在信託中的金額扣除，撥款後由價金保管帳戶扣除`,
  refundConfirm: '確認退款',
  refundDone: '退款完成',
  refundAsk: (amount: string, fee: string) => `退款 ${amount} 給付款人，另收退款手續費 ${fee}。確定要退款嗎？`,
  refundable: '可退款金額',
  refundReserved: '價金保管帳戶餘額不足，退款已保留，將於撥款後自動執行',
  refunds: '退款紀錄',
  reservedLabel: '保留中',
  executedLabel: '已退款',
} as const;

/** Status filter options, from the table the gateway labels its answers with. */
export const TX_STATUS_OPTIONS = TRANSACTION_STATUSES.map((s) => ({ value: String(s.code), label: s.label }));

export const TX_STATUS_COLORS: Record<number, string> = {
  0: 'accent',
  1: 'success',
  2: 'error',
  3: 'gray',
  4: 'primary',
};

export const ENTRY_KIND_LABELS: Record<string, string> = {
  payment: '收款入信託',
  settlement: '撥款至價金保管帳戶',
  refund: '退款',
  withdrawal: '提領申請',
  withdrawal_paid: '提領匯款完成',
  dormant_fee: '閒置帳戶管理費',
};

export const ACCOUNT_LABELS: Record<string, string> = { trust: '信託中', held: '可提領', withdrawing: '提領中' };
