import { sqlOf } from '../../core/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLedger, fundHeld, insertSeller, newTransactionId } from './ledger.fixtures';
import { recordPayment, recordRefund } from './held-funds';
import { settlePayments } from './settlement';
import { memberBalances } from './ledger';
import { withdraw, withdrawIn, type WithdrawResult } from './withdraw';

let t: TestApp;
let em: EntityManager;
beforeAll(async () => {
  t = await createTestApp();
  em = t.orm.em.fork();
});
afterAll(() => t.close());

const raw = () => sqlOf(t.orm.em.fork());

describe('entries are immutable and balanced in the database', () => {
  let entryId: number;
  beforeAll(async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 500);
    const [row] = await raw()<{ id: string }>('select max(id)::text as id from journal_entry');
    entryId = Number(row.id);
  });

  it.each([
    ['update journal_entry set memo = ? where id = ?', ['x']],
    ['delete from journal_entry where id = ?', []],
    ['update posting set amount = amount + 1 where entry_id = ?', []],
    ['delete from posting where entry_id = ?', []],
  ])('refuses %s', async (statement, params) => {
    await expect(raw()(statement, [...params, entryId])).rejects.toThrow(/immutable/);
  });

  it('refuses TRUNCATE', async () => {
    await expect(raw()('truncate posting, journal_entry')).rejects.toThrow(/immutable/);
  });

  it('refuses at commit an entry whose postings do not sum to zero, or that has one posting', async () => {
    const memberId = await insertSeller(em);
    const attempt = (amounts: number[]) =>
      t.orm.em.fork().transactional(async (tx) => {
        const sql = sqlOf(tx);
        await sql(
          `insert into ledger_account (member_id, kind) values (?, 'trust') on conflict (coalesce(member_id, 0), kind) do nothing`,
          [memberId],
        );
        const [e] = await sql<{ id: string }>(
          `insert into journal_entry (kind, member_id) values ('payment', ?) returning id`,
          [memberId],
        );
        for (const amount of amounts) {
          await sql(
            `insert into posting (entry_id, account_id, amount) values (?, (select id from ledger_account where member_id = ? and kind = 'trust'), ?)`,
            [e.id, memberId, amount],
          );
        }
      });
    await expect(attempt([100, -99])).rejects.toThrow(/unbalanced/);
    await expect(attempt([])).rejects.toThrow(/unbalanced/);
    expect(await auditLedger(em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
  });

  it('refuses a balance below zero even from raw SQL', async () => {
    const memberId = await insertSeller(em);
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        const sql = sqlOf(tx);
        await sql(`insert into ledger_account (member_id, kind) values (?, 'held')`, [memberId]);
        const [e] = await sql<{ id: string }>(
          `insert into journal_entry (kind, member_id) values ('withdrawal', ?) returning id`,
          [memberId],
        );
        await sql(
          `insert into posting (entry_id, account_id, amount) values (?, (select id from ledger_account where member_id = ? and kind = 'held'), -5)`,
          [e.id, memberId],
        );
        await sql(
          `insert into posting (entry_id, account_id, amount) values (?, (select id from ledger_account where kind = 'bank_clearing'), 5)`,
          [e.id],
        );
      }),
    ).rejects.toThrow(/ledger_account_not_negative/);
  });
});

