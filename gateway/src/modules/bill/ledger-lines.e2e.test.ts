import { sqlOf } from '../../core/database/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pay as payLink } from '../payments/daily-sales.fixtures';
import { ledgerLines } from '../ledger';

/**
 * A line's balance after is read from the account's balance less its later postings; the reference here is the
 * definition: the running sum of the account's postings up to and including the line's. Checked page by page over
 * the members the demo seed gives a history, whole and narrowed, and while payments arrive in parallel.
 */
type LineFilter = NonNullable<Parameters<typeof ledgerLines>[2]>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** posting id → the running sum of its account's postings up to it. */
async function runningSums(memberId: number): Promise<Map<number, number>> {
  const rows = await sqlOf(t.orm.em.fork())<{ id: string; running: string }>(
    `select p.id, sum(p.amount) over (partition by p.account_id order by p.id) as running
       from posting p join ledger_account a on a.id = p.account_id where a.member_id = ?`,
    [memberId],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.running)]));
}

/** Every page of the member's lines under a filter, oldest page last. */
async function allPages(memberId: number, filter: LineFilter, limit: number) {
  const lines = [];
  for (let before: number | null = null; ;) {
    const page = await ledgerLines(t.orm.em.fork(), memberId, { ...filter, beforePostingId: before, limit });
    lines.push(...page);
    if (page.length < limit) return lines;
    before = page.at(-1)!.postingId;
  }
}

describe('ledger lines', () => {
  it('give every line the running balance of its account, on every page and under every narrowing', async () => {
    const members = await sqlOf(t.orm.em.fork())<{ member_id: number; n: string }>(
      `select a.member_id, count(*) as n from posting p join ledger_account a on a.id = p.account_id
        where a.member_id is not null group by a.member_id order by count(*) desc limit 3`,
    );
    expect(Number(members[0]!.n)).toBeGreaterThan(20);
    let tradesChecked = 0;
    for (const { member_id: memberId } of members) {
      const sums = await runningSums(memberId);
      const whole = await allPages(memberId, {}, 7);
      expect(whole.map((l) => l.postingId)).toEqual([...sums.keys()].sort((a, b) => b - a));
      for (const l of whole) expect([l.postingId, l.balanceAfter]).toEqual([l.postingId, sums.get(l.postingId)]);
      for (const account of ['trust', 'held'] as const)
        for (const l of await allPages(memberId, { account }, 5)) {
          expect(l.account).toBe(account);
          expect(l.balanceAfter).toBe(sums.get(l.postingId));
        }
      // The oldest trade: its lines sit under every later posting of their accounts.
      const paid = [...whole].reverse().find((l) => l.tradeNo !== null);
      if (paid) {
        tradesChecked += 1;
        const [tx] = await sqlOf(t.orm.em.fork())<{ id: number }>(
          'select id from payment_transaction where trade_no = ?',
          [paid.tradeNo],
        );
        const ofTrade = await ledgerLines(t.orm.em.fork(), memberId, { transactionId: tx!.id });
        expect(ofTrade.length).toBeGreaterThan(0);
        for (const l of ofTrade) expect(l.balanceAfter).toBe(sums.get(l.postingId));
      }
    }
    expect(tradesChecked).toBeGreaterThan(0);
  });

  it('read while payments post: each page is one snapshot, every line its account’s balance then', async () => {
    const [{ id: memberId }] = await sqlOf(t.orm.em.fork())<{ id: number }>(
      `select id from member where login_name = 'personal01'`,
    );
    const pay = async () => expect((await payLink(t, 'demo-leather-wallet')).data!.sandboxPay.errors).toEqual([]);
    const read = async () => {
      const page = await ledgerLines(t.orm.em.fork(), memberId, { limit: 40 });
      // With no narrowing a page is every posting of the member in an id range: a line's balance after is the
      // balance after the account's previous line on the page plus its own amount.
      const previous = new Map<string, number>();
      for (const l of [...page].reverse()) {
        const before = previous.get(l.account);
        if (before !== undefined) expect(l.balanceAfter).toBe(before + l.amount);
        previous.set(l.account, l.balanceAfter);
      }
      return page.length;
    };
    const [, pages] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, pay)),
      Promise.all(Array.from({ length: 20 }, read)),
    ]);
    expect(pages.every((n) => n > 0)).toBe(true);
    const sums = await runningSums(memberId);
    for (const l of await ledgerLines(t.orm.em.fork(), memberId, { limit: 100 }))
      expect(l.balanceAfter).toBe(sums.get(l.postingId));
  });
});
