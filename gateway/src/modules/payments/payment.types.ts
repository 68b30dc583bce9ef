import { DateRange } from '../../schema/date-range';
import { CalendarDate } from '../../schema/calendar';
import { RefundReason } from '@paydesk/shared/refund-reasons';
import { NotifyLogView } from '../notify';
import { PayType } from '@paydesk/shared/pay-types';
import { TransactionStatus } from '@paydesk/shared/transaction-statuses';
import { TRANSACTION_PAGE_SIZE } from '@paydesk/shared/api-reference';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../schema/money';
import { FieldError } from '../../core/errors';
import { PageOf } from '../../core/paging';
import { LedgerLine } from '../ledger';

@InputType()
export class SandboxPayInput {
  @Field(() => String, { description: "The payment link's public token" }) token!: string;
  @Field(() => Int, { nullable: true, description: 'Only when the link lets the buyer enter the amount' }) amount?:
    number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Units to buy (default 1); more than 1 only on a link that sells units (fixed amount and quantity limit)',
  })
  quantity?: number | null;
  @Field(() => PayType, { description: 'Pay type' }) payType!: number;
  @Field(() => String, { description: 'Card number for card payments', nullable: true }) cardNumber?: string | null;
  @Field(() => Int, { description: 'Instalment count', nullable: true }) installments?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'SPEC §3 card method with pay type CREDIT: credit (default), creditred, creditunionpay or applepay',
  })
  cardMethod?: string | null;
  @Field(() => String, { description: 'Buyer name' }) buyerName!: string;
  @Field(() => String, { description: 'Buyer email' }) buyerEmail!: string;
  @Field(() => String, { nullable: true, description: '手機條碼 (e-invoice mobile carrier): / and 7 of A-Z 0-9 + - .' })
  mobileBarcode?: string | null;
}

@ObjectType({ description: "A buyer's view of their payment" })
export class BuyerTransaction {
  @Field(() => String) tradeNo!: string;
  @Field(() => String) merchantOrderNo!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int, { description: 'Units bought' }) quantity!: number;
  @Field(() => PayType) payType!: number;
  @Field(() => TransactionStatus) status!: number;
  @Field(() => String, { nullable: true, description: 'Store code or ATM virtual account to pay with' }) paymentCode!:
    string | null;
  @Field(() => Date, { nullable: true }) codeExpiresAt!: Date | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Int) installments!: number;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
}

@ObjectType({ description: 'A payment in the buyer area' })
export class BuyerPayment {
  @Field(() => String) tradeNo!: string;
  @Field(() => String) merchantName!: string;
  @Field(() => String) itemName!: string;
  @Field(() => Int) amount!: number;
  @Field(() => String) payTypeLabel!: string;
  @Field(() => String) statusLabel!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { description: 'Refunded so far' }) refundedAmount!: number;
  @Field(() => Date, { nullable: true, description: 'When the last refund was made' }) refundedAt!: Date | null;
  @Field(() => Boolean, { description: 'A charge of a recurring (定期定額) subscription' }) recurring!: boolean;
  @Field(() => String, { nullable: true, description: "The latest refund's reason as the buyer reads it" })
  refundReason!: string | null;
}

@ObjectType({ description: "A page of a buyer's payments, newest first by payment time" })
export class BuyerPaymentPage extends PageOf(BuyerPayment) {}

@ObjectType()
export class CheckoutPayload {
  @Field(() => BuyerTransaction, { nullable: true }) transaction!: BuyerTransaction | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: "A seller's transaction" })
export class TransactionView {
  @Field(() => Int) id!: number;
  @Field(() => String) tradeNo!: string;
  @Field(() => String, { nullable: true }) merchantOrderNo!: string | null;
  @Field(() => Int) merchantId!: number;
  @Field(() => String) merchantName!: string;
  @Field(() => String) itemName!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int) fee!: number;
  @Field(() => PayType) payType!: number;
  @Field(() => String) payTypeLabel!: string;
  @Field(() => TransactionStatus) status!: number;
  @Field(() => String) statusLabel!: string;
  @Field(() => Int) installments!: number;
  @Field(() => String) buyerName!: string;
  @Field(() => String) buyerEmail!: string;
  @Field(() => String, { nullable: true, description: '手機條碼 the buyer gave for the e-invoice' })
  mobileBarcode!: string | null;
  @Field(() => Int) refundedAmount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => Date, { nullable: true }) settleDueAt!: Date | null;
  @Field(() => Date, { nullable: true }) settledAt!: Date | null;
}

