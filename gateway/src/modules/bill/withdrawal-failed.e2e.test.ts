import { loadConfig } from '../../config/config';
import {
  BalanceDocument,
  FailWithdrawalDocument,
  WithdrawDocument,
  WithdrawPageDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { dispatchEvents } from '../events/dispatcher';
import { auditLedger } from '../ledger/ledger.fixtures';
import { createServices, eventSubscribersOf } from '../services';

/**
 * The bank returns a withdrawal: an operator records it once, however often it is sent; the whole amount goes back
 * to the held funds in one balanced entry, and exactly one withdrawal.failed event tells the seller by mail.
 */
let t: TestApp;
let seller: TestClient;
let ops: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  ops = t.client();
  await ops.login('ops01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(q, p);
const config = loadConfig({ APP_ENV: 'test', FRONTEND_DIST: '/nonexistent', DATABASE_URL: 'postgres://unused/x' });

it('20 parallel failures of one withdrawal: one event, one entry, the amount back in the held funds, one mail', async () => {
  const before = (await seller.gql(BalanceDocument)).data!.balance;
  const asked = await seller.gql(WithdrawDocument, {
    input: { amount: 500, idempotencyKey: 'failed-withdrawal-test-0000000001' },
  });
  const withdrawal = asked.data!.withdraw.withdrawal!;
  expect(withdrawal).toMatchObject({ amount: 500, fee: 15, net: 485, status: 'PROCESSING' });
  expect((await seller.gql(BalanceDocument)).data!.balance.available).toBe(before.available - 500);

  // Only operators record what the bank answered.
  const refused = await seller.gql(FailWithdrawalDocument, { withdrawalId: withdrawal.id, reason: '戶名不符' });
  expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const noReason = await ops.gql(FailWithdrawalDocument, { withdrawalId: withdrawal.id, reason: ' ' });
  expect(noReason.data!.failWithdrawal.errors[0]).toMatchObject({ field: 'reason', message: '請輸入匯款失敗原因' });

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      ops.gql(FailWithdrawalDocument, { withdrawalId: withdrawal.id, reason: '戶名不符，銀行退匯' }),
    ),
  );
  const failed = answers.filter((a) => a.data!.failWithdrawal.failed);
  expect(failed).toHaveLength(1);
  for (const a of answers.filter((x) => !x.data!.failWithdrawal.failed))
    expect(a.data!.failWithdrawal.errors[0]).toMatchObject({
      code: 'NOT_PROCESSING',
      message: '此筆提領不在處理中，無法標記為匯款失敗',
    });

  const events = await sql<{ id: string; member_id: number; data: Record<string, unknown> }>(
    `select id, member_id, data from domain_event where type = 'withdrawal.failed' and (data->>'id')::bigint = ?`,
    [withdrawal.id],
  );
  expect(events).toHaveLength(1);
  expect(events[0].data).toMatchObject({
    amount: 500,
    fee: 15,
    net: 485,
    status: 'FAILED',
    reason: '戶名不符，銀行退匯',
  });
  const entries = await sql<{ kind: string; n: number }>(
    `select kind, count(*)::int as n from journal_entry where withdrawal_id = ? group by kind order by kind`,
    [withdrawal.id],
  );
  expect(entries).toEqual([
    { kind: 'withdrawal', n: 1 },
    { kind: 'withdrawal_failed', n: 1 },
  ]);
  const after = (await seller.gql(BalanceDocument)).data!.balance;
  expect(after).toMatchObject({ available: before.available, withdrawing: before.withdrawing });
  expect(await auditLedger(t.orm.em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });

  const page = (await seller.gql(WithdrawPageDocument)).data!;
  expect(page.withdrawals.items.find((w) => w.id === withdrawal.id)).toMatchObject({
    status: 'FAILED',
    statusLabel: '匯款失敗',
    failReason: '戶名不符，銀行退匯',
  });

  // The notifications subscriber turns the one event into the seller's mail (and text), once.
  const subscribers = eventSubscribersOf(createServices(config));
  await Promise.all([dispatchEvents(t.orm.em.fork(), subscribers, 3), dispatchEvents(t.orm.em.fork(), subscribers, 3)]);
  const sent = await sql<{ channel: string }>(`select channel from notification_sent where event_id = ?`, [
    events[0].id,
  ]);
  expect(sent.length).toBeGreaterThan(0);
  const mails = await sql<{ subject: string; body_html: string }>(
    `select subject, body_html from outbox_message where channel = 'mail' and subject = ?`,
    ['【PayDesk】提領失敗 $500'],
  );
  expect(mails).toHaveLength(sent.filter((s) => s.channel === 'mail').length);
  expect(mails[0].body_html).toContain('戶名不符，銀行退匯');
});