describe('withdrawals under concurrency', () => {
  it('100 concurrent replays of one withdrawal with one key debit once and all return the first result', async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 1_000);
    const request = { memberId, amount: 300, fee: 15, limit: 1_000_000, idempotencyKey: 'replay-key-0001' };
    const results = await Promise.all(Array.from({ length: 100 }, () => withdraw(t.orm.em.fork(), request)));
    const first = results[0];
    expect(first).toEqual({ ok: true, withdrawalId: expect.any(Number), amount: 300, fee: 15, net: 285 });
    for (const r of results) expect(r).toEqual(first);
    expect(await memberBalances(em.fork(), memberId)).toEqual({
      trust: 0,
      held: 700,
      withdrawing: 285,
    });
    const [{ n }] = await raw()<{ n: number }>(`select count(*)::int as n from withdrawal where member_id = ?`, [
      memberId,
    ]);
    expect(n).toBe(1);
  });

  it('50 concurrent withdrawals of 10 from 100 give exactly 10 successes and never a negative balance', async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 100);
    // The fee is left out here so that each withdrawal takes exactly 10 (SPEC's 15 fee would exceed it).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(t.orm.em.fork(), {
          memberId,
          amount: 10,
          fee: 0,
          limit: 1_000_000,
          idempotencyKey: `fifty-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.code)).toEqual(Array(40).fill('INSUFFICIENT_BALANCE'));
    expect(await memberBalances(em.fork(), memberId)).toEqual({ trust: 0, held: 0, withdrawing: 100 });
    expect(await auditLedger(em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
  });

  it('with the 15 fee: 50 concurrent withdrawals of 100 from 1,000 give exactly 10 successes of net 85', async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 1_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withdraw(t.orm.em.fork(), {
          memberId,
          amount: 100,
          fee: 15,
          limit: 1_000_000,
          idempotencyKey: `fee-${String(i).padStart(5, '0')}`,
        }),
      ),
    );
    const ok = results.filter((r): r is Extract<WithdrawResult, { ok: true }> => r.ok);
    expect(ok).toHaveLength(10);
    expect(new Set(ok.map((r) => r.net))).toEqual(new Set([85]));
    expect(await memberBalances(em.fork(), memberId)).toEqual({ trust: 0, held: 0, withdrawing: 850 });
  });
});

describe('a connection killed between the debit and the response', () => {
  it('leaves the ledger balanced, and the retry with the same key completes once', async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 500);
    const request = { memberId, amount: 200, fee: 15, limit: 1_000_000, idempotencyKey: 'killed-conn-01' };
    const killer = new Client({ connectionString: t.databaseUrl });
    await killer.connect();
    // knex logs the dropped connection; that is the point of this test.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await expect(
        t.orm.em.fork().transactional(async (tx) => {
          const result = await withdrawIn(tx, request);
          expect(result.ok).toBe(true); // debited inside the transaction ...
          const [{ pid }] = await sqlOf(tx)<{ pid: number }>('select pg_backend_pid() as pid');
          await killer.query('select pg_terminate_backend($1)', [pid]); // ... and the connection dies before commit
          // Wait until the backend is gone (and its socket closed), so the pool sees a dead connection, not a live one.
          while ((await killer.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount)
            await new Promise((r) => setTimeout(r, 10));
          await new Promise((r) => setTimeout(r, 50));
        }),
      ).rejects.toThrow();
    } finally {
      await killer.end();
      log.mockRestore();
    }
    expect(await auditLedger(em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
    expect(await memberBalances(em.fork(), memberId)).toEqual({ trust: 0, held: 500, withdrawing: 0 });

    const retry = await withdraw(t.orm.em.fork(), request);
    expect(retry).toMatchObject({ ok: true, amount: 200, fee: 15, net: 185 });
    // The response of the retry is lost too: a second retry answers the same and moves nothing.
    expect(await withdraw(t.orm.em.fork(), request)).toEqual(retry);
    expect(await memberBalances(em.fork(), memberId)).toEqual({
      trust: 0,
      held: 300,
      withdrawing: 185,
    });
  });

  it('a reused key with a different amount is refused without moving money', async () => {
    const memberId = await insertSeller(em);
    await fundHeld(em, memberId, 500);
    const base = { memberId, fee: 15, limit: 1_000_000, idempotencyKey: 'reused-key-01' };
    expect((await withdraw(em, { ...base, amount: 100 })).ok).toBe(true);
    expect(await withdraw(em, { ...base, amount: 200 })).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await memberBalances(em.fork(), memberId)).held).toBe(400);
  });
});

describe('refunds', () => {
  it('come out of the payment left in trust first, then out of held funds after settlement', async () => {
    const memberId = await insertSeller(em);
    const before = newTransactionId();
    const after = newTransactionId();
    const split = await t.orm.em.fork().transactional(async (e) => {
      await recordPayment(e, { memberId, transactionId: before, amount: 1_000, fee: 28 });
      await recordPayment(e, { memberId, transactionId: after, amount: 2_000, fee: 56 });
      await settlePayments(e, [{ id: after, memberId }]);
      return [
        await recordRefund(e, { memberId, transactionId: before, amount: 1_000, refundFee: 10 }),
        await recordRefund(e, { memberId, transactionId: after, amount: 500, refundFee: 0 }),
      ];
    });
    // 972 left in trust covers 972 of the 1,010; the other 38 comes from held funds.
    expect(split).toEqual([
      { fromTrust: 972, fromHeld: 38 },
      { fromTrust: 0, fromHeld: 500 },
    ]);
    expect(await memberBalances(em.fork(), memberId)).toEqual({
      trust: 0,
      held: 1_944 - 538,
      withdrawing: 0,
    });
  });
});
