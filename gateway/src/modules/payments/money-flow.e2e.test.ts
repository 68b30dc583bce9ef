import {
  AdvanceSettlementClockDocument,
  BalanceDocument,
  CreatePaymentLinkDocument,
  LedgerLinesDocument,
  MerchantsDocument,
  MoneyOverviewDocument,
  MyPaymentsDocument,
  PublicPaymentLinkDocument,
  RefundTransactionDocument,
  SandboxMarkPaidDocument,
  SandboxPayDocument,
  SaveBankAccountDocument,
  TransactionDetailDocument,
  TransactionsDocument,
  VerifyBankAccountDocument,
  WithdrawDocument,
  WithdrawPageDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from './checkout.messages';

let t: TestApp;
let seller: TestClient;
let buyer: TestClient;
let merchantId: number;
/**
 * A business seller like business01 (same name, password and shop) with nothing collected yet: this flow checks
 * every balance from zero, and business01 itself carries demo history (demo-history.ts).
 */
async function newBusinessSeller(login: string): Promise<void> {
  const conn = t.orm.em.getConnection();
  const [m] = await conn.execute<{ id: number }[]>(
    `insert into member (login_name, password_hash, mem_type, name, email, mobile, identity_no, status, is_platform,
       profile_completed, mail_verified_at, mobile_verified_at, default_password)
     select ?, password_hash, mem_type, name, ?, mobile, '53012971', status, is_platform, profile_completed,
       mail_verified_at, mobile_verified_at, default_password from member where login_name = 'business01' returning id`,
    [login, `${login}@example.com`],
  );
  await conn.execute(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, escrow_type, website, business_type_id,
       payment_switch, reviewed_at, review_reason)
     select ?, s.name, s.status, s.mer_type, s.sell_type, s.goods_pay_type, s.escrow_type, s.website, s.business_type_id,
       s.payment_switch, s.reviewed_at, s.review_reason
       from merchant s join member o on o.id = s.member_id where o.login_name = 'business01' order by s.id limit 1`,
    [m!.id],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await newBusinessSeller('flow01');
  seller = t.client();
  await seller.login('flow01');
  buyer = t.client();
  await buyer.openPage();
  const res = await seller.gql(MerchantsDocument);
  merchantId = res.data!.merchants[0].id;
});
afterAll(() => t.close());

async function createLink(input: Partial<Ops.PaymentLinkInput>) {
  const res = await seller.gql(CreatePaymentLinkDocument, {
    input: {
      merchantId,
      title: '手作蛋糕',
      amount: 1_000,
      description: '六吋',
      payTypes: ['CREDIT', 'ATM', 'CVS'],
      installments: [3, 6],
      ...input,
    },
  });
  return res.data!.createPaymentLink;
}

async function pay(input: Pick<Ops.SandboxPayInput, 'token'> & Partial<Ops.SandboxPayInput>) {
  const res = await buyer.gql(SandboxPayDocument, {
    input: {
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      buyerName: '林美玲',
      buyerEmail: 'buyer@example.com',
      ...input,
    },
  });
  return res.data!.sandboxPay;
}

describe('the money flow end to end', () => {
  it('link → card payment → settlement after 7 days → withdrawal with the 15 fee → refund after settlement', async () => {
    const { link, errors } = await createLink({});
    expect(errors).toEqual([]);
    const pub = await buyer.gql(PublicPaymentLinkDocument, { token: link!.token });
    expect(pub.data?.publicPaymentLink).toMatchObject({ title: '手作蛋糕', available: true });
    expect(pub.data?.publicPaymentLink?.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(pub.data?.publicPaymentLink?.url).toMatch(new RegExp(`/pay/${link!.token}$`));

    const paid = await pay({ token: link!.token });
    expect(paid.errors).toEqual([]);
    expect(paid.transaction!.tradeNo).toMatch(/^\d{20}$/);
    expect(paid.transaction!.merchantOrderNo).toMatch(/^[A-Za-z0-9_-]{1,28}$/);
    expect(paid.transaction!.status).toBe('PAID');

    const list = await seller.gql(TransactionsDocument, { filter: {}, withTotals: true });
    expect(list.data?.transactions.items[0]).toMatchObject({
      tradeNo: paid.transaction!.tradeNo,
      fee: 28,
      statusLabel: '付款成功',
      payTypeLabel: '信用卡',
    });

    let bal = await seller.gql(BalanceDocument);
    expect(bal.data?.balance).toMatchObject({
      pending: 972,
      available: 0,
      withdrawing: 0,
      pendingItems: [expect.objectContaining({ inTrust: 972 })],
    });

    const six = await seller.gql(AdvanceSettlementClockDocument, { days: 6 });
    expect(six.data?.advanceSettlementClock.settled).toBe(0);
    const seven = await seller.gql(AdvanceSettlementClockDocument, { days: 1 });
    expect(seven.data?.advanceSettlementClock.settled).toBe(1);
    bal = await seller.gql(BalanceDocument);
    expect(bal.data?.balance).toMatchObject({ pending: 0, available: 972, withdrawing: 0 });

    const lines = await seller.gql(LedgerLinesDocument, { account: 'held' });
    expect(lines.data?.ledgerLines.items).toEqual([
      expect.objectContaining({
        kind: 'SETTLEMENT',
        amount: 972,
        balanceAfter: 972,
        tradeNo: paid.transaction!.tradeNo,
      }),
    ]);

    const noBank = await seller.gql(WithdrawDocument, { input: { amount: 500, idempotencyKey: 'wd-no-bank-001' } });
    expect(noBank.data?.withdraw.errors[0].code).toBe('NO_BANK_ACCOUNT');
    const bank = await seller.gql(SaveBankAccountDocument, {
      input: { bankCode: '812', branchCode: '0012', accountNo: '00012345678901' },
    });
    expect(bank.data?.saveBankAccount.bankAccount).toMatchObject({
      accountName: '好物商行有限公司',
      verified: false,
      accountNoMasked: '**********8901',
    });
    // A new account waits for an operator's one verification before money can leave for it.
    const pending = await seller.gql(WithdrawDocument, { input: { amount: 500, idempotencyKey: 'wd-pending-001' } });
    expect(pending.data?.withdraw.errors[0].code).toBe('BANK_ACCOUNT_PENDING');
    const [{ id: flowId }] = await t.orm.em
      .getConnection()
      .execute<{ id: number }[]>(`select id from member where login_name = 'flow01'`);
    const ops = t.client();
    await ops.login('ops01');
    expect((await ops.gql(VerifyBankAccountDocument, { memberId: flowId })).errors).toBeUndefined();

    const withdraw500 = (key: string) => seller.gql(WithdrawDocument, { input: { amount: 500, idempotencyKey: key } });
    const w1 = await withdraw500('wd-submission-01');
    expect(w1.data?.withdraw.withdrawal).toMatchObject({ amount: 500, fee: 15, net: 485, statusLabel: '處理中' });
    const again = await withdraw500('wd-submission-01');
    expect(again.data?.withdraw.withdrawal?.id).toBe(w1.data?.withdraw.withdrawal?.id);
    bal = await seller.gql(BalanceDocument);
    expect(bal.data?.balance).toMatchObject({ pending: 0, available: 472, withdrawing: 485 });

    // Refund after settlement comes out of held funds; more than the balance is reserved until it can.
    const tooMuch = await seller.gql(RefundTransactionDocument, {
      input: {
        tradeNo: paid.transaction!.tradeNo,
        amount: 1_001,
        reason: 'BUYER_REQUEST',
        idempotencyKey: 'refund-over-01',
      },
    });
    expect(tooMuch.data?.refundTransaction.errors[0]).toMatchObject({
      field: 'amount',
      message: '退款金額不可超過訂單金額',
    });
    const ok = await seller.gql(RefundTransactionDocument, {
      input: {
        tradeNo: paid.transaction!.tradeNo,
        amount: 400,
        reason: 'BUYER_REQUEST',
        idempotencyKey: 'refund-ok-0001',
      },
    });
    expect(ok.data?.refundTransaction).toMatchObject({
      transaction: { status: 'PARTLY_REFUNDED', refundedAmount: 400 },
      reserved: false,
      fromTrust: 0,
      fromHeld: 400,
    });
    const replay = await seller.gql(RefundTransactionDocument, {
      input: {
        tradeNo: paid.transaction!.tradeNo,
        amount: 400,
        reason: 'BUYER_REQUEST',
        idempotencyKey: 'refund-ok-0001',
      },
    });
    expect(replay.data?.refundTransaction).toMatchObject({ transaction: { refundedAmount: 400 }, fromHeld: 400 });
    const reserved = await seller.gql(RefundTransactionDocument, {
      input: {
        tradeNo: paid.transaction!.tradeNo,
        amount: 600,
        reason: 'BUYER_REQUEST',
        idempotencyKey: 'refund-rest-01',
      },
    });
    expect(reserved.data?.refundTransaction).toMatchObject({
      transaction: { status: 'REFUNDED', refundedAmount: 1_000 },
      reserved: true,
      fromHeld: 0,
    });
    const bal2 = await seller.gql(WithdrawPageDocument);
    // Withdrawable is available less reserved refunds, never below zero (one rule, withdrawableOf).
    expect(bal2.data?.balance).toMatchObject({ available: 72, reservedRefunds: 600, withdrawable: 0 });
    const blocked = await withdraw500('wd-blocked-0001');
    expect(blocked.data?.withdraw.errors[0].code).toBe('INSUFFICIENT_BALANCE');

    // A new payment settles 7 days later and the reserved refund is executed from it.
    const { link: second } = await createLink({ title: '第二筆' });
    expect((await pay({ token: second!.token })).errors).toEqual([]);
    await seller.gql(AdvanceSettlementClockDocument, { days: 7 });
    const bal3 = await seller.gql(WithdrawPageDocument);
    expect(bal3.data?.balance).toMatchObject({
      available: 72 + 972 - 600,
      reservedRefunds: 0,
      withdrawable: 72 + 972 - 600,
    });
    const refunds = await seller.gql(TransactionDetailDocument, { tradeNo: paid.transaction!.tradeNo });
    expect(refunds.data?.transaction?.refunds).toEqual([
      expect.objectContaining({ amount: 400, reserved: false, executedAt: expect.any(String) }),
      expect.objectContaining({ amount: 600, reserved: false, executedAt: expect.any(String) }),
    ]);

    // The bank transfer completed once the clock passed a day after the request.
    const history = await seller.gql(WithdrawPageDocument);
    expect(history.data?.withdrawals.items).toEqual([expect.objectContaining({ statusLabel: '已匯款', net: 485 })]);
    bal = await seller.gql(BalanceDocument);
    expect(bal.data?.balance).toMatchObject({ withdrawing: 0 });
    const audit = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ action: string }[]>(`select action from audit_record where target = ? order by id`, [
        `transaction:${paid.transaction!.tradeNo}`,
      ]);
    expect(audit.map((a) => a.action)).toEqual([
      'payment.paid',
      'payment.settle',
      'payment.refund',
      'payment.refund_reserved',
      'payment.refund_executed',
    ]);
  });

  it('store code waits for the sandbox control; a declined card fails; ATM over 30,000 is refused', async () => {
    const { link } = await createLink({ amount: null, title: '自由金額' });
    const cvs = await pay({ token: link!.token, payType: 'CVS', amount: 300 });
    expect(cvs.transaction).toMatchObject({ status: 'AWAITING', paymentCode: expect.stringMatching(/^LLL\d{11}$/) });
    const marked = await buyer.gql(SandboxMarkPaidDocument, { tradeNo: cvs.transaction!.tradeNo });
    expect(marked.data?.sandboxMarkPaid.transaction?.status).toBe('PAID');
    const late = await pay({ token: link!.token, payType: 'ATM', amount: 400 });
    await t.orm.em
      .fork()
      .getConnection()
      .execute(`update payment_transaction set code_expires_at = now() - interval '1 minute' where trade_no = ?`, [
        late.transaction!.tradeNo,
      ]);
    const expired = await buyer.gql(SandboxMarkPaidDocument, { tradeNo: late.transaction!.tradeNo });
    expect(expired.data?.sandboxMarkPaid.errors[0].code).toBe('EXPIRED');
    const detail = await seller.gql(TransactionDetailDocument, { tradeNo: cvs.transaction!.tradeNo });
    expect(detail.data?.transaction).toMatchObject({ transaction: { fee: 25 }, refundFee: 10 });
    expect(detail.data?.transaction?.entries.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'PAYMENT', amount: 275 },
    ]);

    const declined = await pay({ token: link!.token, amount: 500, cardNumber: SANDBOX_CARDS.decline });
    expect(declined.transaction?.status).toBe('FAILED');
    expect(declined.errors[0].code).toBe('DECLINED');
    const atm = await pay({ token: link!.token, payType: 'ATM', amount: 30_001 });
    expect(atm.errors.map((e) => e.code)).toContain('ATM_LIMIT');
  });

  it('filters by date (earliest 2022-08-01) and exports the filtered set as CSV', async () => {
    const early = await seller.gql(TransactionsDocument, { filter: { from: '2022-07-31' }, withTotals: false });
    expect(early.data?.transactions.errors[0]).toMatchObject({ field: 'from', message: '查詢日期最早為 2022/08/01' });
    // The filter bar sends contract keys; the same filter by key and by code gives the same file.
    const byKey = await seller.agent.get('/api/transactions/export.csv?status=FAILED&payType=CREDIT').expect(200);
    const byCode = await seller.agent.get('/api/transactions/export.csv?status=2&payType=1').expect(200);
    expect(byKey.text).toBe(byCode.text);
    expect(
      byKey.text
        .trim()
        .split('\r\n')
        .slice(1)
        .every((line) => line.includes('"付款失敗"')),
    ).toBe(true);
    expect(byKey.text.trim().split('\r\n').length).toBeGreaterThan(1);
    // A 20-digit trade number is written ="..." so Excel keeps it as text instead of 1.2E+19.
    expect(byKey.text.trim().split('\r\n')[1]).toMatch(/^"=""\d{20}""",/);
    const csv = await seller.agent.get('/api/transactions/export.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('交易序號');
    // Two card payments, the store code, the expired ATM account and the declined card.
    expect(lines.length).toBe(1 + 5);
  });

  it('assistants without bill_withdraw cannot withdraw; quantity limits hold', async () => {
    const a = t.client();
    await a.login('assist01');
    const res = await a.gql(WithdrawDocument, { input: { amount: 100, idempotencyKey: 'assist-wd-001' } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const { link } = await createLink({ quantityLimit: 1 });
    expect((await pay({ token: link!.token })).errors).toEqual([]);
    expect((await pay({ token: link!.token })).errors[0].code).toBe('UNAVAILABLE');
  });

  it('dashboard figures: collections today and this month, by day and pay type, recent, shops, to-dos', async () => {
    const res = await seller.gql(MoneyOverviewDocument);
    const o = res.data!.moneyOverview;
    // Paid today: two 1,000 card payments, the 300 store code, and the 1,000 quantity-limited link.
    expect(o).toMatchObject({ todayTotal: 3_300, todayCount: 4, monthTotal: 3_300 });
    expect(o.byDay).toHaveLength(14);
    expect(o.byDay[13].total).toBe(3_300);
    expect(o.byPayType.map(({ label, total }) => ({ label, total }))).toEqual([
      { label: '信用卡', total: 3_000 },
      { label: '超商代碼', total: 300 },
    ]);
    expect(o.recent).toHaveLength(5);
    expect(o.shops.map(({ status, label, count }) => ({ status, label, count }))).toEqual([
      { status: 'ACTIVE', label: '啟用', count: 1 },
    ]);
    expect(o.pending).toBeGreaterThan(0);
  });

  it('a signed-in buyer sees their own payments in the buyer area', async () => {
    const b = t.client();
    await b.login('buyer01', 'BUYER');
    const { link } = await createLink({ title: '買家測試' });
    const res = await b.gql(SandboxPayDocument, {
      input: {
        token: link!.token,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer01@example.com',
      },
    });
    expect(res.data?.sandboxPay.errors).toEqual([]);
    const mine = await b.gql(MyPaymentsDocument);
    // Newest first, after buyer01's demo purchases (demo-history.ts).
    const [{ n: demoPurchases }] = await t.orm.em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from payment_transaction t join member b on b.id = t.buyer_member_id
          where b.login_name = 'buyer01' and t.item_name <> '買家測試'`,
    );
    expect(demoPurchases).toBeGreaterThan(0);
    expect(mine.data?.myPayments.items).toHaveLength(1 + demoPurchases);
    expect(mine.data?.myPayments.items[0]).toMatchObject({
      itemName: '買家測試',
      merchantName: '好物商行',
      statusLabel: '付款成功',
    });
    expect((await seller.gql(MyPaymentsDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
