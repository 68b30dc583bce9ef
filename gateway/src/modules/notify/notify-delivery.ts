import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_TYPE_LIST } from '@paydesk/shared/pay-types';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
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
  callback_attempts: number;
}

export const PAID_SELECT = `select r.id as record_id, t.trade_no, t.merchant_order_no, t.item_name, t.amount, t.fee, t.pay_type,
    t.paid_at, t.buyer_name, t.buyer_email, t.member_id, t.merchant_id, m.name as merchant_name, m.notify_url,
    m.hash_key, m.hash_iv, r.callback_attempts
  from notify_record r join payment_transaction t on t.id = r.transaction_id join merchant m on m.id = t.merchant_id`;

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

/** The callback's form fields, in ECPay's names (ReturnURL's paid notice). */
export function callbackFields(row: PaidRow, simulated: boolean): Record<string, string> {
  return {
    MerchantID: String(row.merchant_id),
    MerchantTradeNo: row.merchant_order_no ?? '',
    TradeNo: row.trade_no,
    RtnCode: '1',
    RtnMsg: '交易成功',
    TradeAmt: String(row.amount),
    PaymentDate: `${taipeiDateTime(new Date(row.paid_at))}:00`,
    PaymentType: PAY_TYPE_LIST.keyOf(row.pay_type) ?? String(row.pay_type),
    PaymentTypeChargeFee: String(row.fee),
    ItemName: row.item_name,
    SimulatePaid: simulated ? '1' : '0',
  };
}
