import { offeredPayTypes } from './accepted-pay-types';
import type { PayTypeConfig } from '@paydesk/shared/pay-types';
import { sqlOf } from '../../core/database/sql';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError, type FieldError } from '../../core/errors';
import { Role } from '../../core/viewer';
import { writeAudit } from '../audit';
import { reversePayment } from '../ledger';
import { linkState, unitsTaken } from '../payment-links';
import { TRANSACTION_STATUS_LIST, TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { PayType } from '@paydesk/shared/pay-types';
import { newLinkOrderNo } from './trade-numbers';
import { charge, paymentErrors } from './charge';
import { CHECKOUT_MESSAGES } from './checkout.messages';
import { confirmPayment } from './confirm-payment';
import { lockOrder, settlePaidOrder } from '../shop';
import type { BuyerPayment, CheckoutPayload, SandboxPayInput } from './payment.types';
import { moneyTransaction } from '../../core/database/money-transaction';
import { accountHolderId } from '../../core/auth/access';
import { purchasesOfMember, type PurchaseRow } from './member-purchases';
import { RefundStatus } from '@paydesk/shared/refund-statuses';
import { quantityError, sellsUnits, totalError } from '@paydesk/shared/link-quantity';

interface LinkForCheckout {
  id: number;
  merchant_id: number;
  member_id: number;
  title: string;
  amount: number | null;
  pay_types: number[];
  installments: number[];
  enabled: boolean;
  expires_at: string | null;
  quantity_limit: number | null;
  per_order_limit: number | null;
  merchant_status: number;
  card_methods: string[];
  taken_count: number;
}

/**
 * A payment that arrived for a closed link goes back to the payer in full, once, in the transaction that
 * recorded it: the payment entry is reversed (fee included, so the seller neither gains nor pays) and the
 * refund row says so.
 */
async function refundLatePayment(
  tx: EntityManager,
  p: { transactionId: number; memberId: number; tradeNo: string },
): Promise<void> {
  const sql = sqlOf(tx);
  const [t] = await sql<{ amount: number; fee: number }>(`select amount, fee from payment_transaction where id = ?`, [
    p.transactionId,
  ]);
  await reversePayment(tx, {
    memberId: p.memberId,
    transactionId: p.transactionId,
    amount: t.amount,
    fee: t.fee,
    idempotencyKey: `late-payment-${p.tradeNo}`,
  });
  await sql(
    `insert into refund (transaction_id, member_id, amount, fee, from_trust, from_held, status, executed_at) values (?, ?, ?, 0, ?, 0, ?, now())`,
    [p.transactionId, p.memberId, t.amount, t.amount - t.fee, RefundStatus.EXECUTED],
  );
  await sql(`update payment_transaction set refunded_amount = amount, status = ? where id = ?`, [
    TransactionStatus.REFUNDED,
    p.transactionId,
  ]);
  await writeAudit(tx, {
    memberId: p.memberId,
    actor: 'system',
    action: 'payment.late_refund',
    target: `transaction:${p.tradeNo}`,
    after: { amount: t.amount, feeReturned: t.fee },
  });
}

const buyerPaymentOf = (r: PurchaseRow): BuyerPayment => ({
  tradeNo: r.trade_no,
  merchantName: r.merchant_name,
  itemName: r.item_name,
  amount: r.amount,
  payTypeLabel: payTypeLabel(r.pay_type),
  statusLabel: TRANSACTION_STATUS_LIST.label(r.status),
  createdAt: new Date(r.created_at),
});

/** The sandbox buyer checkout (local, test and sandbox only). */
export class CheckoutService {
  /** The link's own rules (open, quantity, amount), then the rules of any payment. */
  private check(
    config: PayTypeConfig,
    link: LinkForCheckout | undefined,
    input: SandboxPayInput,
  ): { errors: FieldError[]; amount: number; quantity: number } {
    const quantity = input.quantity ?? 1;
    const refuse = (error: FieldError) => ({ errors: [error], amount: 0, quantity });
    if (!link || linkState(link) !== 'open')
      return refuse(fieldError(null, 'UNAVAILABLE', CHECKOUT_MESSAGES.unavailable));
    const unitLink = { amount: link.amount, quantityLimit: link.quantity_limit, perOrderLimit: link.per_order_limit };
    // The units left are counted under the link's row lock, so two buyers never both get the last ones.
    const unitsLeft = link.quantity_limit === null ? Infinity : link.quantity_limit - link.taken_count;
    const quantityProblem = quantityError(
      { sellsUnits: sellsUnits(unitLink), perOrderLimit: link.per_order_limit, unitsLeft },
      quantity,
    );
    if (quantityProblem) return refuse(fieldError('quantity', 'INVALID_QUANTITY', quantityProblem));
    // SPEC §5: the payment amount may not exceed the order amount (a fixed-amount link takes its own amount,
    // times the units bought).
    const orderAmount = link.amount === null ? null : link.amount * quantity;
    if (orderAmount !== null && input.amount != null && input.amount > orderAmount)
      return refuse(fieldError('amount', 'OVER_ORDER', CHECKOUT_MESSAGES.overOrder));
    // The buyer chose the units, so a total over a payment limit is a quantity to lower.
    if (link.amount !== null && quantity > 1) {
      const overTotal = totalError(link.amount, quantity, input.payType === PayType.ATM);
      if (overTotal) return refuse(fieldError('quantity', 'TOTAL_LIMIT', overTotal));
    }
    const amount = orderAmount ?? input.amount ?? 0;
    // The single-payment cap is charge()'s, as for every channel; here only what the buyer typed must be a sum.
    if (!Number.isInteger(amount) || amount < 1)
      return { errors: [fieldError('amount', 'INVALID', CHECKOUT_MESSAGES.amount)], amount, quantity };
    return {
      errors: paymentErrors(
        {
          amount,
          payTypes: offeredPayTypes(config, link.pay_types),
          installments: link.installments,
          cardMethods: link.card_methods,
        },
        input,
      ),
      amount,
      quantity,
    };
  }

  /** Card and wallets/BNPL settle the outcome at once; store code and ATM issue a code to pay later. */
  async pay(ctx: RequestContext, input: SandboxPayInput): Promise<CheckoutPayload> {
    if (ctx.config.appEnv === 'production')
      return { transaction: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    return moneyTransaction(ctx.em, async (tx) => {
      // The link row is locked so the quantity limit holds under concurrent buyers. The units taken are
      // counted by a statement of their own after the lock is granted: a subquery of the locking statement
      // would read the snapshot taken before the wait, and oversell.
      const [locked] = await sqlOf(tx)<Omit<LinkForCheckout, 'taken_count'>>(
        `select l.id, l.merchant_id, l.member_id, l.title, l.amount, l.pay_types, l.installments, l.enabled, l.expires_at, l.quantity_limit,
                l.per_order_limit, m.status as merchant_status, m.card_methods
           from payment_link l join merchant m on m.id = l.merchant_id where l.token = ? for update of l`,
        [input.token],
      );
      const link = locked && { ...locked, taken_count: await unitsTaken(tx, locked.id) };
      const { errors, amount, quantity } = this.check(ctx.config.payTypes, link, input);
      if (errors.length || !link) return { transaction: null, errors };
      const outcome = await charge(
        tx,
        {
          merchantId: link.merchant_id,
          memberId: link.member_id,
          amount,
          quantity,
          itemName: link.title,
          merchantOrderNo: newLinkOrderNo(link.id, new Date()),
          payTypes: link.pay_types,
          installments: link.installments,
          paymentLinkId: link.id,
          buyerMemberId: ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
        },
        input,
      );
      if (!outcome.ok) return { transaction: null, errors: outcome.errors };
      return {
        transaction: await this.buyerView(tx, outcome.tradeNo),
        errors: outcome.result === 'declined' ? [fieldError('cardNumber', 'DECLINED', CHECKOUT_MESSAGES.declined)] : [],
      };
    });
  }

  /**
   * Sandbox control: the buyer "pays" the store code or ATM account. An unexpired code holds its unit of the
   * link's quantity, so it can always be paid; if the seller closed the link meanwhile, the money still
   * arrives (the buyer paid at the counter), so it is recorded and refunded in full, as a real gateway does.
   */
  async markPaid(ctx: RequestContext, tradeNo: string): Promise<CheckoutPayload> {
    if (ctx.config.appEnv === 'production')
      return { transaction: null, errors: [fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)] };
    return moneyTransaction(ctx.em, async (tx) => {
      const sql = sqlOf(tx);
      const [t] = await sql<{
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
      // Lock order as in pay() and placeOrder(): the link or the store order (with its products) first, then the
      // transaction (confirmPayment) and the ledger.
      const order = t?.shop_order_id ? await lockOrder(tx, { id: t.shop_order_id }) : null;
      const [link] = t?.payment_link_id
        ? await sql<{ enabled: boolean; expires_at: string | null; merchant_status: number }>(
            `select l.enabled, l.expires_at, m.status as merchant_status from payment_link l join merchant m on m.id = l.merchant_id where l.id = ? for update of l`,
            [t.payment_link_id],
          )
        : [];
      const paidAt = new Date();
      if (!t || !(await confirmPayment(tx, t.id, paidAt)))
        return { transaction: null, errors: [fieldError(null, 'NOT_AWAITING', CHECKOUT_MESSAGES.notAwaiting)] };
      if (order) await settlePaidOrder(tx, order, paidAt);
      // The code's own unit is reserved, so only a closed link (not the quantity) can refuse it now.
      if (link && linkState({ ...link, quantity_limit: null, taken_count: 0 }) !== 'open') {
        await refundLatePayment(tx, { transactionId: t.id, memberId: t.member_id, tradeNo });
        return {
          transaction: await this.buyerView(tx, tradeNo),
          errors: [fieldError(null, 'LINK_CLOSED', CHECKOUT_MESSAGES.lateClosed)],
        };
      }
      return { transaction: await this.buyerView(tx, tradeNo), errors: [] };
    });
  }

  /** The signed-in buyer's own payments, newest first. */
  async myPayments(ctx: RequestContext): Promise<BuyerPayment[]> {
    const rows = await sqlOf(ctx.em)<PurchaseRow>(
      `select t.trade_no, m.name as merchant_name, t.item_name, t.amount, t.pay_type, t.status, t.created_at
         from payment_transaction t join merchant m on m.id = t.merchant_id where t.buyer_member_id = ? order by t.created_at desc limit 100`,
      [ctx.viewer?.memberId ?? 0],
    );
    return rows.map(buyerPaymentOf);
  }

  /** A personal member's own purchases, made with its verified email or mobile; the account holder only. */
  async memberPurchases(ctx: RequestContext): Promise<BuyerPayment[]> {
    return (await purchasesOfMember(ctx.em, accountHolderId(ctx.viewer))).map(buyerPaymentOf);
  }

  async buyerView(tx: EntityManager, tradeNo: string) {
    const [t] = await sqlOf(tx)<{
      trade_no: string;
      merchant_order_no: string;
      amount: number;
      quantity: number;
      pay_type: number;
      status: number;
      payment_code: string | null;
      code_expires_at: string | null;
      paid_at: string | null;
      installments: number;
      failure_reason: string | null;
    }>(
      `select trade_no, merchant_order_no, amount, quantity, pay_type, status, payment_code, code_expires_at, paid_at, installments, failure_reason from payment_transaction where trade_no = ?`,
      [tradeNo],
    );
    return {
      tradeNo: t.trade_no,
      merchantOrderNo: t.merchant_order_no,
      amount: t.amount,
      quantity: t.quantity,
      payType: t.pay_type,
      status: t.status,
      paymentCode: t.payment_code,
      codeExpiresAt: t.code_expires_at ? new Date(t.code_expires_at) : null,
      paidAt: t.paid_at ? new Date(t.paid_at) : null,
      installments: t.installments,
      failureReason: t.failure_reason,
    };
  }
}
