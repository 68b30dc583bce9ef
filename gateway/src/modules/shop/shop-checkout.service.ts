import { offeredPayTypes } from '../reference';
import { isWithinMax } from '@paydesk/shared/generic-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVERY_METHOD_LIST, deliveryNeedsAddress, type DeliveryMethod } from '@paydesk/shared/delivery-methods';
import { formatMoney } from '@paydesk/shared/money';
import { ORDER_STATUS_LIST, OrderStatus } from '@paydesk/shared/order-statuses';
import { payTypeLabel } from '@paydesk/shared/pay-types';
import { SHOP_MESSAGES as S } from '@paydesk/shared/shop-rules';
import { ADDRESS_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@paydesk/shared/validation-rules';
import { MerchantStatus } from '@paydesk/shared/merchant-statuses';
import type { RequestContext } from '../../core/context';
import { moneyTransaction } from '../../core/database/money-transaction';
import { sqlOf } from '../../core/database/sql';
import { fieldError, fieldErrorsOf, type FieldError } from '../../core/errors';
import { afterClause, cursorTimeSql, pageFrom, pageRequest, refusedPage, type PageArgs } from '../../core/paging';
import { VALIDATORS as V } from '../../core/validation/validators';
import { Role } from '../../core/viewer';
import type { MailService } from '../mail';
import { charge, chargeErrors, paymentErrors, CHECKOUT_MESSAGES, buyerView, newShopOrderNo } from '../payments';
import { releaseExpiredOrders } from './order-payment';
import { Store } from './shop.entities';
import type { ShopOrderBuyerPage, ShopCheckoutInput, ShopCheckoutPayload, ShopOrderView } from './shop.types';
import { cartErrors, lockAndPrice, moveUnits } from './stock';
import { approvedMethods } from './store-delivery';
import { oneOrder, ORDER_SELECT, orderViews, type OrderRow } from './order-views';
import { publishOrderEvent } from './order-events';

/** The buyer's side of the storefront: checkout (sandbox payment), the confirmation page and the buyer's orders. */
export class ShopCheckoutService {
  constructor(private readonly mail: MailService) {}

  /**
   * SPEC §5 rules of the buyer's details and the delivery: a method the store offers and its shop is approved to ship,
   * a home address, or a pickup store from the convenience-store list (never free text). Returns the errors and, for
   * a store pickup, the address line the order records.
   */
  private async buyerErrors(tx: EntityManager, input: ShopCheckoutInput, store: Store) {
    const errors = fieldErrorsOf([
      ['buyerName', V.userName(input.buyerName)],
      ['buyerEmail', V.email(input.buyerEmail)],
      ['buyerMobile', V.mobile(input.buyerMobile)],
    ]);
    const method = input.deliveryMethod as DeliveryMethod;
    let address = input.deliveryAddress.trim();
    if (!store.deliveryMethods.includes(method) || !(await approvedMethods(tx, store.merchantId, [method])).length)
      errors.push(fieldError('deliveryMethod', 'NOT_OFFERED', S.deliveryMethod));
    else if (deliveryNeedsAddress(method)) {
      if (!address) errors.push(fieldError('deliveryAddress', 'REQUIRED', S.address));
      else if (!isWithinMax(address, ADDRESS_MAX_LENGTH))
        errors.push(fieldError('deliveryAddress', 'TOO_LONG', M.address));
    } else {
      const code = (input.pickupStoreCode ?? '').trim();
      const [pickup] = code
        ? await sqlOf(tx)<{ name: string; address: string }>(
            'select name, address from convenience_store where code = ?',
            [code],
          )
        : [];
      if (!code) errors.push(fieldError('pickupStoreCode', 'REQUIRED', S.pickupStore));
      else if (!pickup) errors.push(fieldError('pickupStoreCode', 'UNKNOWN_STORE', S.pickupStoreUnknown));
      else address = `${pickup.name}（${code}）${pickup.address}`.slice(0, ADDRESS_MAX_LENGTH);
    }
    return { errors, address };
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
      const delivery = await this.buyerErrors(tx, input, store);
      const errors = [...delivery.errors, ...cart.errors];
      if (errors.length) return fail(errors);
      const priced = await lockAndPrice(tx, store.id, cart.lines);
      if (priced.errors.length) return fail(priced.errors);
      const goods = priced.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      const shippingFee = store.shippingFees[String(input.deliveryMethod)] ?? 0;
      const amount = goods + shippingFee;
      // Prices are read under the products' locks, so a price (or fee) edited while the buyer looked is caught here.
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
           delivery_method, delivery_address, pickup_store_code, amount, shipping_fee, pay_type, status)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          orderNo,
          store.id,
          store.memberId,
          ctx.viewer?.hasRole(Role.BUYER) ? ctx.viewer.memberId : null,
          attempt.buyerName,
          attempt.buyerEmail,
          input.buyerMobile.trim(),
          input.deliveryMethod,
          delivery.address,
          deliveryNeedsAddress(input.deliveryMethod as DeliveryMethod) ? null : (input.pickupStoreCode ?? '').trim(),
          amount,
          shippingFee,
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
      if (status === OrderStatus.PAID) await publishOrderEvent(tx, 'order.paid', orderId);
      const view = await oneOrder(tx, 'o.id = ?', [orderId]);
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
        ...(order.shippingFee ? [`運費 ${formatMoney(order.shippingFee)}`] : []),
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
    return oneOrder(ctx.em, 'o.order_no = ? and lower(o.buyer_email) = lower(?)', [orderNo.trim(), email.trim()]);
  }

  /**
   * The signed-in buyer's orders, one keyset page newest first by order time (demo orders are backdated, so the
   * cursor is the time and the id), or only the one numbered `orderNo`.
   */
  async mine(ctx: RequestContext, paging: PageArgs, orderNo?: string | null): Promise<ShopOrderBuyerPage> {
    const req = pageRequest(paging, true);
    if (req.errors.length) return refusedPage(req.errors);
    const where = ['o.buyer_member_id = ?'];
    const params: unknown[] = [ctx.viewer?.memberId ?? 0];
    if (orderNo != null) {
      where.push('o.order_no = ?');
      params.push(orderNo.trim());
    }
    const after = afterClause(req, 'o.id', 'o.created_at');
    const rows = await sqlOf(ctx.em)<OrderRow & { cursor_at: string }>(
      `select x.*, ${cursorTimeSql('x.created_at')} as cursor_at from (${ORDER_SELECT} where ${where.join(' and ')}
         and ${after.sql} order by o.created_at desc, o.id desc limit ?) x order by x.created_at desc, x.id desc`,
      [...params, ...after.params, req.limit],
    );
    const page = pageFrom(
      rows,
      req,
      (r) => ({ id: r.id, at: r.cursor_at }),
      (r) => r,
    );
    return { ...page, items: await orderViews(ctx.em, page.items) };
  }
}
