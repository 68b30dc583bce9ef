import crypto from 'node:crypto';
import express from 'express';
import { Pool } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestSessions, type SessionOptions } from './request-session';
import { PgSessionStore } from './session-store';

/**
 * The request session (request-session.ts) on a real session table: what it stores, when, and the cookie it sends.
 * A small app stands in for the gateway's routes: it counts a visit, signs in (regenerate + save, as passport does)
 * and signs out (destroy).
 */
const SECRET = 'test-secret-of-the-request-session';
const IDLE_MS = 30 * 60_000;
let t: TestApp;
let pool: Pool;
let store: PgSessionStore<undefined>;

// The gateway's migrated database, for its session table; the gateway itself is not asked anything here.
beforeAll(async () => {
  t = await createTestApp();
  pool = new Pool({ connectionString: t.databaseUrl, max: 4 });
  store = new PgSessionStore<undefined>(pool);
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await t.close();
});

type Session = Express.Request['session'] & { visits?: number; user?: string };

function appWith(options: Partial<SessionOptions> = {}) {
  const app = express();
  app.use(
    requestSessions(app, store, {
      cookieName: 'paydesk.sid',
      secret: SECRET,
      idleMs: IDLE_MS,
      secure: false,
      path: '/',
      ...options,
    }),
  );
  app.get('/look', (req, res) => res.json({ visits: (req.session as Session).visits ?? null }));
  app.get('/visit', (req, res) => {
    const session = req.session as Session;
    session.visits = (session.visits ?? 0) + 1;
    res.json({ visits: session.visits, id: req.sessionID });
  });
  app.get('/sign-in', (req, res, next) => {
    const keep = { ...(req.session as Session) };
    req.session.regenerate((error) => {
      if (error) return next(error);
      Object.assign(req.session, keep, { user: 'someone' });
      req.session.save((saveError) => (saveError ? next(saveError) : res.json({ id: req.sessionID })));
    });
  });
  app.get('/sign-out', (req, res, next) =>
    req.session.destroy((error) => (error ? next(error) : res.json({ signedIn: false }))),
  );
  return app;
}

const rows = async () => (await pool.query(`select sid, sess::text as sess, expire from "session"`)).rows;
const sessionCookieOf = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) => c.startsWith('paydesk.sid='));

beforeEach(() => pool.query(`delete from "session"`));

it('stores nothing and sends no cookie for a visit that leaves the session empty', async () => {
  const res = await request(appWith()).get('/look').expect(200);
  expect(sessionCookieOf(res)).toBeUndefined();
  expect(await rows()).toEqual([]);
});

it('stores a changed session once, with the cookie and the row carrying the same expiry', async () => {
  const before = Date.now();
  const res = await request(appWith()).get('/visit').expect(200);
  const cookie = sessionCookieOf(res)!;
  expect(cookie).toMatch(/^paydesk\.sid=s%3A[\w-]+\.[\w%]+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]);
  expect(expires).toBeGreaterThanOrEqual(Math.floor((before + IDLE_MS) / 1000) * 1000);
  const [row] = await rows();
  expect(row.sid).toBe(res.body.id);
  expect(Math.floor(row.expire.getTime() / 1000)).toBe(Math.floor(expires / 1000));
  expect(JSON.parse(row.sess)).toMatchObject({ visits: 1, cookie: { httpOnly: true, path: '/', sameSite: 'lax' } });
});

it('reads the session back by its cookie, and writes only when it changes', async () => {
  const agent = request.agent(appWith());
  const first = await agent.get('/visit').expect(200);
  const [stored] = await rows();
  const look = await agent.get('/look').expect(200);
  expect(look.body).toEqual({ visits: 1 });
  expect(sessionCookieOf(look)).toBeUndefined();
  expect((await rows())[0].sess).toBe(stored.sess);
  const second = await agent.get('/visit').expect(200);
  expect(second.body).toEqual({ visits: 2, id: first.body.id });
  expect(JSON.parse((await rows())[0].sess).visits).toBe(2);
});

it('takes a cookie whose signature does not hold for none at all, before or after the genuine one', async () => {
  const app = appWith();
  const { body } = await request(app).get('/visit').expect(200);
  const mac = (secret: string) =>
    crypto.createHmac('sha256', secret).update(body.id).digest('base64').replace(/=+$/, '');
  const look = (value: string, others = '') =>
    request(app)
      .get('/look')
      .set('Cookie', `${others}paydesk.sid=${encodeURIComponent(value)}`)
      .expect(200);
  expect((await look(`s:${body.id}.${mac('another-secret')}`)).body).toEqual({ visits: null });
  expect((await look(`s:${body.id}.${mac(SECRET)}`, 'other=1; ')).body).toEqual({ visits: 1 });
  // Once the genuine cookie was verified (and remembered), a forged one for the same id is still refused.
  expect((await look(`s:${body.id}.${mac('another-secret')}`)).body).toEqual({ visits: null });
  expect((await look(`${body.id}.${mac(SECRET)}`)).body).toEqual({ visits: null });
  const malformed = await request(app).get('/look').set('Cookie', 'paydesk.sid=%E0%A4%A').expect(200);
  expect(malformed.body).toEqual({ visits: null });
});

it('signs in under a new id (the old row deleted) and signs out by deleting the row', async () => {
  const agent = request.agent(appWith());
  const { body: guest } = await agent.get('/visit').expect(200);
  const signIn = await agent.get('/sign-in').expect(200);
  expect(signIn.body.id).not.toBe(guest.id);
  expect(sessionCookieOf(signIn)).toContain(encodeURIComponent(`s:${signIn.body.id}.`));
  const after = await rows();
  expect(after.map((r) => r.sid)).toEqual([signIn.body.id]);
  // Kept across the rotation, and written once (the explicit save; nothing changed after it).
  expect(JSON.parse(after[0].sess)).toMatchObject({ visits: 1, user: 'someone' });
  await agent.get('/sign-out').expect(200);
  expect(await rows()).toEqual([]);
  expect((await agent.get('/look').expect(200)).body).toEqual({ visits: null });
});

it('marks the cookie Secure where the app runs behind TLS', async () => {
  const res = await request(appWith({ secure: true, path: '/base/' }))
    .get('/visit')
    .expect(200);
  expect(sessionCookieOf(res)).toMatch(/; Path=\/base\/; .*; Secure$/);
});

it('serves twenty parallel first visits with twenty sessions, all stored', async () => {
  const app = appWith();
  const answers = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/visit').expect(200)));
  const ids = answers.map((a) => a.body.id as string);
  expect(new Set(ids).size).toBe(20);
  expect((await rows()).map((r) => r.sid).sort()).toEqual([...ids].sort());
});
