import { isTaiwanBank } from '@paydesk/shared/taiwan-banks';
import { isIntInRange } from '@paydesk/shared/generic-rules';
import { reviewReasonProblem } from '@paydesk/shared/review-rules';
import { sqlOf } from '../../core/database/sql';
import { ownerId, requireOperator, requireViewer } from '../../core/auth/access';
import { VALIDATION_MESSAGES, VALIDATION_PATTERNS } from '@paydesk/shared/validation-rules';
import type { RequestContext } from '../../core/context';
import { fieldError } from '../../core/errors';
import {
  afterClause,
  cursorTimeSql,
  pageFrom,
  pageRequest,
  refusedPage,
  type Page,
  type PageArgs,
  type PageRequest,
} from '../../core/paging';
import { actorOf, writeAudit } from '../audit';
import {
  bankAccountOf,
  maskAccountNo as mask,
  rejectBankAccountIn,
  saveBankAccountIn,
  verifyBankAccountIn,
  type BankAccountRow,
} from '../bank-account';
import { BANK_ACCOUNT_STATE_LIST, BankAccountState } from '@paydesk/shared/bank-account-states';
import { pricing } from '../reference';
import { advanceSettlementClock } from '../sandbox-clock';
import type { MailService } from '../mail';
import type {
  BalanceSummary,
  BankAccountInput,
  BankAccountPayload,
  BankAccountView,
  ClockPayload,
  FailWithdrawalPayload,
  PendingBankAccountPage,
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
  ledgerLinesCopySql,
  type Line,
  withdrawIn,
  failWithdrawal,
  heldCommitments,
  reservedRefundTotal,
  withdrawableOf,
} from '../ledger';
import { moneyTransaction } from '../../core/database/money-transaction';
import { COLLECTED_TX_STATUSES } from '@paydesk/shared/transaction-statuses';
import { WITHDRAWAL_STATUS_LIST } from '@paydesk/shared/withdrawal-statuses';
import { inTransaction } from '../../core/database/in-transaction';
import { inlineParams } from '../../core/database/copy-out';
import { codeListSql, copyCsvSql, csvSelectSql, type CsvExprs } from '../../core/database/csv-sql';
import { CSV_EXPORTS, type CsvFormat } from '@paydesk/shared/csv-exports';

/** The collected statuses (paid, refunded, partly refunded) for SQL, from the one shared list. */
const COLLECTED = COLLECTED_TX_STATUSES.join(', ');

export const BILL_MESSAGES = {
  noBank: '請先設定本人名下的台灣金融機構提領帳戶',
  bankPending: '提領帳戶驗證中，驗證通過後即可提領',
  bankRejected: '提領帳戶驗證未通過，請重新設定提領帳戶',
  key: '請重新整理頁面後再送出',
  notSandbox: '此環境不提供模擬撥款時鐘',
  days: '天數需為 1 至 400 的整數',
  nothingToVerify: '查無待驗證的提領帳戶',
  bankNotListed: '查無此金融機構代碼，請從清單選擇',
  reasonRequired: '請輸入未通過原因',
  failReasonRequired: '請輸入匯款失敗原因',
  notProcessing: '此筆提領不在處理中，無法標記為匯款失敗',
  account: '帳戶須為 trust、held 或 withdrawing',
} as const;

/** mask as SQL, for the withdrawal export PostgreSQL writes (bill-csv.e2e.test.ts compares it with the screen's). */
const maskSql = (column: string) =>
  `(case when length(${column}) > 4 then repeat('*', length(${column}) - 4) || right(${column}, 4) else ${column} end)`;

const WITHDRAWAL_COLUMNS = CSV_EXPORTS.withdrawals.columns;
const WITHDRAWAL_EXPRS: CsvExprs<'withdrawals'> = {
  withdrawal_id: 'w.id',
  status: codeListSql('w.status', WITHDRAWAL_STATUS_LIST.entries, (code) => WITHDRAWAL_STATUS_LIST.label(code)),
  amount: 'w.amount',
  fee: 'w.fee',
  net: 'w.net',
  bank_account: maskSql('w.bank_account'),
  requested_at: 'w.requested_at',
  paid_at: 'w.paid_at',
};

