import { Client } from 'pg';
import { loadConfig } from '../config/config';
import { migrate, openOrm, seed } from '../boot/database';
import { createApp } from '../app';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { createTestApp, TestClient, TEST_CAPTCHA, type TestApp } from './test-app';

/** Asks until the gateway answers 200, recording every status on the way. */
async function untilHealthy(ask: () => Promise<number>, attempts = 40): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const status = await ask();
    seen.push(status);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

const viewerStatus = async (c: TestClient) => (await c.gql('{ viewer { account } }')).status;

describe('losing database connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('survives every backend being terminated and serves again without a restart', async () => {
    const c = t.client();
    expect((await c.login('business01')).viewer).not.toBeNull();
    expect(await viewerStatus(c)).toBe(200);

    const admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(t.databaseUrl).pathname.slice(1);
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        database,
      ]);
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const seen = await untilHealthy(() => viewerStatus(c));
    expect(seen[seen.length - 1]).toBe(200);
    for (const status of seen) expect([200, 503]).toContain(status);
    const me = await c.gql<{ viewer: { account: string } }>('{ viewer { account } }');
    expect(me.data?.viewer.account).toBe('business01');
  });
});

describe('a database restart while serving', () => {
  let pg: PrivatePostgres;
  afterAll(() => pg?.destroy());

  it('answers 503 envelopes while PostgreSQL is down and recovers by itself when it is back', async () => {
    pg = await startPrivatePostgres();
    const config = loadConfig({
      APP_ENV: 'test',
      CAPTCHA_FIXED_CODE: TEST_CAPTCHA,
      FRONTEND_DIST: '/nonexistent',
      DATABASE_URL: pg.url,
    });
    const orm = await openOrm(pg.url, 10);
    await migrate(orm);
    await seed(orm, true);
    const gateway = await createApp(config, orm, pg.url);
    try {
      const c = new TestClient(gateway.app);
      expect((await c.login('personal01')).viewer).not.toBeNull();
      expect(await viewerStatus(c)).toBe(200);

      pg.stop();
      const down = await c.gql('{ viewer { account } }');
      expect(down.status).toBe(503);
      expect(JSON.stringify(down)).not.toMatch(/at .*\.(ts|js):\d+/);
      const rest = await c.post('/api/check_login/login_status');
      expect(rest.status).toBe(503);
      expect(rest.body).toEqual({
        success: false,
        message: '系統暫時無法服務，請稍後再試',
        requestId: expect.any(String),
      });

      pg.start();
      const seen = await untilHealthy(() => viewerStatus(c));
      expect(seen[seen.length - 1]).toBe(200);
      const me = await c.gql<{ viewer: { account: string } }>('{ viewer { account } }');
      expect(me.data?.viewer.account).toBe('personal01');
    } finally {
      await gateway.close();
      await orm.close(true);
    }
  });
});
