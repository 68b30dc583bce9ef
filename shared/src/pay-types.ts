import { codeList } from './code-list';

/** SPEC §3 payment type codes with their zh-TW labels. */
export const PAY_TYPE_LIST = codeList('PayType', [
  { key: 'CREDIT', code: 1, label: '信用卡', tone: 'neutral' },
  { key: 'ATM', code: 2, label: 'ATM 轉帳', tone: 'neutral' },
  { key: 'CVS', code: 3, label: '超商代碼', tone: 'neutral' },
  { key: 'SHIP', code: 5, label: '超商取貨付款', tone: 'neutral' },
  { key: 'ICASH', code: 6, label: 'icash Pay', tone: 'neutral' },
  { key: 'AFTEE', code: 7, label: 'AFTEE 先享後付', tone: 'neutral' },
  { key: 'REFUND', code: 8, label: '退貨收款', tone: 'neutral' },
  { key: 'LINEPAY', code: 9, label: 'LINE Pay', tone: 'neutral' },
  { key: 'HOME', code: 10, label: '宅配貨到付款', tone: 'neutral' },
  { key: 'JKOPAY', code: 11, label: '街口支付', tone: 'neutral' },
  { key: 'SHIPFEE', code: 99, label: '運費', tone: 'neutral' },
]);

export const PayType = PAY_TYPE_LIST.values;
export type PayType = (typeof PayType)[keyof typeof PayType];

/** The zh-TW label of a pay type code ('其他' for a code outside SPEC §3). */
export function payTypeLabel(code: number): string {
  return PAY_TYPE_LIST.byCode(code)?.label ?? '其他';
}

/** Pay types a shop's PaymentSwitch may hold: collection types (SHIP/REFUND/HOME/SHIPFEE belong to logistics). */
export const SWITCHABLE_PAY_TYPES: readonly PayType[] = [
  PayType.CREDIT,
  PayType.ATM,
  PayType.CVS,
  PayType.ICASH,
  PayType.AFTEE,
  PayType.LINEPAY,
  PayType.JKOPAY,
];
