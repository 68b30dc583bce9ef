import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_REFRESH_MS } from './session';
import { AFTER_PAINT_SCRIPT_SOURCE } from './scripts-after-paint';

/**
 * Built files never reach the session store and go out in the compressed copy the build
 * wrote; a signed-in session is written when it changes or when its expiry is over a minute stale, not on every
 * request; dynamic answers are compressed.
 */
const ASSET = 'console.log("PayDesk");\n'.repeat(200);
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'app-abc123.js');
  fs.writeFileSync(asset, ASSET);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(ASSET));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  const filler = '<p hidden>PayDesk</p>'.repeat(100);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><!--paydesk-meta--></head><body>${filler}</body></html>`,
  );
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
  await t.sessionsSettled();
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

it('never serves index.html as the bare template: only app paths answer it, with their metas', async () => {
  const guest = t.client();
  const direct = await guest.agent.get(guest.path('/index.html'));
  expect(direct.text).not.toContain('<!--paydesk-meta-->');
  const page = await guest.agent.get(guest.path('/fee')).expect(200);
  expect(page.text).toContain('<meta name="csrf-token"');
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

it('sends no ETag with an answer (nothing revalidates them, and making one hashes the body)', async () => {
  const c = t.client();
  await c.login('business01');
  const status = await c.post('/api/check_login/login_status').expect(200);
  expect(status.headers.etag).toBeUndefined();
  const page = await c.agent.get(c.path('/login')).expect(200);
  expect(page.headers.etag).toBeUndefined();
});

describe('compression', () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = http.createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The answer's headers and its bytes as the network carries them (no client-side decoding). */
  function raw(method: string, url: string, headers: Record<string, string>, body?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(`${origin}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('serves a hashed asset in the brotli copy, else the gzip copy, else as it is, cached for a year', async () => {
    const url = '/assets/app-abc123.js';
    const br = await raw('GET', url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ASSET);

    const gz = await raw('GET', url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(ASSET);

    const plain = await raw('GET', url, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET);
  });

  it('answers a copy from memory with the headers the file path sends, and leaves ranges and revalidation to it', async () => {
    const url = '/assets/app-abc123.js';
    const copyBytes = fs.readFileSync(path.join(dist, 'assets', 'app-abc123.js.br'));
    // The first request reads the copy; the second is answered from memory. Both as the file path answered.
    for (const round of [1, 2]) {
      const res = await raw('GET', url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect({ round, status: res.status }).toEqual({ round, status: 200 });
      expect(res.body.equals(copyBytes)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': String(copyBytes.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
        vary: 'Accept-Encoding',
        'strict-transport-security': expect.stringContaining('max-age'),
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(new Date(res.headers['last-modified'] ?? '').getTime()).toBeGreaterThan(0);
      // The one inline script a page may run is the after-paint loader, allowed by its hash (scripts-after-paint.ts).
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${AFTER_PAINT_SCRIPT_SOURCE};`);
    }
    // From memory: the file itself is not read again.
    const copyFile = path.join(dist, 'assets', 'app-abc123.js.br');
    fs.renameSync(copyFile, `${copyFile}.away`);
    try {
      const res = await raw('GET', url, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.body.equals(copyBytes)).toBe(true);
    } finally {
      fs.renameSync(`${copyFile}.away`, copyFile);
    }
    // A coding refused with q=0 is not sent; HEAD gets the headers without the body.
    const gz = await raw('GET', url, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const head = await raw('HEAD', url, { 'Accept-Encoding': 'br' });
    expect(head.headers['content-length']).toBe(String(copyBytes.length));
    expect(head.body.length).toBe(0);
    // Revalidation and ranges are answered as before, by the file path.
    const lastModified = (await raw('GET', url, { 'Accept-Encoding': 'br' })).headers['last-modified'] ?? '';
    const fresh = await raw('GET', url, { 'Accept-Encoding': 'br', 'If-Modified-Since': lastModified });
    expect(fresh.status).toBe(304);
    const part = await raw('GET', url, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.body.equals(copyBytes.subarray(0, 10))).toBe(true);
    // A name with no copy is not found, as a JSON envelope.
    const missing = await raw('GET', '/assets/no-such-file.js', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
  });

  it('compresses GraphQL answers and the app page for a client that takes gzip', async () => {
    const page = await raw('GET', '/login', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(page.body).toString();
    const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

    const res = await raw(
      'POST',
      '/graphql',
      { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf, Cookie: cookie },
      JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(res.body).toString()) as { data?: { __schema?: unknown } };
    expect(body.data?.__schema).toBeDefined();
  });

  it('answers a client that names no encoding as it is, still saying the answer varies by encoding', async () => {
    const page = await raw('GET', '/login', {});
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['vary']).toContain('Accept-Encoding');
    expect(page.body.toString()).toContain('<meta name="csrf-token"');
    // The same page is compressed for a client that takes gzip, so caches must keep the two apart.
    const zipped = await raw('GET', '/login', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['vary']).toContain('Accept-Encoding');
  });
});
