import { PAYMENT_LIMIT_MESSAGES } from '@paydesk/shared/payment-limits';

/** Sandbox test cards: one always approves, one always declines. */
export const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' } as const;

export const CHECKOUT_MESSAGES = {
  unavailable: '此收款頁目前無法付款',
  notSandbox: '此環境不提供模擬付款',
  amount: '請輸入正確的金額',
  overOrder: '付款金額不可超過訂單金額',
  atmLimit: PAYMENT_LIMIT_MESSAGES.atmLimit,
  amountMax: PAYMENT_LIMIT_MESSAGES.amountMax,
  payTypeOff: '商店已停用此付款方式，請改用其他付款方式',
  payType: '請選擇可用的付款方式',
  installments: '此收款頁不提供該分期期數',
  card: '測試卡號無效',
  declined: '交易失敗：發卡銀行拒絕授權',
  name: '請輸入付款人姓名',
  email: '電子信箱格式錯誤',
  tooSmall: '金額不足以支付手續費',
  notAwaiting: '此筆交易不是待付款狀態',
  expired: '已超過繳費期限',
  soldOut: '此收款頁已售完',
  creditLimit: (limit: string) => `本商店本月信用卡收款已達額度上限（${limit} 元），請改用其他付款方式`,
  lateClosed: '此收款頁已關閉，這筆款項已入帳並將全額退還付款人',
} as const;
