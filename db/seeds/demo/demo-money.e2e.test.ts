import { createTestApp, type TestApp } from '../../../gateway/src/test/test-app';
import { auditLedger } from '../../../gateway/src/modules/ledger/ledger.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds personal01 with payments through the real ledger: two settled, two pending, one awaiting, and older history', async () => {
  const c = t.client();
  await c.login('personal01');
  const res = await c.gql<{ balance: { pending: number; available: number; pendingItems: { inTrust: number }[] } }>(
    `{ balance { pending available pendingItems { inTrust } } }`,
  );
  // Card 1,200 (fee 34) and store code 1,200 (fee 25) settled; card 1,200 and ATM 1,200 (fee 12) pending.
  // The older history (demo-history.ts) is all settled: card 450 + store code 900 + ATM 1,350 less their fees
  // (13, 25, 14), less refunds of 450 + 10 and 450, less a 1,000 withdrawal.
  expect(res.data?.balance).toEqual({
    pending: 1_166 + 1_188,
    available: 1_166 + 1_175 + (437 + 875 + 1_336 + 437 - 460 - 450 - 1_000),
    pendingItems: [{ inTrust: 1_166 }, { inTrust: 1_188 }],
  });
  const tx = await c.gql<{ transactions: { totalCount: number } }>(
    `query($f: TransactionFilter!) { transactions(filter: $f) { totalCount } }`,
    { f: { from: '2022-08-01' } },
  );
  expect(tx.data?.transactions.totalCount).toBe(5 + 5);
  expect(await auditLedger(t.orm.em.fork())).toEqual({
    unbalancedEntries: 0,
    driftedAccounts: 0,
    negativeAccounts: 0,
  });
});
