import { isTaiwanBank } from '@paydesk/shared/taiwan-banks';
import { isIntInRange } from '@paydesk/shared/generic-rules';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { sqlOf } from '../../core/database/sql';
import { ownerId, requireOperator, requireViewer } from '../../core/auth/access';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/context';
import { fieldError } from '../../core/errors';
import {
  afterClause,
  pageFrom,
  pageRequest,
  refusedPage,
  type Page,
  type PageArgs,
  type PageRequest,
} from '../../core/paging';
import { actorOf, writeAudit } from '../audit';
import { pricing } from '../reference';
import { advanceSettlementClock } from '../sandbox-clock';
import type { MailService } from '../mail';
import type {
  BalanceSummary,
  BankAccountInput,
  BankAccountPayload,
  BankAccountView,
  ClockPayload,
  PendingBankAccountView,
  WithdrawalView,
  WithdrawInput,
  WithdrawPayload,
} from './bill.types';
import {
  IDEMPOTENCY_KEY_PATTERN,
  memberBalances,
  LEDGER_ACCOUNTS,
  ledgerLines,
  type Line,
  withdrawIn,
  heldCommitments,
  reservedRefundTotal,
  withdrawableOf,
} from '../ledger';
import { moneyTransaction } from '../../core/database/money-transaction';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { WITHDRAWAL_STATUS_LIST } from '@paydesk/shared/withdrawal-statuses';
import { inTransaction } from '../../core/database/in-transaction';

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

export const BILL_MESSAGES = {
  noBank: '請先設定並驗證本人名下的台灣銀行帳戶',
  key: '請重新整理頁面後再送出',
  notSandbox: '此環境不提供模擬撥款時鐘',
  days: '天數需為 1 至 400 的整數',
  nothingToVerify: '查無待驗證的提領帳戶',
  bankNotListed: '查無此金融機構代碼，請從清單選擇',
  reasonRequired: '請輸入未通過原因',
  account: '帳戶須為 trust、held 或 withdrawing',
} as const;

const mask = (no: string) => (no.length > 4 ? `${'*'.repeat(no.length - 4)}${no.slice(-4)}` : no);

/** The held-funds account pages: balance split and explained, bank account, withdrawals, sandbox clock. */
/** The member's bank account row as the bill screens read it. */
interface BankRow {
  bank_code: string;
  branch_code: string;
  account_no: string;
  account_name: string;
  verified_at: string | null;
  reject_reason: string | null;
}

export class BillService {
  constructor(private readonly mail?: MailService) {}

  async summary(ctx: RequestContext): Promise<BalanceSummary> {
    const memberId = ownerId(ctx);
    const b = await memberBalances(ctx.em, memberId);
    const sql = sqlOf(ctx.em);
    const items = await sql<{
      trade_no: string;
      amount: number;
      fee: number;
      in_trust: string;
      settle_due_at: string | null;
    }>(
      `select t.trade_no, t.amount, t.fee, t.settle_due_at,
              (select coalesce(sum(p.amount), 0) from journal_entry e join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
                where e.transaction_id = t.id and a.kind = 'trust')::text as in_trust
         from payment_transaction t where t.member_id = ? and t.settled_at is null and t.status in (${COLLECTED}) order by t.settle_due_at, t.id`,
      [memberId],
    );
    const [clock] = await sql<{ s: string }>(
      `select offset_seconds::text as s from settlement_clock where member_id = ?`,
      [memberId],
    );
    const reserved = await reservedRefundTotal(ctx.em, memberId);
    return {
      pending: b.trust,
      available: b.held,
      withdrawing: b.withdrawing,
      reservedRefunds: reserved,
      withdrawable: withdrawableOf(b.held, await heldCommitments(ctx.em, memberId)),
      pendingItems: items
        .map((i) => ({
          tradeNo: i.trade_no,
          amount: i.amount,
          fee: i.fee,
          inTrust: Number(i.in_trust),
          settleDueAt: i.settle_due_at ? new Date(i.settle_due_at) : null,
        }))
        .filter((i) => i.inTrust > 0),
      withdrawalFee: pricing.withdrawalFee,
      withdrawLimit: pricing.withdrawLimit(requireViewer(ctx).memType),
      sandbox: ctx.config.appEnv !== 'production',
      clockOffsetDays: clock ? Math.floor(Number(clock.s) / 86_400) : 0,
    };
  }

  /** One keyset page of the member's postings; an unknown account is refused, never read as "all accounts". */
  async lines(
    ctx: RequestContext,
    account: string | null,
    withdrawalId: number | null,
    paging: PageArgs,
  ): Promise<Page<Line>> {
    const memberId = ownerId(ctx);
    const req = pageRequest(paging);
    const kind = account == null ? null : LEDGER_ACCOUNTS.find((a) => a === account);
    if (kind === undefined) req.errors.push(fieldError('account', 'INVALID', BILL_MESSAGES.account));
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await ledgerLines(ctx.em, memberId, {
      account: kind ?? undefined,
      withdrawalId: withdrawalId ?? undefined,
      beforePostingId: req.after?.id ?? null,
      limit: req.limit,
    });
    return pageFrom(
      rows,
      req,
      (r) => ({ id: r.postingId, at: null }),
      (r) => r,
    );
  }

