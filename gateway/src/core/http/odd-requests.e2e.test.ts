import { CSV_EXPORTS as EXPORTS, CSV_FORMAT_PARAM } from '@paydesk/shared/csv-exports';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startBuiltGateway, type BuiltGateway } from '../../test/built-gateway';
import { createTestDatabase } from '../../test/test-database';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let seller: TestClient;
let agent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  agent = t.client();
  await agent.login('agent01');
});
afterAll(() => t.close());

type Envelope = { success: boolean; message: string };
const expectEnvelope = (body: Envelope, pattern: RegExp) => {
  expect(body.success).toBe(false);
  expect(body.message).toMatch(pattern);
};

/** Every CSV export (the shared list), who may read it, and the query parameters it reads. */
const CSV_EXPORTS = Object.values(EXPORTS).map((e) => ({
  path: e.path,
  who: () => (e.path.startsWith('/api/pf/') ? agent : seller),
  params: [...e.filters, CSV_FORMAT_PARAM],
}));

describe('a query parameter given twice', () => {
  it.each(CSV_EXPORTS.flatMap((e) => e.params.map((param) => [e.path, param] as const)))(
    '%s with %s twice answers 400 with the envelope',
    async (path, param) => {
      const c = CSV_EXPORTS.find((e) => e.path === path)!.who();
      const res = await c.agent.get(c.path(`${path}?${param}=1&${param}=2`)).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expectEnvelope(res.body, new RegExp(`「${param}」只能填一個值`));
    },
  );

  it('still lets the same exports answer with single values', async () => {
    const res = await seller.agent.get(seller.path('/api/transactions/export.csv?tradeNo=1')).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
  });
});

describe('a NUL byte in a path parameter', () => {
  it.each([
    ['GET', '/api/member/documents/%00'],
    ['GET', '/api/shop/stores/%00/banner'],
    ['GET', '/api/shop/stores/a%00b/banner'],
    ['GET', '/api/shop/products/1/images/%00'],
    ['POST', '/api/shop/products/%00/images/0/remove'],
    ['POST', '/api/member/%00_notice_accept'],
  ])('%s %s answers 400 with the envelope', async (method, path) => {
    const c = seller;
    const res = await (method === 'GET' ? c.agent.get(c.path(path)) : c.post(path, {}));
    expect(res.status).toBe(400);
    expectEnvelope(res.body, /含有不允許的控制字元/);
  });
});

/**
 * Run against the built gateway as a Node process, not an in-process app: under jest the file-system errors `send`
 * forwards come from another realm (jest's sandbox), so http-errors wraps them as safe to show and a miss reads as
 * 404 whatever the gateway does with them. In plain Node they are marked not for the client and read as a 500, which
 * only a real process shows. It needs the gateway built (`npm test` builds it before the gateway tests, through
 * check:contract).
 */
describe('a miss under /assets of a built front end', () => {
  let gateway: BuiltGateway | undefined;
  let dist: string;
  beforeAll(async () => {
    // A build's layout: index.html beside hashed assets and their precompressed copies.
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--paydesk-meta--></head></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.gz'), 'x');
    gateway = await startBuiltGateway(await createTestDatabase(), 'ASSET', { env: { FRONTEND_DIST: dist } });
  }, 120_000);
  afterAll(() => {
    if (gateway?.child.exitCode === null) gateway.child.kill('SIGTERM');
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves a built asset', async () => {
    const res = await request(gateway!.url).get('/assets/index-abc.js').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.text).toBe('export {};');
  });

  it.each([
    '/assets/missing-1234.js',
    '/assets/',
    '/ASSETS/x.css',
    '/assets/a/b/c.png',
    '/assets/index-abc.js/x',
    '/assets/missing.js.gz',
  ])('GET %s answers 404 with the envelope', async (p) => {
    const res = await request(gateway!.url).get(p).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error404)' });
  });
});
