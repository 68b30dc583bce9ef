import { PageOf } from '../../core/paging';
import { MemberType } from '@paydesk/shared/member-types';
import { WithdrawalStatus } from '@paydesk/shared/withdrawal-statuses';
import { BankAccountState } from '@paydesk/shared/bank-account-states';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../schema/money';
import { FieldError } from '../../core/errors';
import { LedgerLine } from '../ledger';

@ObjectType({ description: 'A payment waiting in trust, with when it is released' })
export class PendingItem {
  @Field(() => String) tradeNo!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Int) fee!: number;
  @Field(() => Int, { description: 'What is left of it in trust (amount less fee and refunds)' }) inTrust!: number;
  @Field(() => Date, { nullable: true }) settleDueAt!: Date | null;
}

@ObjectType({ description: 'The held-funds balance, split and explained' })
export class BalanceSummary {
  @Field(() => Money, { description: 'In trust: collected, not yet settled' }) pending!: number;
  @Field(() => Money, { description: 'In the held-funds account: available to withdraw' }) available!: number;
  @Field(() => Money, { description: 'Withdrawals on their way to the bank' }) withdrawing!: number;
  @Field(() => Money, { description: 'Part of the available balance kept for reserved refunds (not withdrawable)' })
  reservedRefunds!: number;
  @Field(() => Money, { description: 'What may be withdrawn now: available less reserved refunds, never below zero' })
  withdrawable!: number;
  @Field(() => [PendingItem]) pendingItems!: PendingItem[];
  @Field(() => Int) withdrawalFee!: number;
  @Field(() => Int) withdrawLimit!: number;
  @Field(() => Boolean, { description: 'The sandbox settlement clock is available' }) sandbox!: boolean;
  @Field(() => Int, { description: 'Days the sandbox settlement clock is ahead' }) clockOffsetDays!: number;
}

@ObjectType({ description: "The member's one withdrawal account (given at completion or in 提領設定)" })
export class BankAccountView {
  @Field(() => String, { description: 'Three-digit bank code' }) bankCode!: string;
  @Field(() => String, { description: 'Four-digit branch code; empty when not given' }) branchCode!: string;
  @Field(() => String, { description: 'Masked account number' }) accountNoMasked!: string;
  @Field(() => String, { description: "The account holder: the member's registered name" }) accountName!: string;
  @Field(() => BankAccountState, {
    description: 'Pending until an operator verifies it once; a change sends it back to pending',
  })
  state!: BankAccountState;
  @Field(() => String, { description: 'zh-TW label of the state' }) stateLabel!: string;
  @Field(() => Boolean, { description: 'The state is VERIFIED: withdrawals are allowed' }) verified!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The operator's reason when verification failed; cleared by saving a new account",
  })
  rejectReason!: string | null;
}

@ObjectType({ description: 'A withdrawal account nobody has verified or rejected yet (operators)' })
export class PendingBankAccountView {
  @Field(() => Int) memberId!: number;
  @Field(() => String) memberName!: string;
  @Field(() => String) loginName!: string;
  @Field(() => MemberType) memType!: number;
  @Field(() => String) bankCode!: string;
  @Field(() => String) branchCode!: string;
  @Field(() => String, { description: 'Masked account number' }) accountNoMasked!: string;
  @Field(() => String) accountName!: string;
  @Field(() => Date, { description: 'When the member saved it' }) updatedAt!: Date;
}

@InputType()
export class BankAccountInput {
  @Field(() => String, { description: 'Three-digit bank code' }) bankCode!: string;
  @Field(() => String, { description: 'Four-digit branch code', nullable: true }) branchCode?: string | null;
  @Field(() => String, { description: 'Account number, digits only' }) accountNo!: string;
}

@ObjectType()
export class BankAccountPayload {
  @Field(() => BankAccountView, { nullable: true }) bankAccount!: BankAccountView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class WithdrawalView {
  @Field(() => Int) id!: number;
  @Field(() => Int) amount!: number;
  @Field(() => Int) fee!: number;
  @Field(() => Int) net!: number;
  @Field(() => WithdrawalStatus) status!: number;
  @Field(() => String) statusLabel!: string;
  @Field(() => String) bankAccountMasked!: string;
  @Field(() => Date) requestedAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the bank returned it (FAILED only); the amount is back in the held funds',
  })
  failReason!: string | null;
}

@ObjectType({ description: 'A page of the withdrawal accounts awaiting verification, longest waiting first' })
export class PendingBankAccountPage extends PageOf(
  PendingBankAccountView,
  'longest waiting first (by when the account was saved, then member id)',
) {}

@ObjectType({ description: "A page of the signed-in member's withdrawals, newest first" })
export class WithdrawalPage extends PageOf(WithdrawalView) {}

@ObjectType({ description: "A page of the member's ledger postings, newest first" })
export class LedgerLinePage extends PageOf(LedgerLine) {}

@InputType()
export class WithdrawInput {
  @Field(() => Int, { description: 'Amount, integer TWD' }) amount!: number;
  @Field(() => String, { description: 'One per submission; a retry with it never withdraws twice' })
  idempotencyKey!: string;
}

@ObjectType()
export class WithdrawPayload {
  @Field(() => WithdrawalView, { nullable: true }) withdrawal!: WithdrawalView | null;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType({ description: "An operator's record of a withdrawal the bank returned" })
export class FailWithdrawalPayload {
  @Field(() => Boolean, { description: 'The withdrawal failed now; false when it was not on its way' })
  failed!: boolean;
  @Field(() => [FieldError]) errors!: FieldError[];
}

@ObjectType()
export class ClockPayload {
  @Field(() => Int) offsetDays!: number;
  @Field(() => Int) settled!: number;
  @Field(() => [FieldError]) errors!: FieldError[];
}

export { LedgerLine };
