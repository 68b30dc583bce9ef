import type { GatewayContext } from '../services';
import { Arg, Args, Ctx, Directive, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Permission } from '../../schema/permission';
import { PageArgs } from '../../core/paging';
import {
  BalanceSummary,
  BankAccountInput,
  BankAccountPayload,
  BankAccountView,
  ClockPayload,
  FailWithdrawalPayload,
  PendingBankAccountPage,
  LedgerLinePage,
  WithdrawalPage,
  WithdrawInput,
  WithdrawPayload,
} from './bill.types';

@Resolver()
export class BillResolver {
  @Query(() => BalanceSummary, { description: 'Held-funds balance: pending, available, withdrawing' })
  @Permission('bill_detail')
  balance(@Ctx() ctx: GatewayContext): Promise<BalanceSummary> {
    return ctx.services.bill.summary(ctx);
  }

  @Query(() => LedgerLinePage, { description: 'Postings behind a balance figure, newest first, keyset-paged' })
  @Permission('bill_detail')
  ledgerLines(
    @Ctx() ctx: GatewayContext,
    @Arg('account', () => String, {
      nullable: true,
      description: 'trust, held or withdrawing; another value is a field error (account, INVALID)',
    })
    account: string | null,
    @Arg('withdrawalId', () => Int, { description: 'Only the lines of this withdrawal', nullable: true })
    withdrawalId: number | null,
    @Args() paging: PageArgs,
  ): Promise<LedgerLinePage> {
    return ctx.services.bill.lines(ctx, account, withdrawalId, paging);
  }

  @Query(() => BankAccountView, {
    description: 'The withdrawal bank account on file and its verification state, or null when none',
    nullable: true,
  })
  @Permission('bill_withdraw')
  bankAccount(@Ctx() ctx: GatewayContext): Promise<BankAccountView | null> {
    return ctx.services.bill.bankAccount(ctx);
  }

  @Query(() => WithdrawalPage, { description: "The signed-in member's withdrawals, newest first, keyset-paged" })
  @Permission('bill_withdraw')
  withdrawals(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<WithdrawalPage> {
    return ctx.services.bill.withdrawalPage(ctx, paging);
  }

  @Mutation(() => BankAccountPayload, { description: 'Saves the withdrawal bank account; an operator verifies it' })
  @Permission('bill_withdraw')
  saveBankAccount(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Bank code, branch code and account number' }) input: BankAccountInput,
  ): Promise<BankAccountPayload> {
    return ctx.services.bill.saveBankAccount(ctx, input);
  }

  @Mutation(() => BankAccountPayload, { description: "Operators verify a member's own-name withdrawal account" })
  @Directive('@auth(roles: [OPERATOR])')
  verifyBankAccount(
    @Ctx() ctx: GatewayContext,
    @Arg('memberId', () => Int, { description: 'Member id' }) memberId: number,
  ): Promise<BankAccountPayload> {
    return ctx.services.bill.verifyBankAccount(ctx, memberId);
  }

  @Query(() => PendingBankAccountPage, {
    description:
      'Withdrawal accounts awaiting verification (operators), keyset-paged, longest waiting first (saved time, then member id); the cursor follows that order',
  })
  @Permission('ops_reviews')
  pendingBankAccounts(@Ctx() ctx: GatewayContext, @Args() paging: PageArgs): Promise<PendingBankAccountPage> {
    return ctx.services.bill.pendingBankAccounts(ctx, paging);
  }

  @Mutation(() => BankAccountPayload, {
    description: 'Operators reject a withdrawal account with a reason the member reads',
  })
  @Directive('@auth(roles: [OPERATOR])')
  rejectBankAccount(
    @Ctx() ctx: GatewayContext,
    @Arg('memberId', () => Int, { description: 'Member id' }) memberId: number,
    @Arg('reason', () => String, { description: 'Why the account is rejected, shown to the member' }) reason: string,
  ): Promise<BankAccountPayload> {
    return ctx.services.bill.rejectBankAccount(ctx, memberId, reason);
  }

  @Mutation(() => WithdrawPayload, {
    description: 'Withdraws from the held-funds balance to the verified bank account',
  })
  @Permission('bill_withdraw')
  withdraw(
    @Ctx() ctx: GatewayContext,
    @Arg('input', { description: 'Amount, integer TWD' }) input: WithdrawInput,
  ): Promise<WithdrawPayload> {
    return ctx.services.bill.withdraw(ctx, input);
  }

  @Mutation(() => FailWithdrawalPayload, {
    description: 'Operators record that the bank returned a withdrawal: the amount goes back to the held funds',
  })
  @Directive('@auth(roles: [OPERATOR])')
  failWithdrawal(
    @Ctx() ctx: GatewayContext,
    @Arg('withdrawalId', () => Int, { description: 'Withdrawal id' }) withdrawalId: number,
    @Arg('reason', () => String, { description: 'Why the bank returned it, shown to the member' }) reason: string,
  ): Promise<FailWithdrawalPayload> {
    return ctx.services.bill.failWithdrawal(ctx, withdrawalId, reason);
  }

  @Mutation(() => ClockPayload, { description: 'Sandbox: moves the settlement clock forward (refused in production)' })
  @Permission('bill_detail')
  advanceSettlementClock(
    @Ctx() ctx: GatewayContext,
    @Arg('days', () => Int, { description: 'How many days to move the sandbox clock forward' }) days: number,
  ): Promise<ClockPayload> {
    return ctx.services.bill.advanceClock(ctx, days);
  }
}