  private async bankRow(em: EntityManager, memberId: number) {
    const [row] = await sqlOf(em)<BankRow>(
      `select bank_code, branch_code, account_no, account_name, verified_at, reject_reason from member_bank_account where member_id = ?`,
      [memberId],
    );
    return row;
  }

  async bankAccount(ctx: RequestContext): Promise<BankAccountView | null> {
    const row = await this.bankRow(ctx.em, ownerId(ctx));
    return row ? this.bankView(row) : null;
  }

  private bankView(row: BankRow): BankAccountView {
    return {
      bankCode: row.bank_code,
      branchCode: row.branch_code,
      accountNoMasked: mask(row.account_no),
      accountName: row.account_name,
      verified: !!row.verified_at,
      rejectReason: row.reject_reason,
    };
  }

  /**
   * The withdrawal account is always in the member's own name (the member's registered name). In local, test
   * and sandbox it is verified at once (a simulated micro-deposit check); in production an operator verifies it.
   */
  async saveBankAccount(ctx: RequestContext, input: BankAccountInput): Promise<BankAccountPayload> {
    const memberId = ownerId(ctx);
    const errors = [];
    if (!VALIDATION_PATTERNS.bankCode.test(input.bankCode))
      errors.push(fieldError('bankCode', 'INVALID', VALIDATION_MESSAGES.bankCode));
    else if (!isTaiwanBank(input.bankCode))
      errors.push(fieldError('bankCode', 'NOT_LISTED', BILL_MESSAGES.bankNotListed));
    if (input.branchCode && !VALIDATION_PATTERNS.branchCode.test(input.branchCode))
      errors.push(fieldError('branchCode', 'INVALID', VALIDATION_MESSAGES.branchCode));
    if (!VALIDATION_PATTERNS.bankAccount.test(input.accountNo))
      errors.push(fieldError('accountNo', 'INVALID', VALIDATION_MESSAGES.bankAccount));
    if (errors.length) return { bankAccount: null, errors };
    await inTransaction(ctx.em, async (tx) => {
      const before = await this.bankRow(tx, memberId);
      const [m] = await sqlOf(tx)<{ name: string }>(`select name from member where id = ?`, [memberId]);
      await sqlOf(tx)(
        `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, verified_at) values (?, ?, ?, ?, ?, ?)
         on conflict (member_id) do update set bank_code = excluded.bank_code, branch_code = excluded.branch_code, account_no = excluded.account_no,
           account_name = excluded.account_name, verified_at = excluded.verified_at, rejected_at = null, reject_reason = null, updated_at = now()`,
        [
          memberId,
          input.bankCode,
          input.branchCode ?? '',
          input.accountNo,
          m.name,
          ctx.config.appEnv === 'production' ? null : new Date(),
        ],
      );
      await writeAudit(tx, {
        memberId,
        actor: actorOf(ctx.viewer),
        action: 'bank_account.change',
        target: `member:${memberId}`,
        before: before ? { bankCode: before.bank_code, accountNo: mask(before.account_no) } : null,
        after: { bankCode: input.bankCode, accountNo: mask(input.accountNo) },
      });
    });
    return { bankAccount: await this.bankAccount(ctx), errors: [] };
  }

