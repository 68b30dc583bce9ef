import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';

/** '信用卡 0.35%、ATM 20%': a contract's rates in percent as the gateway wrote them (shared/share-rates), or a dash. */
export function ratesText(rates: readonly { payType: string; percent: string }[]): string {
  return rates.map((r) => `${PAY_TYPE_LIST.label(r.payType)} ${r.percent}%`).join('、') || '-';
}
