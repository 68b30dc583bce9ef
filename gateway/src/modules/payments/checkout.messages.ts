import { PAYMENT_LIMIT_MESSAGES } from '@paydesk/shared/payment-limits';

/** Sandbox test cards: one always approves, one always declines. */
export const SANDBOX_CARDS = { success: '4311952222222222', decline: '4000000000000002' } as const;

/** The rules of any payment, whatever it buys (a payment link's own are in payment-links/). */
export const CHECKOUT_MESSAGES = {
  notSandbox: '此環境不提供模擬付款',
  amount: '請輸入正確的金額',
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
  creditLimit: (limit: string) => `本商店本月信用卡收款已達額度上限（${limit} 元），請改用其他付款方式`,
} as const;
