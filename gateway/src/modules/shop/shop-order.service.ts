import { offeredPayTypes } from '../reference/accepted-pay-types';
import { isWithinMax } from '@paydesk/shared/generic-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVERY_METHOD_LIST, deliveryNeedsAddress, type DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { formatMoney } from '@paydesk/shared/money';
import { ORDER_STATUS_LIST, OrderStatus } from '@paydesk/shared/order-statuses';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import { ownerId } from '../../core/auth/access';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { pgArray, sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { VALIDATORS as V } from '../../core/validation/validators';
import { Role } from '../../core/viewer';
import { actorOf, writeAudit } from '../audit/audit';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_PATTERN,
  requestHash,
  storeIdempotentResponse,
} from '../ledger/idempotency';
import type { MailService } from '../mail/mail.service';
import { charge, chargeErrors, paymentErrors } from '../payments/charge';
import { CHECKOUT_MESSAGES } from '../payments/checkout.messages';
import { buyerView } from '../payments/buyer-view';
import type { RefundService } from '../payments/refund.service';
import { newShopOrderNo } from '../payments/trade-numbers';
import { closeUnpaidOrder, lockOrder, releaseExpiredOrders } from './order-payment';
import { Store } from './shop.entities';
import type {
  ShopCheckoutInput,
  ShopCheckoutPayload,
  RefundShopOrderInput,
  ShopOrderFilter,
  ShopOrderPayload,
  ShopOrderView,
} from './shop.types';
import { cartErrors, lockAndPrice, moveUnits, orderLines } from './stock';

interface OrderRow {
  id: number;
  order_no: string;
  store_id: number;
  store_name: string;
  store_slug: string;
  member_id: number;
  status: number;
  amount: number;
  pay_type: number;
  buyer_name: string;
  buyer_email: string;
  buyer_mobile: string;
  delivery_method: number;
  delivery_address: string;
  cancel_reason: string | null;
  restocked: boolean;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  completed_at: string | null;
  closed_at: string | null;
  trade_no: string | null;
  payment_code: string | null;
  code_expires_at: string | null;
  refunded_amount: number | null;
}

const SELECT = `select o.*, s.name as store_name, s.slug as store_slug,
    t.trade_no, t.payment_code, t.code_expires_at, t.refunded_amount
  from shop_order o join store s on s.id = o.store_id left join payment_transaction t on t.id = o.transaction_id`;

const date = (value: string | null) => (value ? new Date(value) : null);

/** Storefront orders: the buyer's checkout, the seller's order desk, the buyer area and the expiry job. */
export class ShopOrderService {
  constructor(
    private readonly refunds: RefundService,
    private readonly mail: MailService,
  ) {}