/** Why a withdrawal is refused while the account is not verified, by the account's state. */
const REFUSALS: Partial<Record<BankAccountState, { code: string; message: string }>> = {
  [BankAccountState.NONE]: { code: 'NO_BANK_ACCOUNT', message: BILL_MESSAGES.noBank },
  [BankAccountState.PENDING]: { code: 'BANK_ACCOUNT_PENDING', message: BILL_MESSAGES.bankPending },
  [BankAccountState.REJECTED]: { code: 'BANK_ACCOUNT_REJECTED', message: BILL_MESSAGES.bankRejected },
};

/** The held-funds account pages: balance split and explained, bank account, withdrawals, sandbox clock. */
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

  /** 提領設定 and the withdraw page: the one withdrawal account and its state (null when none). */
  async bankAccount(ctx: RequestContext): Promise<BankAccountView | null> {
    const row = await bankAccountOf(ctx.em, ownerId(ctx));
    return row ? this.bankView(row) : null;
  }

  private bankView(row: BankAccountRow): BankAccountView {
    return {
      bankCode: row.bankCode,
      branchCode: row.branchCode,
      accountNoMasked: mask(row.accountNo),
      accountName: row.accountName,
      state: row.state,
      stateLabel: BANK_ACCOUNT_STATE_LIST.label(row.state),
      verified: row.state === BankAccountState.VERIFIED,
      rejectReason: row.state === BankAccountState.REJECTED ? row.rejectReason : null,
    };
  }

  /**
   * The withdrawal account is always in the member's own name (the member's registered name). The account the
   * completion form gave is the same row; a changed account waits for an operator's verification again.
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
      const [m] = await sqlOf(tx)<{ name: string }>(`select name from member where id = ?`, [memberId]);
      await saveBankAccountIn(tx, {
        memberId,
        bankCode: input.bankCode,
        branchCode: input.branchCode ?? '',
        accountNo: input.accountNo,
        accountName: m.name,
        actor: actorOf(ctx.viewer),
      });
    });
    return { bankAccount: await this.bankAccount(ctx), errors: [] };
  }

  /** An operator verifies the own-name account once. */
  async verifyBankAccount(ctx: RequestContext, memberId: number): Promise<BankAccountPayload> {
    requireOperator(ctx);
    const updated = await inTransaction(ctx.em, (tx) => verifyBankAccountIn(tx, memberId, actorOf(ctx.viewer)));
    return this.reviewed(ctx, memberId, updated);
  }

  private async reviewed(ctx: RequestContext, memberId: number, updated: boolean): Promise<BankAccountPayload> {
    const row = updated ? await bankAccountOf(ctx.em, memberId) : null;
    if (!row)
      return { bankAccount: null, errors: [fieldError('memberId', 'NOT_FOUND', BILL_MESSAGES.nothingToVerify)] };
    return { bankAccount: this.bankView(row), errors: [] };
  }

  /** Operators: accounts saved but neither verified nor rejected, oldest first. */
  /**
   * Operators: a keyset page of the withdrawal accounts awaiting verification, longest waiting first (saved time,
   * then member id; the cursor is that time and id). An account saved again moves to the end of the queue.
   */
  async pendingBankAccounts(ctx: RequestContext, paging: PageArgs): Promise<PendingBankAccountPage> {
    requireOperator(ctx);
    const req = pageRequest(paging, true);
    if (req.errors.length) return refusedPage(req.errors);
    const after = afterClause(req, 'b.member_id', 'b.updated_at', 'asc');
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
      cursor_at: string;
    }>(
      `select b.member_id, m.name, m.login_name, m.mem_type, b.bank_code, b.branch_code, b.account_no, b.account_name, b.updated_at,
              ${cursorTimeSql('b.updated_at')} as cursor_at
         from member_bank_account b join member m on m.id = b.member_id
        where b.verified_at is null and b.rejected_at is null and ${after.sql}
        order by b.updated_at, b.member_id limit ?`,
      [...after.params, req.limit],
    );
    return pageFrom(
      rows,
      req,
      (r) => ({ id: r.member_id, at: r.cursor_at }),
      (r): PendingBankAccountView => ({
        memberId: r.member_id,
        memberName: r.name,
        loginName: r.login_name,
        memType: r.mem_type,
        bankCode: r.bank_code,
        branchCode: r.branch_code,
        accountNoMasked: mask(r.account_no),
        accountName: r.account_name,
        updatedAt: new Date(r.updated_at),
      }),
    );
  }

  /** Operators: the account failed verification; the member sees the reason and must save another account. */
  async rejectBankAccount(ctx: RequestContext, memberId: number, reason: string): Promise<BankAccountPayload> {
    requireOperator(ctx);
    const why = reason.trim();
    const reasonProblem = reviewReasonProblem(why, true, BILL_MESSAGES.reasonRequired);
    if (reasonProblem)
      return { bankAccount: null, errors: [fieldError('reason', reasonProblem.code, reasonProblem.message)] };
    const updated = await inTransaction(ctx.em, (tx) => rejectBankAccountIn(tx, memberId, why, actorOf(ctx.viewer)));
    return this.reviewed(ctx, memberId, updated);
  }

  async withdraw(ctx: RequestContext, input: WithdrawInput): Promise<WithdrawPayload> {
    const memberId = ownerId(ctx);
    if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey))
      return { withdrawal: null, errors: [fieldError(null, 'IDEMPOTENCY_KEY', BILL_MESSAGES.key)] };
    const bank = await bankAccountOf(ctx.em, memberId);
    const refusal = REFUSALS[bank?.state ?? BankAccountState.NONE];
    if (!bank || refusal)
      return {
        withdrawal: null,
        errors: [fieldError(null, refusal?.code ?? 'NO_BANK_ACCOUNT', refusal?.message ?? BILL_MESSAGES.noBank)],
      };
    const result = await moneyTransaction(ctx.em, async (tx) => {
      const r = await withdrawIn(tx, {
        memberId,
        amount: input.amount,
        fee: pricing.withdrawalFee,
        limit: pricing.withdrawLimit(requireViewer(ctx).memType),
        idempotencyKey: input.idempotencyKey,
        bank: { code: bank.bankCode, account: bank.accountNo, name: bank.accountName },
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

  /** The 帳戶明細 export (every posting of the range, no row limit) as one COPY. */
  ledgerCopySql(
    ctx: RequestContext,
    f: { account: string | null; from: string; to: string },
    format: CsvFormat,
  ): { sql: string } | { refused: string } {
    // The same account rule as the list: an unknown account is refused, never read as "all accounts".
    const kind = f.account == null ? null : LEDGER_ACCOUNTS.find((a) => a === f.account);
    if (kind === undefined) return { refused: BILL_MESSAGES.account };
    return { sql: ledgerLinesCopySql(ownerId(ctx), { account: kind ?? undefined, from: f.from, to: f.to }, format) };
  }

  /** The withdrawal export: the member's withdrawals requested in the Taiwan days from..to, newest first. */
  withdrawalsCopySql(ctx: RequestContext, range: { from: string; to: string }, format: CsvFormat): string {
    const select = `select ${csvSelectSql(WITHDRAWAL_COLUMNS, WITHDRAWAL_EXPRS, format)} from withdrawal w
      where w.member_id = ? and w.requested_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
        and w.requested_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'
      order by w.id desc`;
    return copyCsvSql(inlineParams(select, [ownerId(ctx), range.from, range.to]));
  }

  /**
   * Operators: the bank returned a withdrawal's transfer. The amount goes back to the member's held funds and the
   * member hears of it (withdrawal.failed); a second call for the same withdrawal changes nothing.
   */
  async failWithdrawal(ctx: RequestContext, withdrawalId: number, reason: string): Promise<FailWithdrawalPayload> {
    requireOperator(ctx);
    const why = reason.trim();
    const reasonProblem = reviewReasonProblem(why, true, BILL_MESSAGES.failReasonRequired);
    if (reasonProblem)
      return { failed: false, errors: [fieldError('reason', reasonProblem.code, reasonProblem.message)] };
    const failed = await moneyTransaction(ctx.em, async (tx) => {
      const memberId = await failWithdrawal(tx, withdrawalId, why);
      if (memberId !== null)
        await writeAudit(tx, {
          memberId,
          actor: actorOf(ctx.viewer),
          action: 'withdrawal.fail',
          target: `withdrawal:${withdrawalId}`,
          after: { reason: why },
        });
      return memberId !== null;
    });
    if (!failed)
      return { failed: false, errors: [fieldError('withdrawalId', 'NOT_PROCESSING', BILL_MESSAGES.notProcessing)] };
    return { failed: true, errors: [] };
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
      fail_reason: string | null;
    }>(
      `select id, amount, fee, net, status, bank_account, requested_at, paid_at, fail_reason from withdrawal where member_id = ? ${id ? 'and id = ?' : ''} and ${after.sql} order by id desc limit ?`,
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
      failReason: r.fail_reason,
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
