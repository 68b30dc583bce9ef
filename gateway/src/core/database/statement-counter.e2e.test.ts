import { loadConfig } from '../../config/config';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 18 targets 1 and 2: what a request costs in SQL, as the bench reads it (SQL_STATEMENT_COUNT=1). A
 * signed-in API request reads the session and the viewer, nothing more; a page load reads only the session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SQL_STATEMENT_COUNT: '1' });
});
afterAll(() => t.close());

it('counts one session read and one viewer read for a signed-in API request, one read for a page', async () => {
  const c = t.client();
  await c.login('business01');
  const status = await c.post('/api/check_login/login_status').expect(200);
  expect(status.headers['x-sql-statements']).toBe('2');
  const viewer = await c.agent
    .post('/graphql')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .set('Content-Type', 'application/json')
    .send({ query: '{ viewer { id kind } }' })
    .expect(200);
  expect(viewer.headers['x-sql-statements']).toBe('2');
  const page = await c.agent.get('/auth/index').expect(200);
  expect(page.headers['x-sql-statements']).toBe('1');
});

it('reads a transaction list without its totals when the query does not select them', async () => {
  const c = t.client();
  await c.login('business01');
  const list = (fields: string) =>
    c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .set('Content-Type', 'application/json')
      .send({ query: `{ transactions(filter: {}) { ${fields} } }` })
      .expect(200);
  // Session, viewer, the page's rows, and the totals only when asked for.
  expect((await list('items { tradeNo } totalCount')).headers['x-sql-statements']).toBe('4');
  expect((await list('items { tradeNo } nextCursor')).headers['x-sql-statements']).toBe('3');
});

it('counts each request on its own, concurrent ones included', async () => {
  const c = t.client();
  await c.login('personal01');
  const answers = await Promise.all(Array.from({ length: 20 }, () => c.post('/api/check_login/login_status')));
  expect(answers.map((a) => a.headers['x-sql-statements'])).toEqual(Array(20).fill('2'));
});

it('is refused in production, where the header would describe the gateway to anyone', () => {
  expect(() =>
    loadConfig({
      APP_ENV: 'production',
      SESSION_SECRET: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      SQL_STATEMENT_COUNT: '1',
      APP_URL: 'https://pay.example.com',
    }),
  ).toThrow(/SQL_STATEMENT_COUNT/);
});
