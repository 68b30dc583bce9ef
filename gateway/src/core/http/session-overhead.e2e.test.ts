import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_REFRESH_MS } from './session';

/**
 * Issue 18, target 1: built files never reach the session store, and a signed-in session is written when it
 * changes or when its expiry is over a minute stale, not on every request.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ FRONTEND_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const expiryOf = async (sid: string) => {
  const [row] = await t.orm.em
    .getConnection()
    .execute<{ expire: Date; sess: { seenAt?: number } }[]>(`select expire, sess from "session" where sid = ?`, [sid]);
  return row;
};

it('moves a signed-in session’s expiry once a minute at most, not on every request', async () => {
  const client = t.client();
  await client.login('business01');
  await client.post('/api/check_login/login_status').expect(200);
  // The only signed-in session of this fresh database.
  const [{ sid }] = await t.orm.em
    .getConnection()
    .execute<{ sid: string }[]>(`select sid from "session" where sess::jsonb ? 'passport'`);
  const before = await expiryOf(sid);
  expect(before?.sess.seenAt).toBeGreaterThan(0);

  // Ten more requests inside the minute: no new cookie, the row untouched.
  for (let i = 0; i < 10; i += 1) {
    const res = await client.post('/api/check_login/login_status').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  }
  expect((await expiryOf(sid))?.expire).toEqual(before?.expire);

  // A minute and more later (the mark and the row's expiry moved back as time would): the next request moves the
  // expiry a full idle period ahead and re-sends the cookie.
  const staleExpiry = new Date(Date.now() + t.config.sessionIdleMs - SESSION_REFRESH_MS - 1000);
  await t.orm.em
    .getConnection()
    .execute(
      `update "session" set sess = jsonb_set(sess::jsonb, '{seenAt}', to_jsonb(?::bigint))::json, expire = ? where sid = ?`,
      [Date.now() - SESSION_REFRESH_MS - 1000, staleExpiry, sid],
    );
  const moved = await client.post('/api/check_login/login_status').expect(200);
  expect(moved.headers['set-cookie']).toBeDefined();
  const after = await expiryOf(sid);
  expect(new Date(after!.expire).getTime()).toBeGreaterThan(staleExpiry.getTime() + SESSION_REFRESH_MS);
});

it('serves built files without the session store: they work with the store gone, while the API does not', async () => {
  const client = t.client();
  await client.login('personal01');
  await t.orm.em.getConnection().execute(`alter table "session" rename to session_away`);
  try {
    const asset = await client.agent.get(client.path('/assets/app-abc123.js')).expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['set-cookie']).toBeUndefined();
    await client.agent.get(client.path('/favicon.svg')).expect(200);
    const api = await client.post('/api/check_login/login_status');
    expect(api.status).toBeGreaterThanOrEqual(500);
  } finally {
    await t.orm.em.getConnection().execute(`alter table session_away rename to "session"`);
  }
});

it('leaves a guest without a session row when it only reads built files', async () => {
  const count = async () =>
    Number((await t.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from "session"`))[0]?.n);
  const before = await count();
  const guest = t.client();
  const res = await guest.agent.get(guest.path('/assets/app-abc123.js')).expect(200);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(await count()).toBe(before);
});