@InputType()
export class TransactionFilter {
  @Field(() => CalendarDate, {
    nullable: true,
    description: 'First day (Taiwan date); default 3 days before `to`; never before 2022-08-01',
  })
  from?: string | null;
  @Field(() => CalendarDate, { nullable: true, description: 'Last day (Taiwan date), inclusive; default today' }) to?:
    string | null;
  @Field(() => TransactionStatus, { description: 'Transaction status', nullable: true }) status?: number | null;
  @Field(() => PayType, { description: 'Pay type', nullable: true }) payType?: number | null;
  @Field(() => String, { description: 'PayDesk trade number', nullable: true }) tradeNo?: string | null;
  @Field(() => String, { description: "The shop's own order number", nullable: true }) merchantOrderNo?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'One search box: buyer name (from its start), email, mobile, amount, order number or trade number; within the seller’s own payments',
  })
  search?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only payment-link (uop) transactions' }) paymentLinksOnly?:
    boolean | null;
  @Field(() => String, { nullable: true, description: 'Keyset cursor from the previous page' }) after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: `Page size: default ${TRANSACTION_PAGE_SIZE.default}, 1 to ${TRANSACTION_PAGE_SIZE.max}; outside that the answer carries a field error (first, OUT_OF_RANGE) and no rows`,
  })
  first?: number | null;
}

@ObjectType()
export class TransactionPage {
  @Field(() => [TransactionView]) items!: TransactionView[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  nextCursor!: string | null;
  @Field(() => Boolean, { description: 'Whether another page follows (then nextCursor is set)' }) hasNextPage!: boolean;
  @Field(() => Int) totalCount!: number;
  @Field(() => Money) totalAmount!: number;
  @Field(() => CalendarDate, {
    description: 'The first day the page covers (the default when none was given)',
    deprecationReason: 'Use `range`, which also names the defaults',
  })
  from!: string;
  @Field(() => CalendarDate, {
    description: 'The last day the page covers (the default when none was given)',
    deprecationReason: 'Use `range`, which also names the defaults',
  })
  to!: string;
  @Field(() => DateRange, { description: 'The Taiwan days this page covers, defaults filled in' })
  range!: DateRange;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: 'A refund of a transaction; reserved ones wait for the held-funds balance' })
export class RefundView {
  @Field(() => Int) id!: number;
  @Field(() => Int) amount!: number;
  @Field(() => Int) fee!: number;
  @Field(() => Boolean) reserved!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) executedAt!: Date | null;
  @Field(() => RefundReason, {
    nullable: true,
    description: 'Why it was refunded (none on refunds made before reasons)',
  })
  reason!: number | null;
  @Field(() => String, { description: "The seller's note on the reason ('' when none)" }) note!: string;
}

@ObjectType()
export class TransactionDetail {
  @Field(() => TransactionView) transaction!: TransactionView;
  @Field(() => Int, { description: 'What may still be refunded' }) refundable!: number;
  @Field(() => Int, { description: 'Refund fee for this pay type (SPEC §9)' }) refundFee!: number;
  @Field(() => [LedgerLine]) entries!: LedgerLine[];
  @Field(() => [RefundView]) refunds!: RefundView[];
  @Field(() => NotifyLogView, { nullable: true, description: "The shop's paid callback and its attempts" })
  notify!: NotifyLogView | null;
}

@InputType()
export class RefundInput {
  @Field(() => String, { description: 'PayDesk trade number' }) tradeNo!: string;
  @Field(() => Int, { description: 'Amount to refund, integer TWD' }) amount!: number;
  @Field(() => RefundReason, { description: 'Why: required; OTHER needs a note' }) reason!: number;
  @Field(() => String, { nullable: true, description: 'Up to 100 characters; required with OTHER' })
  note?: string | null;
  @Field(() => String, { description: 'One per submission; a retry with it never refunds twice' })
  idempotencyKey!: string;
}

@ObjectType()
export class RefundPayload {
  @Field(() => TransactionView, { nullable: true }) transaction!: TransactionView | null;
  @Field(() => Boolean, {
    description: 'The balance could not cover it yet: reserved, executed by the settlement job when it can',
  })
  reserved!: boolean;
  @Field(() => Int, { nullable: true }) fromTrust!: number | null;
  @Field(() => Int, { nullable: true }) fromHeld!: number | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}