  private async views(em: EntityManager, rows: OrderRow[]): Promise<ShopOrderView[]> {
    if (!rows.length) return [];
    const items = await sqlOf(em)<{
      order_id: number;
      product_id: number;
      name: string;
      unit_price: number;
      quantity: number;
    }>(`select * from shop_order_item where order_id = any(?::int[]) order by order_id, product_id`, [
      pgArray(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => ({
      orderNo: r.order_no,
      storeId: r.store_id,
      storeName: r.store_name,
      storeSlug: r.store_slug,
      status: r.status,
      amount: r.amount,
      payType: r.pay_type,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      buyerMobile: r.buyer_mobile,
      deliveryMethod: r.delivery_method,
      deliveryAddress: r.delivery_address,
      items: items
        .filter((i) => i.order_id === r.id)
        .map((i) => ({ productId: i.product_id, name: i.name, unitPrice: i.unit_price, quantity: i.quantity })),
      tradeNo: r.trade_no,
      paymentCode: r.status === OrderStatus.AWAITING_PAYMENT ? r.payment_code : null,
      codeExpiresAt: r.status === OrderStatus.AWAITING_PAYMENT ? date(r.code_expires_at) : null,
      refundedAmount: r.refunded_amount ?? 0,
      cancelReason: r.cancel_reason,
      restocked: r.restocked,
      createdAt: new Date(r.created_at),
      paidAt: date(r.paid_at),
      shippedAt: date(r.shipped_at),
      completedAt: date(r.completed_at),
      closedAt: date(r.closed_at),
    }));
  }

  private async one(em: EntityManager, where: string, params: unknown[]): Promise<ShopOrderView | null> {
    const rows = await sqlOf(em)<OrderRow>(`${SELECT} where ${where}`, params);
    return (await this.views(em, rows))[0] ?? null;
  }

  /** SPEC §5 rules of the buyer's details and the delivery the store offers. */
  private buyerErrors(input: ShopCheckoutInput, store: Store): FieldError[] {
    const errors = fieldErrorsOf([
      ['buyerName', V.userName(input.buyerName)],
      ['buyerEmail', V.email(input.buyerEmail)],
      ['buyerMobile', V.mobile(input.buyerMobile)],
    ]);
    const method = input.deliveryMethod as DeliveryMethod;
    if (!store.deliveryMethods.includes(method))
      errors.push(fieldError('deliveryMethod', 'NOT_OFFERED', S.deliveryMethod));
    else {
      const address = input.deliveryAddress.trim();
      if (!address)
        errors.push(
          fieldError('deliveryAddress', 'REQUIRED', deliveryNeedsAddress(method) ? S.address : S.pickupStore),
        );
      else if (!isWithinMax(address, ADDRESS_MAX_LENGTH))
        errors.push(fieldError('deliveryAddress', 'TOO_LONG', M.address));
    }
    return errors;
  }

  /**
   * The buyer's checkout (sandbox payment). Everything is checked before anything is written; the products are
   * locked (id order) so the units counted are the units taken. A card or wallet sells the units at once, a store
   * code or ATM account reserves them until it is paid or expires, a declined card takes none.
   */
  async place(ctx: RequestContext, input: ShopCheckoutInput): Promise<ShopCheckoutPayload> {
    const fail = (errors: FieldError[]): ShopCheckoutPayload => ({ order: null, transaction: null, errors });
    if (ctx.config.appEnv === 'production')
      return fail([fieldError(null, 'NOT_SANDBOX', CHECKOUT_MESSAGES.notSandbox)]);
    await releaseExpiredOrders(ctx.em);
    const cart = cartErrors(input.lines);
    return moneyTransaction(ctx.em, async (tx) => {
      const store = await tx.findOne(Store, { slug: input.slug.trim() });
      const [shop] = store
        ? await sqlOf(tx)<{ status: number; card_methods: string[] }>(
            'select status, card_methods from merchant where id = ?',
            [store.merchantId],
          )
        : [];
      if (!store) return fail([fieldError(null, 'NOT_FOUND', S.storeNotFound)]);
      if (!store.isOpen || shop?.status !== MerchantStatus.ACTIVE)
        return fail([fieldError(null, 'STORE_CLOSED', S.storeClosed)]);
      const errors = [...this.buyerErrors(input, store), ...cart.errors];
      if (errors.length) return fail(errors);
      const priced = await lockAndPrice(tx, store.id, cart.lines);
      if (priced.errors.length) return fail(priced.errors);
      const amount = priced.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      // Prices are read under the products' locks, so a price edited while the buyer looked is caught here.
      if (amount !== input.expectedAmount)
        return fail([fieldError('expectedAmount', 'PRICE_CHANGED', S.priceChanged(formatMoney(amount)))]);
      const attempt = { ...input, buyerName: input.buyerName.trim(), buyerEmail: input.buyerEmail.trim() };
      const payment = paymentErrors(
        {
          amount,
          payTypes: offeredPayTypes(ctx.config.payTypes, store.payTypes),
          installments: store.installments,
          cardMethods: shop.card_methods,
        },
        attempt,
      );
      if (payment.length) return fail(payment);
      // charge() runs these again, but they lock the shop and the seller, which must come before the order's rows.
      const refused = await chargeErrors(
        tx,
        { merchantId: store.merchantId, memberId: store.memberId, amount },
        input.payType,
      );
      if (refused.length) return fail(refused);
      const orderNo = newShopOrderNo();
      const sql = sqlOf(tx);
      const [inserted] = await sql<{ id: number }>(
        `insert into shop_order (order_no, store_id, member_id, buyer_member_id, buyer_name, buyer_email, buyer_mobile,
           delivery_method, delivery_address, amount, pay_type, status)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          orderNo,
          store.id,
          store.memberId,
          ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
          attempt.buyerName,
          attempt.buyerEmail,
          input.buyerMobile.trim(),
          input.deliveryMethod,
          input.deliveryAddress.trim(),
          amount,
          input.payType,
          OrderStatus.AWAITING_PAYMENT,
        ],
      );
      const orderId = Number(inserted?.id);
      for (const line of priced.lines)
        await sql(
          `insert into shop_order_item (order_id, product_id, name, unit_price, quantity) values (?, ?, ?, ?, ?)`,
          [orderId, line.productId, line.name, line.unitPrice, line.quantity],
        );
      const [first, ...others] = priced.lines;
      const outcome = await charge(
        tx,
        {
          merchantId: store.merchantId,
          memberId: store.memberId,
          amount,
          itemName: `${store.name}：${first?.name ?? ''}${others.length ? ` 等 ${priced.lines.length} 項` : ''}`,
          merchantOrderNo: orderNo,
          payTypes: store.payTypes,
          installments: store.installments,
          shopOrderId: orderId,
          buyerMemberId: ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
        },
        attempt,
      );
      if (!outcome.ok) throw new Error('charge refused after its checks passed');
      const status =
        outcome.result === 'paid'
          ? OrderStatus.PAID
          : outcome.result === 'awaiting'
            ? OrderStatus.AWAITING_PAYMENT
            : OrderStatus.FAILED;
      if (outcome.result !== 'declined')
        await moveUnits(tx, outcome.result === 'paid' ? 'sell' : 'reserve', priced.lines);
      await sql(`update shop_order set transaction_id = ?, status = ?, paid_at = ?, closed_at = ? where id = ?`, [
        outcome.transactionId,
        status,
        status === OrderStatus.PAID ? new Date() : null,
        status === OrderStatus.FAILED ? new Date() : null,
        orderId,
      ]);
      const view = await this.one(tx, 'o.id = ?', [orderId]);
      if (!view) throw new Error('the order just written is missing');
      if (outcome.result !== 'declined') await this.sendConfirmation(ctx, tx, view);
      return {
        order: view,
        transaction: await buyerView(tx, outcome.tradeNo),
        errors: outcome.result === 'declined' ? [fieldError('cardNumber', 'DECLINED', CHECKOUT_MESSAGES.declined)] : [],
      };
    });
  }

  private async sendConfirmation(ctx: RequestContext, tx: EntityManager, order: ShopOrderView): Promise<void> {
    const link = `${ctx.config.appUrl}${ctx.config.basePath}/store/${order.storeSlug}/order/${order.orderNo}`;
    const lines = order.items.map((i) => `・${i.name} × ${i.quantity}　${formatMoney(i.unitPrice * i.quantity)}`);
    const payment =
      order.status === OrderStatus.AWAITING_PAYMENT && order.paymentCode
        ? `請於期限內以${payTypeLabel(order.payType)}繳費，繳費代碼：${order.paymentCode}`
        : `付款方式：${payTypeLabel(order.payType)}（${ORDER_STATUS_LIST.label(order.status)}）`;
    await this.mail.send(tx, {
      to: order.buyerEmail,
      subject: `【${order.storeName}】訂單成立通知 ${order.orderNo}`,
      text: [
        `${order.buyerName} 您好：`,
        '',
        `感謝您在「${order.storeName}」購物，訂單編號 ${order.orderNo}。`,
        ...lines,
        `合計 ${formatMoney(order.amount)}`,
        payment,
        `配送方式：${DELIVERY_METHOD_LIST.label(order.deliveryMethod)}（${order.deliveryAddress}）`,
        '',
        `訂單查詢：${link}`,
      ].join('\n'),
    });
  }

  /** The confirmation page: an order seen by whoever knows its number and the buyer's email. */
  async receipt(ctx: RequestContext, orderNo: string, email: string): Promise<ShopOrderView | null> {
    return this.one(ctx.em, 'o.order_no = ? and lower(o.buyer_email) = lower(?)', [orderNo.trim(), email.trim()]);
  }

  /** The signed-in buyer's orders, newest first. */
  async mine(ctx: RequestContext): Promise<ShopOrderView[]> {
    const rows = await sqlOf(ctx.em)<OrderRow>(
      `${SELECT} where o.buyer_member_id = ? order by o.created_at desc limit 100`,
      [ctx.viewer?.memberId ?? 0],
    );
    return this.views(ctx.em, rows);
  }

  /** The seller's orders with filters, newest first (at most 500; the CSV export takes them all). */
  async list(ctx: RequestContext, filter: ShopOrderFilter = {}, limit = 500): Promise<ShopOrderView[]> {
    const where = ['o.member_id = ?'];
    const params: unknown[] = [ownerId(ctx)];
    const add = (condition: string, value: unknown) => {
      where.push(condition);
      params.push(value);
    };
    const isDay = (value: string | null | undefined): value is string => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');
    if (filter.storeId) add('o.store_id = ?', filter.storeId);
    if (filter.status) add('o.status = ?', filter.status);
    if (isDay(filter.from)) add(`o.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'`, filter.from);
    if (isDay(filter.to)) add(`o.created_at < ((?::date) + 1)::timestamp at time zone 'Asia/Taipei'`, filter.to);
    const keyword = (filter.keyword ?? '').trim();
    if (keyword) {
      where.push(`(o.order_no = ? or o.buyer_name = ? or lower(o.buyer_email) = lower(?) or o.buyer_mobile = ?)`);
      params.push(keyword, keyword, keyword, keyword);
    }
    const rows = await sqlOf(ctx.em)<OrderRow>(
      `${SELECT} where ${where.join(' and ')} order by o.created_at desc, o.id desc limit ?`,
      [...params, limit],
    );
    return this.views(ctx.em, rows);
  }

  async get(ctx: RequestContext, orderNo: string): Promise<ShopOrderView | null> {
    return this.one(ctx.em, 'o.order_no = ? and o.member_id = ?', [orderNo.trim(), ownerId(ctx)]);
  }

  /** A status step of the seller's (ship, complete), allowed by the order state machine. */
  private async step(
    ctx: RequestContext,
    orderNo: string,
    to: OrderStatus,
    refusal: string,
    column: 'shipped_at' | 'completed_at',
  ): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const result = await moneyTransaction(ctx.em, async (tx) => {
      const order = await lockOrder(tx, { orderNo: orderNo.trim(), memberId });
      if (!order) return fieldError(null, 'NOT_FOUND', S.orderNotFound);
      if (!ORDER_STATUS_LIST.canMove(order.status, to)) return fieldError(null, 'NOT_ALLOWED', refusal);
      await sqlOf(tx)(`update shop_order set status = ?, ${column} = now(), updated_at = now() where id = ?`, [
        to,
        order.id,
      ]);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: `order.${ORDER_STATUS_LIST.keyOf(to)?.toLowerCase()}`,
        target: `order:${order.order_no}`,
        before: { status: order.status },
        after: { status: to },
      });
      return null;
    });
    return result ? { order: null, errors: [result] } : { order: await this.get(ctx, orderNo), errors: [] };
  }

  ship(ctx: RequestContext, orderNo: string) {
    return this.step(ctx, orderNo, OrderStatus.SHIPPED, S.notShippable, 'shipped_at');
  }

  complete(ctx: RequestContext, orderNo: string) {
    return this.step(ctx, orderNo, OrderStatus.COMPLETED, S.notCompletable, 'completed_at');
  }

  /** The seller cancels an unpaid order: its units go back on sale and its code can no longer be paid. */
  async cancel(ctx: RequestContext, orderNo: string): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const error = await moneyTransaction(ctx.em, async (tx) => {
      const order = await lockOrder(tx, { orderNo: orderNo.trim(), memberId });
      if (!order) return fieldError(null, 'NOT_FOUND', S.orderNotFound);
      if (!(await closeUnpaidOrder(tx, order, 'seller', '訂單已由賣家取消')))
        return fieldError(null, 'NOT_ALLOWED', S.notCancellable);
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'order.cancel',
        target: `order:${order.order_no}`,
        before: { status: order.status },
        after: { status: OrderStatus.CANCELLED },
      });
      return null;
    });
    return error ? { order: null, errors: [error] } : { order: await this.get(ctx, orderNo), errors: [] };
  }

  /**
   * Refunds what is left of a paid order through the transaction refund (the ledger decides trust or held funds,
   * or reserves it), idempotent by key; with `restock` the units go back on sale. Order, products, payment and
   * ledger are locked in that order, in one transaction.
   */
  async refund(ctx: RequestContext, input: RefundShopOrderInput): Promise<ShopOrderPayload> {
    const memberId = ownerId(ctx);
    const fail = (code: string, message: string): ShopOrderPayload => ({
      order: null,
      errors: [fieldError(null, code, message)],
    });
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) return fail('IDEMPOTENCY_KEY', M.formInvalid);
    type Stored = { ok: boolean; code?: string; message?: string };
    const outcome = await moneyTransaction(ctx.em, async (tx): Promise<Stored> => {
      const claim = await claimIdempotencyKey<Stored>(tx, {
        memberId,
        key: input.idempotencyKey,
        operation: 'order_refund',
        hash: requestHash({ o: input.orderNo, r: input.restock }),
      });
      if (!claim.first)
        return claim.sameRequest && claim.response ? claim.response : { ok: false, code: 'IDEMPOTENCY_KEY_REUSED' };
      const order = await lockOrder(tx, { orderNo: input.orderNo.trim(), memberId });
      let result: Stored;
      if (!order) result = { ok: false, code: 'NOT_FOUND', message: S.orderNotFound };
      else if (!ORDER_STATUS_LIST.canMove(order.status, OrderStatus.REFUNDED) || !order.transaction_id)
        result = { ok: false, code: 'NOT_REFUNDABLE', message: S.notRefundable };
      else result = await this.refundLocked(ctx, tx, memberId, order, input);
      await storeIdempotentResponse(tx, memberId, input.idempotencyKey, result);
      return result;
    });
    if (!outcome.ok) return fail(outcome.code ?? 'FAILED', outcome.message ?? S.notRefundable);
    return { order: await this.get(ctx, input.orderNo), errors: [] };
  }

  private async refundLocked(
    ctx: RequestContext,
    tx: EntityManager,
    memberId: number,
    order: { id: number; order_no: string; status: number; transaction_id: number | null },
    input: RefundShopOrderInput,
  ): Promise<{ ok: boolean; code?: string; message?: string }> {
    const sql = sqlOf(tx);
    const [t] = await sql<{ trade_no: string; amount: number; refunded_amount: number }>(
      'select trade_no, amount, refunded_amount from payment_transaction where id = ?',
      [order.transaction_id],
    );
    if (!t || t.amount - t.refunded_amount < 1) return { ok: false, code: 'NOT_REFUNDABLE', message: S.notRefundable };
    if (input.restock) await moveUnits(tx, 'restock', await orderLines(tx, order.id));
    const refunded = await this.refunds.refundInTransaction(ctx, tx, memberId, {
      tradeNo: t.trade_no,
      amount: t.amount - t.refunded_amount,
      idempotencyKey: `order-${input.idempotencyKey}`,
    });
    if (!refunded.ok) throw new Error(`order refund refused by the transaction: ${refunded.code}`);
    await sql(`update shop_order set status = ?, restocked = ?, closed_at = now(), updated_at = now() where id = ?`, [
      OrderStatus.REFUNDED,
      input.restock,
      order.id,
    ]);
    await writeAudit(tx, {
      memberId,
      actor: actorOf(ctx.viewer),
      action: 'order.refund',
      target: `order:${order.order_no}`,
      before: { status: order.status },
      after: { status: OrderStatus.REFUNDED, restock: input.restock, amount: t.amount - t.refunded_amount },
    });
    return { ok: true };
  }
}
