import request from 'supertest';
import { loadConfig } from '../config/config';
import { migrate, openOrm } from '../boot/database';
import { migrationsCheck, watchJobWorkers } from '../boot/readiness';
import { createApp } from '../app';
import { startMoneyJobs } from '../jobs/money-jobs';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';
import { createTestApp, TEST_CAPTCHA, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';
import { startBuiltGateway, type BuiltGateway } from './built-gateway';
import type { HealthReport } from '../core/http/health';

/**
 * /healthz and /readyz on a real gateway and PostgreSQL: JSON with what was checked, 503 while draining, with a
 * migration missing, with the job workers stopped, or with the database gone; no session, CSRF token or SPA page.
 */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz says the process is alive, as JSON, without a session', async () => {
    const res = await request(t.app).get('/healthz').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ status: 'ok', checks: { process: { status: 'ok' } } });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz checks the database, the migrations and shutdown', async () => {
    const res = await request(t.app).get('/readyz').expect(200);
    const report = res.body as HealthReport;
    expect(report.status).toBe('ok');
    expect(report.checks).toEqual({
      shutdown: { status: 'ok' },
      database: { status: 'ok' },
      migrations: { status: 'ok' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a POST as any other unknown path, and HEAD like GET', async () => {
    await request(t.app).head('/readyz').expect(200);
    const post = await request(t.app).post('/readyz');
    expect(post.status).not.toBe(200);
  });

  it('names a migration this build lists and the database lacks', async () => {
    const connection = t.orm.em.getConnection();
    const [last] = await connection.execute<{ id: number; name: string; executed_at: Date }[]>(
      'select id, name, executed_at from mikro_orm_migrations order by id desc limit 1',
    );
    await connection.execute('delete from mikro_orm_migrations where id = ?', [last.id]);
    try {
      const result = await migrationsCheck(t.orm)();
      expect(result.status).toBe('fail');
      expect(result.detail).toContain(last.name.replace(/\.[jt]s$/, ''));
    } finally {
      await connection.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
        last.id,
        last.name,
        last.executed_at,
      ]);
    }
    expect((await migrationsCheck(t.orm)()).status).toBe('ok');
  });

  it('adds the job workers once they run and fails when they stop', async () => {
    const boss = await startMoneyJobs(t.orm, t.databaseUrl, 'test', { schedule: false });
    watchJobWorkers(t.readiness, boss);
    try {
      const running = await request(t.app).get('/readyz').expect(200);
      expect((running.body as HealthReport).checks.jobs).toEqual({ status: 'ok' });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const stopped = await request(t.app).get('/readyz').expect(503);
    expect((stopped.body as HealthReport).checks.jobs.status).toBe('fail');
  });

  it('is 503 from the moment the gateway drains, while /healthz stays 200', async () => {
    t.readiness.drain();
    const res = await request(t.app).get('/readyz').expect(503);
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { shutdown: { status: 'fail' } } });
    await request(t.app).get('/healthz').expect(200);
  });
});

describe('readiness under a base path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BASE_PATH: '/slave' });
  });
  afterAll(() => t.close());

  it('answers at the root and under the base path, never with the SPA page', async () => {
    for (const path of ['/readyz', '/slave/readyz', '/healthz', '/slave/healthz']) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});

describe('readiness with the database gone', () => {
  let pg: PrivatePostgres;
  afterAll(() => pg?.destroy());

  it('is 503 naming the database while PostgreSQL is down, and 200 again when it is back', async () => {
    pg = await startPrivatePostgres();
    const config = loadConfig({
      APP_ENV: 'test',
      CAPTCHA_FIXED_CODE: TEST_CAPTCHA,
      FRONTEND_DIST: '/nonexistent',
      DATABASE_URL: pg.url,
    });
    const orm = await openOrm(pg.url, 4);
    await migrate(orm);
    const gateway = await createApp(config, orm, pg.url);
    try {
      await request(gateway.app).get('/readyz').expect(200);

      pg.stop();
      const started = Date.now();
      const down = await request(gateway.app).get('/readyz').expect(503);
      expect(Date.now() - started).toBeLessThan(5000);
      const report = down.body as HealthReport;
      expect(report.status).toBe('unavailable');
      expect(report.checks.database.status).toBe('fail');
      expect(JSON.stringify(report)).not.toMatch(/at .*\.(ts|js):\d+/);
      await request(gateway.app).get('/healthz').expect(200);

      pg.start();
      const deadline = Date.now() + 20_000;
      let status = 503;
      while (status !== 200 && Date.now() < deadline) {
        status = (await request(gateway.app).get('/readyz')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    } finally {
      await gateway.close();
      await orm.close(true);
    }
  });
});

describe('a started gateway', () => {
  let g: BuiltGateway | undefined;
  afterAll(() => {
    if (g?.child.exitCode === null) g.child.kill('SIGKILL');
  });

  it('is ready with its job workers running, and stops with exit 0 on SIGTERM', async () => {
    g = await startBuiltGateway(await createTestDatabase(), 'HLTH1', { env: { FRONTEND_DIST: '/nonexistent' } });
    const ready = await fetch(`${g.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: {
        shutdown: { status: 'ok' },
        database: { status: 'ok' },
        migrations: { status: 'ok' },
        jobs: { status: 'ok' },
      },
    });
    const exited = new Promise<number | null>((resolve) => g!.child.once('exit', (code) => resolve(code)));
    g.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(g.output()).toContain('SIGTERM: shutting down');
  }, 90_000);
});
