import { sqlOf } from '../../core/database/sql';
import { MyPaymentsDocument, RefundTransactionDocument, TransactionDetailDocument } from '../../test/client-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordPayment } from '../ledger/held-funds';
import { auditLedger } from '../ledger/ledger.fixtures';

/**
 * Every refund carries its reason from the shared list (OTHER with a note): a refund without one changes nothing;
 * the reason is stored on the refund, shown on the seller's transaction and in the buyer's payment history with the
 * refunded amount and time; parallel refunds each keep theirs, the ledger clean.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('refuses a refund without a proper reason, changing nothing; 20 parallel refunds each store theirs', async () => {
  const em = t.orm.em.fork();
  const [{ id: memberId }] = await sqlOf(em)<{ id: number }>(`select id from member where login_name = 'business01'`);
  const [{ id: buyerId }] = await sqlOf(em)<{ id: number }>(`select id from member where login_name = 'buyer01'`);
  const [{ id: merchantId }] = await sqlOf(em)<{ id: number }>(`select id from merchant where member_id = ? limit 1`, [
    memberId,
  ]);
  const tradeNo = '20260104000000000001';
  await t.orm.em.fork().transactional(async (tx) => {
    const [row] = await sqlOf(tx)<{ id: number }>(
      `insert into payment_transaction (trade_no, amount, status, pay_type, merchant_id, member_id, fee, paid_at, settle_due_at, created_at, buyer_member_id, item_name)
       values (?, 2000, 1, 1, ?, ?, 56, now(), now() + interval '7 days', now(), ?, '手工皂') returning id`,
      [tradeNo, merchantId, memberId, buyerId],
    );
    await recordPayment(tx, { memberId, transactionId: row.id, amount: 2000, fee: 56 });
  });
  const seller = t.client();
  await seller.login('business01');
  const refund = (i: number, reason: 'OTHER' | 'DEFECTIVE' | 'DUPLICATE', note: string | null = null) =>
    seller.gql(RefundTransactionDocument, {
      input: { tradeNo, amount: 50, reason, note, idempotencyKey: `reason-refund-${i}` },
    });

  const noNote = await refund(0, 'OTHER', '  ');
  expect(noNote.data!.refundTransaction.errors).toEqual([
    expect.objectContaining({ field: 'note', message: '選擇「其他」時請說明退款原因' }),
  ]);
  const tooLong = await refund(1, 'DEFECTIVE', '長'.repeat(101));
  expect(tooLong.data!.refundTransaction.errors[0]).toMatchObject({ field: 'note' });
  const missing = await seller.gql(
    `mutation { refundTransaction(input: {tradeNo: "${tradeNo}", amount: 50, idempotencyKey: "reason-refund-x"}) { reserved } }`,
  );
  expect(missing.errors?.[0].message).toMatch(/reason/);
  const [unchanged] = await sqlOf(t.orm.em.fork())<{ refunded_amount: number; n: number }>(
    `select t.refunded_amount, (select count(*)::int from refund r where r.transaction_id = t.id) as n
       from payment_transaction t where t.trade_no = ?`,
    [tradeNo],
  );
  expect(unchanged).toEqual({ refunded_amount: 0, n: 0 });

  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      i % 2 ? refund(10 + i, 'DEFECTIVE') : refund(10 + i, 'OTHER', `尺寸不合 ${i}`),
    ),
  );
  expect(results.every((r) => r.data!.refundTransaction.errors.length === 0)).toBe(true);
  const stored = await sqlOf(t.orm.em.fork())<{ reason: number; reason_note: string }>(
    `select r.reason, r.reason_note from refund r join payment_transaction t on t.id = r.transaction_id where t.trade_no = ? order by r.id`,
    [tradeNo],
  );
  expect(stored).toHaveLength(20);
  expect(stored.filter((r) => r.reason === 3)).toHaveLength(10);
  expect(stored.filter((r) => r.reason === 9 && r.reason_note.startsWith('尺寸不合'))).toHaveLength(10);

  const detail = (await seller.gql(TransactionDetailDocument, { tradeNo })).data!.transaction!;
  expect(detail.transaction.refundedAmount).toBe(1000);
  expect(detail.refunds.map((r) => r.reason).sort()).toEqual([
    ...Array<string>(10).fill('DEFECTIVE'),
    ...Array<string>(10).fill('OTHER'),
  ]);
  expect(detail.refunds.filter((r) => r.reason === 'OTHER').every((r) => r.note.startsWith('尺寸不合'))).toBe(true);

  // The buyer's payment history shows what was refunded, when, and the latest reason.
  const buyer = t.client();
  await buyer.login('buyer01', 'BUYER');
  const mine = (await buyer.gql(MyPaymentsDocument)).data!.myPayments.items.find((p) => p.tradeNo === tradeNo)!;
  expect(mine.refundedAmount).toBe(1000);
  expect(mine.refundedAt).not.toBeNull();
  expect(mine.refundReason).toMatch(/^(商品瑕疵或損壞|其他：尺寸不合 \d+)$/);
  expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
});