  /** Production: an operator verifies the own-name account (sandbox verifies at once). */
  async verifyBankAccount(ctx: RequestContext, memberId: number): Promise<BankAccountPayload> {
    requireOperator(ctx);
    const updated = await inTransaction(ctx.em, async (tx) => {
      const rows = await sqlOf(tx)(
        `update member_bank_account set verified_at = now(), rejected_at = null, reject_reason = null where member_id = ? and verified_at is null returning member_id`,
        [memberId],
      );
      if (rows.length)
        await writeAudit(tx, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'bank_account.verify',
          target: `member:${memberId}`,
          after: { verified: true },
        });
      return rows.length > 0;
    });
    if (!updated)
      return { bankAccount: null, errors: [fieldError('memberId', 'NOT_FOUND', BILL_MESSAGES.nothingToVerify)] };
    return { bankAccount: this.bankView(await this.bankRow(ctx.em, memberId)), errors: [] };
  }

  /** Operators: accounts saved but neither verified nor rejected, oldest first. */
  async pendingBankAccounts(ctx: RequestContext): Promise<PendingBankAccountView[]> {
    requireOperator(ctx);
    const rows = await sqlOf(ctx.em)<{
      member_id: number;
      name: string;
      login_name: string;
      mem_type: number;
      bank_code: string;
      branch_code: string;
      account_no: string;
      account_name: string;
      updated_at: string;
    }>(
      `select b.member_id, m.name, m.login_name, m.mem_type, b.bank_code, b.branch_code, b.account_no, b.account_name, b.updated_at
         from member_bank_account b join member m on m.id = b.member_id
        where b.verified_at is null and b.rejected_at is null order by b.updated_at, b.member_id limit 200`,
    );
    return rows.map((r) => ({
      memberId: r.member_id,
      memberName: r.name,
      loginName: r.login_name,
      memType: r.mem_type,
      bankCode: r.bank_code,
      branchCode: r.branch_code,
      accountNoMasked: mask(r.account_no),
      accountName: r.account_name,
      updatedAt: new Date(r.updated_at),
    }));
  }

  /** Operators: the account failed verification; the member sees the reason and must save another account. */
  async rejectBankAccount(ctx: RequestContext, memberId: number, reason: string): Promise<BankAccountPayload> {
    requireOperator(ctx);
    const why = reason.trim();
    const reasonProblem = reviewReasonProblem(why, true, BILL_MESSAGES.reasonRequired);
    if (reasonProblem)
      return { bankAccount: null, errors: [fieldError('reason', reasonProblem.code, reasonProblem.message)] };
    const updated = await inTransaction(ctx.em, async (tx) => {
      const rows = await sqlOf(tx)(
        `update member_bank_account set rejected_at = now(), reject_reason = ? where member_id = ? and verified_at is null and rejected_at is null returning member_id`,
        [why, memberId],
      );
      if (rows.length)
        await writeAudit(tx, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'bank_account.reject',
          target: `member:${memberId}`,
          after: { verified: false, reason: why },
        });
      return rows.length > 0;
    });
    if (!updated)
      return { bankAccount: null, errors: [fieldError('memberId', 'NOT_FOUND', BILL_MESSAGES.nothingToVerify)] };
    return { bankAccount: this.bankView(await this.bankRow(ctx.em, memberId)), errors: [] };
  }

  async withdraw(ctx: RequestContext, input: WithdrawInput): Promise<WithdrawPayload> {
    const memberId = ownerId(ctx);
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey))
      return { withdrawal: null, errors: [fieldError(null, 'IDEMPOTENCY_KEY', BILL_MESSAGES.key)] };
    const bank = await this.bankRow(ctx.em, memberId);
    if (!bank?.verified_at)
      return { withdrawal: null, errors: [fieldError(null, 'NO_BANK_ACCOUNT', BILL_MESSAGES.noBank)] };
    const result = await moneyTransaction(ctx.em, async (tx) => {
      const r = await withdrawIn(tx, {
        memberId,
        amount: input.amount,
        fee: pricing.withdrawalFee,
        limit: pricing.withdrawLimit(requireViewer(ctx).memType),
        idempotencyKey: input.idempotencyKey,
        bank: { code: bank.bank_code, account: bank.account_no, name: bank.account_name },
      });
      if (r.ok)
        await writeAudit(tx, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'withdrawal.request',
          target: `withdrawal:${r.withdrawalId}`,
          after: { amount: r.amount, fee: r.fee, net: r.net },
        });
      return r;
    });
    if (!result.ok) return { withdrawal: null, errors: [fieldError(result.field, result.code, result.message)] };
    const [w] = await this.withdrawals(ctx, result.withdrawalId);
    return { withdrawal: w, errors: [] };
  }

  /** One keyset page of the member's withdrawals, newest first. */
  async withdrawalPage(ctx: RequestContext, paging: PageArgs): Promise<Page<WithdrawalView>> {
    const req = pageRequest(paging);
    if (req.errors.length) return refusedPage(req.errors);
    const rows = await this.withdrawals(ctx, undefined, req);
    return pageFrom(
      rows,
      req,
      (w) => ({ id: w.id, at: null }),
      (w) => w,
    );
  }

  async withdrawals(ctx: RequestContext, id?: number, req?: PageRequest): Promise<WithdrawalView[]> {
    const after = req ? afterClause(req, 'id') : { sql: 'true', params: [] };
    const params: unknown[] = [ownerId(ctx), ...(id ? [id] : []), ...after.params, req?.limit ?? 1];
    const rows = await sqlOf(ctx.em)<{
      id: string;
      amount: number;
      fee: number;
      net: number;
      status: number;
      bank_account: string;
      requested_at: string;
      paid_at: string | null;
    }>(
      `select id, amount, fee, net, status, bank_account, requested_at, paid_at from withdrawal where member_id = ? ${id ? 'and id = ?' : ''} and ${after.sql} order by id desc limit ?`,
      params,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      amount: r.amount,
      fee: r.fee,
      net: r.net,
      status: r.status,
      statusLabel: WITHDRAWAL_STATUS_LIST.label(r.status),
      bankAccountMasked: mask(r.bank_account),
      requestedAt: new Date(r.requested_at),
      paidAt: r.paid_at ? new Date(r.paid_at) : null,
    }));
  }

  async advanceClock(ctx: RequestContext, days: number): Promise<ClockPayload> {
    const memberId = ownerId(ctx);
    if (ctx.config.appEnv === 'production')
      return { offsetDays: 0, settled: 0, errors: [fieldError(null, 'NOT_SANDBOX', BILL_MESSAGES.notSandbox)] };
    if (!isIntInRange(days, { max: 400 }))
      return { offsetDays: 0, settled: 0, errors: [fieldError('days', 'INVALID', BILL_MESSAGES.days)] };
    const r = await advanceSettlementClock(ctx.em, memberId, days, this.mail);
    return { ...r, errors: [] };
  }
}
