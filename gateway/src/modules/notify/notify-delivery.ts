import type { EntityManager } from '@mikro-orm/postgresql';
import { ecpayPaymentType, ECPAY_PATTERNS } from '@paydesk/shared/ecpay';
import { taipeiDateTimeSeconds } from '@paydesk/shared/taiwan-time';
import { sqlOf } from '../../core/database/sql';
import type { MailService } from '../mail';
import { paidMails, type PaidNotice } from './notify-mails';
import { inTransaction } from '../../core/database/in-transaction';

/**
 * Delivery of the notify records a payment writes (confirm-payment.ts), safe for several replicas:
 * - mails (the buyer's receipt, the seller's trade notice) go out once per record, in the transaction that marks it
 *   mailed, so a retry or a second worker never sends them twice;
 * - a shop's callback goes through its own queue (callback-queue.ts): one claimed attempt per POST, retried on
 *   NOTIFY_RETRY_MINUTES until the shop answers `1|OK`, then given up.
 */

/** Minutes to wait after each failed attempt; after the last, the callback is given up (6 attempts in all). */
export const NOTIFY_RETRY_MINUTES = [1, 5, 30, 120, 360] as const;
/** What a shop's server answers when it took the callback (ECPay's convention). */
export const CALLBACK_OK = '1|OK';
/** How long one attempt may take, from resolving the shop's host to reading its answer. */
export const CALLBACK_TIMEOUT_MS = 10_000;

export { CallbackStatus } from '@paydesk/shared/callback-statuses';

/** A notify record with what its mails and its callback need. */
export interface PaidRow extends PaidNotice {
  record_id: number;
  member_id: number;
  merchant_id: number;
  notify_url: string | null;
  hash_key: string | null;
  hash_iv: string | null;
  /** The shop's sandbox pair: signs outside production while no live pair exists. */
  test_hash_key: string;
  test_hash_iv: string;
  callback_attempts: number;
  merchant_no: string;
  created_at: string;
  /** The seller's own MerchantTradeNo and ECPay fields, when a site created the order (checkout_order). */
  checkout_trade_no: string | null;
  store_id: string | null;
  custom_field1: string | null;
  custom_field2: string | null;
  custom_field3: string | null;
  custom_field4: string | null;
}

/**
 * Where a payment's callback goes: the ReturnURL of the site's order when a site created it (checkout_order), else
 * the shop's notify URL. `co` and `m` are the order and the shop.
 */
export const CALLBACK_URL_SQL = 'coalesce(co.return_url, m.notify_url)';
export const CHECKOUT_ORDER_JOIN = 'left join checkout_order co on co.payment_link_id = t.payment_link_id';

export const PAID_SELECT = `select r.id as record_id, t.trade_no, t.merchant_order_no, t.item_name, t.amount, t.fee, t.pay_type,
    t.paid_at, t.created_at, t.buyer_name, t.buyer_email, t.member_id, t.merchant_id, m.name as merchant_name,
    ${CALLBACK_URL_SQL} as notify_url, m.hash_key, m.hash_iv, m.test_hash_key, m.test_hash_iv, m.merchant_no,
    r.callback_attempts, co.merchant_trade_no as checkout_trade_no, co.store_id, co.custom_field1, co.custom_field2,
    co.custom_field3, co.custom_field4
  from notify_record r join payment_transaction t on t.id = r.transaction_id join merchant m on m.id = t.merchant_id
  ${CHECKOUT_ORDER_JOIN}`;

/** Sends the mails of records not mailed yet; returns how many records were mailed. */
export async function deliverNotifyMails(em: EntityManager, mail: MailService): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await inTransaction(em.fork(), async (tx) => {
      const sql = sqlOf(tx);
      const rows = await sql<PaidRow>(
        `${PAID_SELECT} where r.id in (select id from notify_record where mailed_at is null and event = 'paid'
           order by id limit 50 for update skip locked)`,
      );
      for (const row of rows) {
        // The 交易通知 recipients, or the member's own email when none are set (as the settings page says).
        const [to] = await sql<{ emails: string[] | null; email: string | null }>(
          `select s.emails, m.email from member m
             left join member_notify_setting s on s.member_id = m.id and s.type = 'trade' where m.id = ?`,
          [row.member_id],
        );
        const recipients = to?.emails?.length ? to.emails : to?.email ? [to.email] : [];
        for (const message of paidMails(row, recipients)) await mail.send(tx, message);
        await sql(`update notify_record set mailed_at = now() where id = ?`, [row.record_id]);
      }
      return rows.length;
    });
    done += n;
    if (n === 0) return done;
  }
}

/**
 * The MerchantTradeNo a receiver looks its order up by: the seller's own number when a site created the order, the
 * payment's order number when it already has ECPay's form (store and recurring orders), else its trade number.
 */
export function ecpayMerchantTradeNo(
  row: Pick<PaidRow, 'checkout_trade_no' | 'merchant_order_no' | 'trade_no'>,
): string {
  if (row.checkout_trade_no) return row.checkout_trade_no;
  const own = row.merchant_order_no ?? '';
  return ECPAY_PATTERNS.merchantTradeNo.test(own) ? own : row.trade_no;
}

/** The pair a callback is signed with: the live one, or outside production the sandbox pair until one is made. */
export function signingPair(row: PaidRow, simulated: boolean): { hashKey: string; hashIv: string } {
  if (row.hash_key && row.hash_iv) return { hashKey: row.hash_key, hashIv: row.hash_iv };
  return simulated ? { hashKey: row.test_hash_key, hashIv: row.test_hash_iv } : { hashKey: '', hashIv: '' };
}

/**
 * The callback's form fields: ECPay's AIO ReturnURL fields and nothing else, in ECPay's formats (an extra signed
 * field such as the item name would break receivers built on ECPay's SDK, whose MAC builder mangles some text).
 */
export function callbackFields(row: PaidRow, simulated: boolean): Record<string, string> {
  return {
    MerchantID: row.merchant_no,
    MerchantTradeNo: ecpayMerchantTradeNo(row),
    StoreID: row.store_id ?? '',
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeNo: row.trade_no,
    TradeAmt: String(row.amount),
    PaymentDate: taipeiDateTimeSeconds(new Date(row.paid_at)),
    PaymentType: ecpayPaymentType(row.pay_type),
    PaymentTypeChargeFee: String(row.fee),
    TradeDate: taipeiDateTimeSeconds(new Date(row.created_at)),
    SimulatePaid: simulated ? '1' : '0',
    CustomField1: row.custom_field1 ?? '',
    CustomField2: row.custom_field2 ?? '',
    CustomField3: row.custom_field3 ?? '',
    CustomField4: row.custom_field4 ?? '',
  };
}
