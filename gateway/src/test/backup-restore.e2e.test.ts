import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { repoRoot, loadConfig } from '../config/config';
import { migrate, openOrm, seed } from '../boot/database';
import { createApp, type GatewayApp } from '../app';
import { auditLedger } from '../modules/ledger/ledger.fixtures';
import { SANDBOX_CARDS } from '../modules/payments/checkout.messages';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { TestClient, TEST_CAPTCHA } from './test-app';

/**
 * The restore drill: `npm run db:backup` while payments run, `npm run db:restore` into a fresh database, a gateway on
 * it. The ledger audit is clean, every account equals its postings, the restored counts lie between those before
 * and after the backup and agree with each other (each paid payment has its ledger entry), and an idempotency key
 * spent before the backup still refuses to move money again. It runs on a private server of Debian's PostgreSQL,
 * whose pg_dump and pg_restore are installed beside it (the tests' embedded PostgreSQL 17 comes without them).
 */
const SCRIPTS = path.join(repoRoot(), 'gateway', 'scripts');
const run = promisify(execFile);

const PAY = `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`;
const WITHDRAW = `mutation($key: String!, $amount: Int!) {
  withdraw(input: {amount: $amount, idempotencyKey: $key}) { withdrawal { id amount } errors { code } } }`;
type WithdrawAnswer = { withdraw: { withdrawal: { id: number; amount: number } | null; errors: { code: string }[] } };

async function counts(em: EntityManager) {
  const [row] = await em.getConnection().execute<{ payments: number; entries: number; idempotency: number }[]>(
    `select (select count(*)::int from payment_transaction) as payments,
            (select count(*)::int from journal_entry) as entries,
            (select count(*)::int from idempotency_record) as idempotency`,
  );
  return row;
}

/** Paid payments without their ledger entry, and payment entries without their payment: both 0 when consistent. */
async function orphans(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: number }[]>(
    `select (select count(*)::int from payment_transaction t where t.paid_at is not null
               and not exists (select 1 from journal_entry e where e.transaction_id = t.id and e.kind = 'payment'))
          + (select count(*)::int from journal_entry e where e.kind = 'payment'
               and not exists (select 1 from payment_transaction t where t.id = e.transaction_id)) as n`,
  );
  return row.n;
}

async function driftedAccounts(em: EntityManager): Promise<number> {
  const [row] = await em.getConnection().execute<{ n: number }[]>(
    `select count(*)::int as n from ledger_account a
      where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)`,
  );
  return row.n;
}

/** A gateway on `url`: migrated (and seeded) when asked, as the product starts one. */
async function gatewayOn(url: string, prepare: boolean): Promise<{ orm: MikroORM; gateway: GatewayApp }> {
  const config = loadConfig({
    APP_ENV: 'test',
    CAPTCHA_FIXED_CODE: TEST_CAPTCHA,
    FRONTEND_DIST: '/nonexistent',
    DATABASE_URL: url,
  });
  const orm = await openOrm(url, 10);
  if (prepare) {
    await migrate(orm);
    await seed(orm, true);
  }
  return { orm, gateway: await createApp(config, orm, url) };
}

