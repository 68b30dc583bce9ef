import { PayType } from './pay-types';
import { formatAmount } from './money';
import { ATM_SINGLE_LIMIT, PAYMENT_AMOUNT_MAX } from './payment-limits';

/**
 * ECPay's vocabulary where PayDesk speaks to a seller's ECPay-built site: the PaymentType each pay type is reported
 * as in a paid callback (ReturnURL), the ChoosePayment values the ECPay-compatible cashier takes, and the formats of
 * the numbers ECPay's receivers check. Import-free at run time beyond the shared lists, for the gateway and the
 * settings page. `documented: false` marks names PayDesk chose where ECPay has none (wallets, BNPL, logistics money):
 * the settings page says so.
 */
export interface EcpayPaymentTypeEntry {
  readonly payType: number;
  readonly paymentType: string;
  readonly documented: boolean;
}

export const ECPAY_PAYMENT_TYPES: readonly EcpayPaymentTypeEntry[] = [
  { payType: PayType.CREDIT, paymentType: 'Credit_CreditCard', documented: true },
  // PayDesk's virtual accounts are reported under one bank, in ECPay's ATM_<bank> form.
  { payType: PayType.ATM, paymentType: 'ATM_TAISHIN', documented: true },
  { payType: PayType.CVS, paymentType: 'CVS_CVS', documented: true },
  { payType: PayType.SHIP, paymentType: 'COD_CVS', documented: false },
  { payType: PayType.ICASH, paymentType: 'DigitalPayment_ICASHPAY', documented: false },
  { payType: PayType.AFTEE, paymentType: 'BNPL_AFTEE', documented: false },
  { payType: PayType.REFUND, paymentType: 'COD_RETURN', documented: false },
  { payType: PayType.LINEPAY, paymentType: 'DigitalPayment_LINEPAY', documented: false },
  { payType: PayType.HOME, paymentType: 'COD_HOME', documented: false },
  { payType: PayType.JKOPAY, paymentType: 'DigitalPayment_JKOPAY', documented: false },
  { payType: PayType.SHIPFEE, paymentType: 'COD_SHIPFEE', documented: false },
];

/** ECPay's store barcode; PayDesk issues none yet, so no pay type reports it. */
export const ECPAY_BARCODE = 'BARCODE_BARCODE';

/** The PaymentType of a pay type code, in ECPay's form (`Other_<code>` for a code outside the list). */
export function ecpayPaymentType(payType: number): string {
  return ECPAY_PAYMENT_TYPES.find((e) => e.payType === payType)?.paymentType ?? `Other_${payType}`;
}

/**
 * ChoosePayment of ECPay's AIO form → the pay types the buyer is offered (narrowed to what the shop accepts).
 * WebATM is paid as an ATM transfer, BARCODE at the store counter, ApplePay by card, TWQR by wallet, BNPL by AFTEE.
 */
export const ECPAY_CHOOSE_PAYMENT: Readonly<Record<string, readonly number[]>> = {
  ALL: [PayType.CREDIT, PayType.ATM, PayType.CVS, PayType.ICASH, PayType.AFTEE, PayType.LINEPAY, PayType.JKOPAY],
  Credit: [PayType.CREDIT],
  ApplePay: [PayType.CREDIT],
  ATM: [PayType.ATM],
  WebATM: [PayType.ATM],
  CVS: [PayType.CVS],
  BARCODE: [PayType.CVS],
  TWQR: [PayType.ICASH, PayType.LINEPAY, PayType.JKOPAY],
  BNPL: [PayType.AFTEE],
};

/** ECPay's formats: MerchantTradeNo letters and digits up to 20, a merchant number of 7 to 10 digits. */
export const ECPAY_PATTERNS = {
  merchantTradeNo: /^[A-Za-z0-9]{1,20}$/,
  merchantId: /^\d{7,10}$/,
  tradeDate: /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
} as const;

export const ECPAY_LIMITS = {
  itemNameMax: 200,
  tradeDescMax: 200,
  customFieldMax: 50,
  storeIdMax: 20,
  urlMax: 200,
  amountMax: PAYMENT_AMOUNT_MAX,
  atmMax: ATM_SINGLE_LIMIT,
  /** Minutes an order waits for its buyer when the site names no expiry (ECPay's pages stay open about as long). */
  defaultExpiryMinutes: 60 * 24 * 7,
  maxExpiryMinutes: 60 * 24 * 60,
} as const;

/**
 * A custom field is echoed back in a signed callback; ECPay's official SDK JSON-escapes and lower-cases values
 * before encoding them, so a value with `"`, `\`, a control character or a non-ASCII capital would fail its check.
 * Such values are refused when the order is made, so every callback verifies.
 */
export function isCallbackSafeText(value: string): boolean {
  for (const ch of value) {
    if (ch === '"' || ch === '\\' || ch < ' ' || ch === '\u007f') return false;
    if (ch > '\u007f' && ch.toLowerCase() !== ch) return false;
  }
  return true;
}

export const ECPAY_MESSAGES = {
  merchantTradeNo: 'MerchantTradeNo 需為 1 至 20 個英文字母或數字',
  amount: `金額需為 1 至 ${formatAmount(PAYMENT_AMOUNT_MAX)} 的整數`,
  atmAmount: `ATM 轉帳單筆上限為 ${formatAmount(ATM_SINGLE_LIMIT)} 元`,
  itemName: `商品名稱為必填，最多 ${ECPAY_LIMITS.itemNameMax} 字`,
  customField: `自訂欄位最多 ${ECPAY_LIMITS.customFieldMax} 字，不可含雙引號、反斜線、換行或非英文大寫字母`,
  url: '網址需為 http 或 https 開頭，最多 200 字',
  payTypes: '請選擇此商店可收的付款方式',
  expiry: '付款期限需為未來 60 天內的時間',
  merchant: '請選擇啟用中的商店',
  duplicate: '此 MerchantTradeNo 已建立內容不同的訂單',
  idempotencyKey: 'Idempotency-Key 需為 8 至 64 個英文字母、數字、底線或連字號',
  keyReused: '此 Idempotency-Key 已用於內容不同的請求',
} as const;

/**
 * How the ECPay-compatible cashier refuses a form, in ECPay's shape (`code|message`, plain text). Only the shape is
 * ECPay's: the codes are PayDesk's, listed on the developer settings page.
 */
export const ECPAY_CASHIER_ERRORS = {
  params: '10200043|Parameter Error',
  merchant: '10200052|MerchantID Error',
  mac: '10200073|CheckMacValue Error',
  duplicate: '10200047|MerchantTradeNo is duplicate',
  amount: '10200050|TotalAmount Error',
  choosePayment: '10200056|ChoosePayment Error',
  shop: '10200058|Merchant is not active',
} as const;
