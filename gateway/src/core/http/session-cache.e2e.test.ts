import request from 'supertest';
import { Client } from 'pg';
import { createReplica, createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { LISTENER_NAME, SessionCache, announceMemberChanged, announceSessionsEnded } from './session-cache';

/**
 * A gateway serves a signed-in session from memory (no SQL statement), and it never serves one
 * that ended or whose member was suspended: it forgets what it changed itself at once, hears other replicas' and
 * scripts' changes through the database triggers' notices, and reads every session while it cannot hear them.
 */
let t: TestApp;
let replica: Awaited<ReturnType<typeof createReplica>>;
const sql = (q: string, p: unknown[] = []) => t.orm.em.getConnection().execute(q, p);

beforeAll(async () => {
  t = await createTestApp({ SQL_STATEMENT_COUNT: '1' });
  replica = await createReplica(t);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

/**
 * login_status as the replica answers it for a client signed in on the first gateway. A session that ended took its
 * CSRF token with it: the answer is then 419 (SPEC §8), which is as signed out as a guest's answer.
 */
async function statusOnReplica(c: TestClient) {
  const res = await request(replica.app)
    .post('/api/check_login/login_status')
    .set('Cookie', c.sessionCookie)
    .set('X-CSRF-TOKEN', c.csrfToken)
    .send({});
  expect([200, 419]).toContain(res.status);
  return {
    signedIn: res.status === 200 && (res.body.data.isLogin as boolean),
    statements: Number(res.headers['x-sql-statements']),
  };
}

/** Both gateways have heard the notices of every write so far (a sign-in's own included), so counts are exact. */
const settled = () => Promise.all([t.sessionsSettled(), replica.sessionsSettled()]);

async function statusHere(c: TestClient) {
  const res = await c.post('/api/check_login/login_status').expect(200);
  return { signedIn: res.body.data.isLogin as boolean, statements: Number(res.headers['x-sql-statements']) };
}

it('reads a session once, then serves it without a statement; a sign-out here ends it at once', async () => {
  const c = t.client();
  await c.login('business01');
  await settled();
  expect(await statusHere(c)).toEqual({ signedIn: true, statements: 1 });
  expect(await statusHere(c)).toEqual({ signedIn: true, statements: 0 });
  const cookie = c.sessionCookie;
  await c.post('/api/member/logout').expect(200);
  // The old cookie, presented again: this gateway forgot the session when it deleted it.
  const again = await request(t.app)
    .post('/api/check_login/login_status')
    .set('Cookie', cookie)
    .set('X-CSRF-TOKEN', c.csrfToken)
    .send({});
  expect(again.body.data?.isLogin ?? false).toBe(false);
});

it('hears another replica’s sign-out and a suspension made with SQL', async () => {
  const c = t.client();
  expect((await c.login('personal01')).errors).toEqual([]);
  await settled();
  expect(await statusOnReplica(c)).toEqual({ signedIn: true, statements: 1 });
  expect(await statusOnReplica(c)).toEqual({ signedIn: true, statements: 0 });
  await c.post('/api/member/logout').expect(200);
  await replica.sessionsSettled();
  expect((await statusOnReplica(c)).signedIn).toBe(false);

  const d = t.client();
  await d.login('agent01');
  await settled();
  await statusOnReplica(d);
  expect(await statusOnReplica(d)).toEqual({ signedIn: true, statements: 0 });
  await sql(`update member set status = 7 where login_name = 'agent01'`);
  try {
    await replica.sessionsSettled();
    expect((await statusOnReplica(d)).signedIn).toBe(false);
  } finally {
    await sql(`update member set status = 1 where login_name = 'agent01'`);
  }
});

it('ends a session for 24 parallel requests on the other replica once its sign-out is heard', async () => {
  const c = t.client();
  expect((await c.login('business01')).errors).toEqual([]);
  await settled();
  await statusOnReplica(c);
  const during = Promise.all(Array.from({ length: 24 }, () => statusOnReplica(c)));
  await c.post('/api/member/logout').expect(200);
  await during;
  await replica.sessionsSettled();
  const after = await Promise.all(Array.from({ length: 24 }, () => statusOnReplica(c)));
  expect(after.filter((s) => s.signedIn)).toEqual([]);
});

it('reads every session while it cannot listen, and serves from memory again once it listens', async () => {
  const c = t.client();
  await c.login('buyer01', 'BUYER');
  await settled();
  await statusOnReplica(c);
  expect(await statusOnReplica(c)).toEqual({ signedIn: true, statements: 0 });
  // Both gateways' listening connections are cut: a notice sent now would be lost.
  const admin = new Client({ connectionString: t.databaseUrl });
  await admin.connect();
  try {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`,
      [LISTENER_NAME],
    );
    await until(async () => (await statusOnReplica(c)).statements === 1);
    await sql(`update member set status = 7 where login_name = 'buyer01'`);
    // No notice is waited for: the replica reads the session and its member again.
    expect((await statusOnReplica(c)).signedIn).toBe(false);
  } finally {
    await sql(`update member set status = 1 where login_name = 'buyer01'`);
    await admin.end();
  }
  const back = t.client();
  await back.login('buyer01', 'BUYER');
  await settled();
  // Listening again (it reconnects by itself): a session read once is served from memory.
  await until(async () => {
    await statusOnReplica(back);
    return (await statusOnReplica(back)).statements === 0;
  });
  expect((await statusOnReplica(back)).signedIn).toBe(true);
});

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('SessionCache rules', () => {
  let cache: SessionCache<{ id: number } | null>;
  const read = (id: number) => ({ text: JSON.stringify({ cookie: {}, n: id }), joined: { id } });
  const later = () => Date.now() + 60_000;

  beforeEach(async () => {
    cache = new SessionCache(t.databaseUrl, 3, (joined) => joined?.id ?? null);
    await cache.start();
    expect(cache.serving).toBe(true);
  });
  afterEach(() => cache.close());

  it('does not keep a read that was in flight when its session or any member changed', () => {
    const started = cache.readStarted();
    cache.forget('a');
    cache.remember('a', started, read(1), later());
    expect(cache.lookup('a')).toBeUndefined();
    // Another session's change does not spoil it.
    const other = cache.readStarted();
    cache.forget('some-other-session');
    cache.remember('a', other, read(1), later());
    expect(cache.lookup('a')?.joined).toEqual({ id: 1 });
    // A member's change does: the read's member is not known before it ends.
    const beforeMember = cache.readStarted();
    announceMemberChanged(99);
    cache.remember('b', beforeMember, read(2), later());
    expect(cache.lookup('b')).toBeUndefined();
  });

  it('never serves a session past its expiry, and drops the oldest entry beyond its size', () => {
    cache.remember('gone', cache.readStarted(), read(1), Date.now() - 1);
    expect(cache.lookup('gone')).toBeUndefined();
    for (const sid of ['a', 'b', 'c', 'd']) cache.remember(sid, cache.readStarted(), read(2), later());
    expect(cache.size).toBe(3);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('d')).toBeDefined();
  });

  it('forgets a member’s sessions and ended sessions this process announces', () => {
    cache.remember('m5', cache.readStarted(), read(5), later());
    cache.remember('m6', cache.readStarted(), read(6), later());
    announceMemberChanged(5);
    expect(cache.lookup('m5')).toBeUndefined();
    expect(cache.lookup('m6')).toBeDefined();
    announceSessionsEnded(['m6']);
    expect(cache.lookup('m6')).toBeUndefined();
  });

  it('hears a session row deleted by anyone; a member change the viewer does not use sends no notice', async () => {
    await sql(`insert into "session" (sid, sess, expire) values ('cache-test', '{}', now() + interval '1 hour')`);
    cache.remember('cache-test', cache.readStarted(), read(7), later());
    cache.remember('untouched', cache.readStarted(), read(8), later());
    await sql(`delete from "session" where sid = 'cache-test'`);
    await cache.sync();
    expect(cache.lookup('cache-test')).toBeUndefined();
    expect(cache.lookup('untouched')).toBeDefined();
    // A member row changed in a column the viewer does not use sends no notice.
    await sql(`update member set password_changed_at = now() where id = 8`);
    await cache.sync();
    expect(cache.lookup('untouched')).toBeDefined();
  });
});
