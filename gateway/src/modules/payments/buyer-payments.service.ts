import type { EntityManager } from '@mikro-orm/postgresql';
import { refundReasonText } from '@paydesk/shared/refund-reasons';
import { payTypeLabel, PayType } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import type { RequestContext } from '../../core/context';
import { accountHolderId } from '../../core/auth/access';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError } from '../../core/errors';
import { pageFrom, pageRequest, refusedPage, type Page, type PageArgs, type PageRequest } from '../../core/paging';
import { buyerView } from './buyer-view';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { confirmPayment } from './confirm-payment';
import { purchasePageSql, purchasesOfMember, type PagedPurchaseRow, type PurchaseRow } from './member-purchases';
import type { BuyerPayment, CheckoutPayload } from './payment.types';
import { SaleKinds } from './sale-kinds';

type RefundFacts = { refunded_amount: number; refunded_at: string | null; reason: number | null; reason_note: string };

const buyerPaymentOf = (r: PurchaseRow, refund?: RefundFacts): BuyerPayment => ({
  refundReason: refund?.refunded_at ? refundReasonText(refund.reason, refund.reason_note) : null,
  tradeNo: r.trade_no,
  merchantName: r.merchant_name,
  itemName: r.item_name,
  amount: r.amount,
  payTypeLabel: payTypeLabel(r.pay_type),
  statusLabel: TRANSACTION_STATUS_LIST.label(r.status),
  createdAt: new Date(r.created_at),
  refundedAmount: r.refunded_amount,
  refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
  recurring: r.recurring,
});

/** The buyer's side of payments: the sandbox paid-marker and the buyer's own payment lists. */
export class BuyerPaymentService {
  constructor(private readonly saleKinds = new SaleKinds()) {}

  /**
   * Sandbox control: the buyer "pays" the store code or ATM account. An unexpired code holds its unit of what it
   * buys, so it can always be paid; if the sold thing closed meanwhile, the money still arrives (the buyer paid at
   * the counter), so it is recorded and its kind returns it, as a real gateway does.
   */
  async markPaid(ctx: RequestContext, tradeNo: string): Promise<CheckoutPayload> {
    if (ctx.config.appEnv === 'production')
      return { transaction: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    return moneyTransaction(ctx.em, async (tx) => {
      const [t] = await sqlOf(tx)<{
        id: number;
        expired: boolean;
        payment_link_id: number | null;
        shop_order_id: number | null;
        member_id: number;
      }>(
        `select id, code_expires_at < now() as expired, payment_link_id, shop_order_id, member_id from payment_transaction where trade_no = ? and pay_type in (${PayType.CVS}, ${PayType.ATM})`,
        [tradeNo],
      );
      if (t?.expired) return { transaction: null, errors: [fieldError(null, 'EXPIRED', CHECKOUT_MESSAGES.expired)] };
      // Lock order as in every checkout: the sold thing first (the store order with its products, the link), then
      // the transaction (confirmPayment) and the ledger.
      const sold = t ? await this.saleKinds.lock(tx, t) : [];
      const paidAt = new Date();
      if (!t || !(await confirmPayment(tx, t.id, paidAt)))
        return { transaction: null, errors: [fieldError(null, 'NOT_AWAITING', CHECKOUT_MESSAGES.notAwaiting)] };
      const refusal = await this.saleKinds.paid(tx, sold, {
        transactionId: t.id,
        memberId: t.member_id,
        tradeNo,
        paidAt,
      });
      return { transaction: await buyerView(tx, tradeNo), errors: refusal ? [refusal] : [] };
    });
  }

  /**
   * The signed-in buyer's own payments, newest first, one keyset page: those made signed in, and the charges of its
   * recurring subscriptions (made by the schedule, with no buyer signed in, so they are found through the
   * subscription).
   */
  myPayments(ctx: RequestContext, paging: PageArgs): Promise<Page<BuyerPayment>> {
    const me = ctx.viewer?.memberId ?? 0;
    return this.page(ctx.em, paging, (req) => {
      const page = purchasePageSql(req);
      return sqlOf(ctx.em)<PagedPurchaseRow>(
        `with mine as (
           select id from payment_transaction where buyer_member_id = ?
           union
           select t.id from period_subscription s join payment_transaction t on t.period_subscription_id = s.id
            where s.buyer_member_id = ?)
         ${page.sql}`,
        [me, me, ...page.params],
      );
    });
  }

  /** A personal member's own purchases, made with its verified email or mobile; the account holder only. */
  memberPurchases(ctx: RequestContext, paging: PageArgs): Promise<Page<BuyerPayment>> {
    return this.page(ctx.em, paging, (req) => purchasesOfMember(ctx.em, accountHolderId(ctx.viewer), req));
  }

  /** Checks the paging arguments, reads one page of rows (time cursors: payments can be backdated) and its refunds. */
  private async page(
    em: EntityManager,
    paging: PageArgs,
    read: (req: PageRequest) => Promise<PagedPurchaseRow[]>,
  ): Promise<Page<BuyerPayment>> {
    const req = pageRequest(paging, true);
    if (req.errors.length) return refusedPage(req.errors);
    const page = pageFrom(
      await read(req),
      req,
      (r) => ({ id: Number(r.id), at: r.cursor_at }),
      (r) => r,
    );
    return { ...page, items: await this.withRefunds(em, page.items) };
  }

  /** Each payment with what was refunded of it, when, and the latest refund's reason (one query for the page). */
  private async withRefunds(em: EntityManager, rows: readonly PurchaseRow[]): Promise<BuyerPayment[]> {
    const refunds = rows.length
      ? await sqlOf(em)<RefundFacts & { trade_no: string }>(
          `select t.trade_no, t.refunded_amount, r.created_at as refunded_at, r.reason, coalesce(r.reason_note, '') as reason_note
             from payment_transaction t
             left join lateral (select created_at, reason, reason_note from refund where transaction_id = t.id order by id desc limit 1) r on true
            where t.trade_no = any(?::text[]) and t.refunded_amount > 0`,
          [`{${rows.map((r) => r.trade_no).join(',')}}`],
        )
      : [];
    const byTrade = new Map(refunds.map((r) => [r.trade_no, r]));
    return rows.map((r) => buyerPaymentOf(r, byTrade.get(r.trade_no)));
  }
}