describe('backup and restore drill', () => {
  let pg: PrivatePostgres;
  let t: { orm: MikroORM; gateway: GatewayApp; databaseUrl: string; client(): TestClient };
  let token: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-backup-'));
  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const source = await gatewayOn(pg.url, true);
    t = { ...source, databaseUrl: pg.url, client: () => new TestClient(source.gateway.app) };
    const seller = t.client();
    await seller.login('business01');
    const merchantId = (await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }')).data!.merchants[0]
      .id;
    const link = await seller.gql<{ createPaymentLink: { link: { token: string } } }>(
      `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { token } } }`,
      {
        input: {
          merchantId,
          title: '備份演練',
          amount: 1_000,
          description: '',
          payTypes: ['CREDIT'],
          installments: [],
        },
      },
    );
    token = link.data!.createPaymentLink.link.token;
  });
  afterAll(async () => {
    await t?.gateway.close();
    await t?.orm.close();
    pg?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function pay(): Promise<string> {
    const buyer = t.client();
    await buyer.openPage();
    const res = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null } }>(PAY, {
      input: {
        token,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'buyer@example.com',
      },
    });
    const tradeNo = res.data?.sandboxPay.transaction?.tradeNo;
    if (!tradeNo) throw new Error(`payment failed: ${JSON.stringify(res)}`);
    return tradeNo;
  }

  it('restores a backup taken under load into a fresh database with a clean ledger', async () => {
    const seller = t.client();
    await seller.login('business01');
    await seller.gql(
      `mutation { saveBankAccount(input: {bankCode: "812", branchCode: "0012", accountNo: "00012345678901"}) { errors { field } } }`,
    );
    for (let i = 0; i < 3; i++) await pay();
    await seller.gql(`mutation { advanceSettlementClock(days: 7) { settled } }`);
    const first = await seller.gql<WithdrawAnswer>(WITHDRAW, { key: 'drill-withdraw-1', amount: 600 });
    expect(first.data?.withdraw.errors).toEqual([]);
    const withdrawal = first.data!.withdraw.withdrawal!;

    const before = await counts(t.orm.em.fork());
    // Four buyers pay one after another each, for as long as the backup runs.
    let backingUp = true;
    const paid: string[] = [];
    const buyers = Array.from({ length: 4 }, async () => {
      while (backingUp) paid.push(await pay());
    });
    const file = path.join(dir, 'drill.dump');
    let backup: { stdout: string };
    try {
      // Some payments are in flight when the snapshot is taken.
      while (paid.length < 4) await new Promise((r) => setTimeout(r, 20));
      backup = await run(process.execPath, [path.join(SCRIPTS, 'db-backup.mjs'), file], {
        env: { ...process.env, DATABASE_URL: t.databaseUrl },
      });
    } finally {
      backingUp = false;
      await Promise.all(buyers);
    }
    expect(backup.stdout).toContain(`written to ${file}`);
    const after = await counts(t.orm.em.fork());
    expect(after.payments).toBeGreaterThan(before.payments);
    expect(await orphans(t.orm.em.fork())).toBe(0);

    const restoredUrl = pg.url.replace(/\/postgres$/, '/restored');
    const restore = await run(process.execPath, [path.join(SCRIPTS, 'db-restore.mjs'), file, '--create'], {
      env: { ...process.env, DATABASE_URL: restoredUrl },
    });
    expect(restore.stdout).toContain('restored');
    // A second restore into the same (now full) database is refused.
    await expect(
      run(process.execPath, [path.join(SCRIPTS, 'db-restore.mjs'), file], {
        env: { ...process.env, DATABASE_URL: restoredUrl },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('not empty') });

    const { orm, gateway } = await gatewayOn(restoredUrl, false);
    try {
      const ready = await new TestClient(gateway.app).agent.get('/readyz');
      expect(ready.body.checks).toMatchObject({ database: { status: 'ok' }, migrations: { status: 'ok' } });

      const em = orm.em.fork();
      expect(await auditLedger(em)).toEqual({ unbalancedEntries: 0, driftedAccounts: 0, negativeAccounts: 0 });
      expect(await driftedAccounts(em)).toBe(0);
      expect(await orphans(em)).toBe(0);
      const restored = await counts(em);
      // The snapshot's moment lies between the counts taken before and after the backup ran.
      for (const key of ['payments', 'entries', 'idempotency'] as const) {
        expect(restored[key]).toBeGreaterThanOrEqual(before[key]);
        expect(restored[key]).toBeLessThanOrEqual(after[key]);
      }

      // The key spent before the backup: the same request gets the first answer, money moves no more.
      const member = new TestClient(gateway.app);
      expect((await member.login('business01')).viewer).not.toBeNull();
      const [{ n: withdrawalsBefore }] = await em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from journal_entry where kind = 'withdrawal'`);
      const replay = await member.gql<WithdrawAnswer>(WITHDRAW, { key: 'drill-withdraw-1', amount: 600 });
      expect(replay.data?.withdraw.withdrawal?.id).toBe(withdrawal.id);
      const reused = await member.gql<WithdrawAnswer>(WITHDRAW, { key: 'drill-withdraw-1', amount: 700 });
      expect(reused.data?.withdraw.errors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
      const [{ n: withdrawalsAfter }] = await em
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from journal_entry where kind = 'withdrawal'`);
      expect(withdrawalsAfter).toBe(withdrawalsBefore);
    } finally {
      await gateway.close();
      await orm.close();
    }
  }, 120_000);
});
