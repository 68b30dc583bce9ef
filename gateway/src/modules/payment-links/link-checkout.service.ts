import type { PayTypeConfig } from '@paydesk/shared/pay-types';
import { PayType } from '@paydesk/shared/pay-types';
import { quantityError, sellsUnits, totalError } from '@paydesk/shared/link-quantity';
import type { RequestContext } from '../../core/context';
import { sqlOf } from '../../core/database/sql';
import { moneyTransaction } from '../../core/database/money-transaction';
import { fieldError, type FieldError } from '../../core/errors';
import { Role } from '../../core/viewer';
import { offeredPayTypes } from '../reference';
import {
  buyerView,
  charge,
  paymentErrors,
  CHECKOUT_MESSAGES,
  type CheckoutPayload,
  type SandboxPayInput,
  newLinkOrderNo,
} from '../payments';
import { LINK_CHECKOUT_MESSAGES } from './link-checkout.messages';
import { linkState, unitsTaken } from './payment-link.service';

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

/** The sandbox buyer checkout of a payment link (local, test and sandbox only). */
export class LinkCheckoutService {
  /** The link's own rules (open, quantity, amount), then the rules of any payment. */
  private check(
    config: PayTypeConfig,
    link: LinkForCheckout | undefined,
    input: SandboxPayInput,
  ): { errors: FieldError[]; amount: number; quantity: number } {
    const quantity = input.quantity ?? 1;
    const refuse = (error: FieldError) => ({ errors: [error], amount: 0, quantity });
    if (!link || linkState(link) !== 'open')
      return refuse(fieldError(null, 'UNAVAILABLE', LINK_CHECKOUT_MESSAGES.unavailable));
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
      return refuse(fieldError('amount', 'OVER_ORDER', LINK_CHECKOUT_MESSAGES.overOrder));
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
        transaction: await buyerView(tx, outcome.tradeNo),
        errors: outcome.result === 'declined' ? [fieldError('cardNumber', 'DECLINED', CHECKOUT_MESSAGES.declined)] : [],
      };
    });
  }
}
