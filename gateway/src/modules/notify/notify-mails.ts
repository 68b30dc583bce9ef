import { formatMoney } from '@paydesk/shared/money';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import type { MailMessage } from '../mail';

/** What a paid notice needs to know of the payment. */
export interface PaidNotice {
  trade_no: string;
  merchant_order_no: string | null;
  item_name: string;
  amount: number;
  fee: number;
  pay_type: number;
  paid_at: string;
  buyer_name: string;
  buyer_email: string;
  merchant_name: string;
}

const lines = (pairs: readonly (readonly [string, string])[]) => pairs.map(([k, v]) => `${k}：${v}`).join('\n');

/**
 * The zh-TW mails of one payment: the buyer's receipt (when the buyer left an email) and the seller's trade notice
 * to the recipients of its 交易通知 setting (none set, none sent).
 */
export function paidMails(p: PaidNotice, sellerRecipients: readonly string[]): MailMessage[] {
  const paidAt = taipeiDateTime(new Date(p.paid_at));
  const facts = [
    ['商店', p.merchant_name],
    ['品名', p.item_name || '-'],
    ['交易序號', p.trade_no],
    ['付款方式', payTypeLabel(p.pay_type)],
    ['付款金額', formatMoney(p.amount)],
    ['付款時間', paidAt],
  ] as const;
  const mails: MailMessage[] = [];
  if (p.buyer_email)
    mails.push({
      to: p.buyer_email,
      subject: `【PayDesk】付款成功通知：${p.merchant_name} ${formatMoney(p.amount)}`,
      text: `${p.buyer_name || '您好'}，您好：\n\n您的付款已完成，以下是本次交易的收據。\n\n${lines(facts)}\n\n如對交易有疑問，請聯絡商店並提供交易序號。\n此信件由系統自動發送，請勿直接回覆。`,
    });
  if (sellerRecipients.length)
    mails.push({
      to: sellerRecipients.join(','),
      subject: `【PayDesk】交易通知：${p.item_name || p.trade_no} 收款 ${formatMoney(p.amount)}`,
      text: `您的商店有一筆新的收款。\n\n${lines([
        ...facts,
        ['商店訂單編號', p.merchant_order_no ?? '-'],
        ['付款人', `${p.buyer_name || '-'} ${p.buyer_email}`.trim()],
        ['手續費', formatMoney(p.fee)],
      ])}\n\n請至 PayDesk 後台「交易明細」查看。`,
    });
  return mails;
}
