import { loadConfig } from '../../config/config';
import { DEMO_PASSWORD, TEST_CAPTCHA, createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * What a request costs in SQL, as the bench reads it (SQL_STATEMENT_COUNT=1). A
 * member's first signed-in request reads its session and its viewer in one statement (the session read joins the
 * member); from then on the session comes from the gateway's session cache, at no statement, until it changes. An
 * assistant's viewer is read on every request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SQL_STATEMENT_COUNT: '1' });
});
afterAll(() => t.close());

/**
 * A GraphQL query as the client posts it; its answer carries the statement count. Tests wait for the sign-in's own
 * session notices (`sessionsSettled`) before counting: one heard late would make the cache read that session again.
 */
const graphql = (c: TestClient, query: string) =>
  c.agent
    .post('/graphql')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .set('Content-Type', 'application/json')
    .send({ query })
    .expect(200);

it('counts one statement for a member’s first signed-in request (session and viewer), none once cached', async () => {
  const c = t.client();
  await c.login('business01');
  await t.sessionsSettled();
  const status = await c.post('/api/check_login/login_status').expect(200);
  expect(status.headers['x-sql-statements']).toBe('1');
  const viewer = await graphql(c, '{ viewer { id kind } }');
  expect(viewer.headers['x-sql-statements']).toBe('0');
  expect(viewer.body.data.viewer).toEqual({ id: expect.stringMatching(/^member:/), kind: 'MEMBER' });
  const page = await c.agent.get('/auth/index').expect(200);
  expect(page.headers['x-sql-statements']).toBe('0');
});

it('counts the session read and the assistant read for an assistant', async () => {
  const c = t.client();
  await c.login('assist01');
  await t.sessionsSettled();
  const viewer = await graphql(c, '{ viewer { id kind } }');
  expect(viewer.body.data.viewer).toEqual({ id: expect.stringMatching(/^assistant:/), kind: 'ASSISTANT' });
  expect(viewer.headers['x-sql-statements']).toBe('2');
});

it('reads the member with the session: a member suspended since sign-in is signed out at its next request', async () => {
  const c = t.client();
  await c.login('review01');
  await t.sessionsSettled();
  expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(true);
  await t.orm.em.getConnection().execute(`update member set status = 7 where login_name = 'review01'`);
  await t.sessionsSettled();
  expect((await c.post('/api/check_login/login_status').expect(200)).body.data.isLogin).toBe(false);
});

it('reads a transaction list without its totals when the query does not select them', async () => {
  const c = t.client();
  await c.login('business01');
  await t.sessionsSettled();
  const list = (fields: string) => graphql(c, `{ transactions(filter: {}) { ${fields} } }`);
  // The session with the viewer (first request only), the page's rows, and the totals only when asked for.
  expect((await list('items { tradeNo } totalCount')).headers['x-sql-statements']).toBe('3');
  expect((await list('items { tradeNo } nextCursor')).headers['x-sql-statements']).toBe('1');
});

it('reads the dashboard in one statement: the reports with the balances and the seller’s state', async () => {
  const c = t.client();
  await c.login('business01');
  await t.sessionsSettled();
  await c.post('/api/check_login/login_status').expect(200);
  const overview = await graphql(
    c,
    '{ moneyOverview { pending todayTotal byDay { total } recent { tradeNo } shops { count } } }',
  );
  expect(overview.body.data.moneyOverview.byDay).toHaveLength(14);
  expect(overview.headers['x-sql-statements']).toBe('1');
});

it('signs in with ten statements: session, captcha, account, throttle (4), session rotation (2), viewer', async () => {
  const c = t.client();
  await c.openPage('/login');
  await c.agent.get('/api/login/image_captcha?t=1').expect(200);
  const login = await c.agent
    .post('/graphql')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .set('Content-Type', 'application/json')
    .send({
      query: 'mutation($input: LoginInput!) { login(input: $input) { errors { message } } }',
      variables: { input: { account: 'business01', password: DEMO_PASSWORD, captcha: TEST_CAPTCHA, kind: 'MEMBER' } },
    })
    .expect(200);
  expect(login.body.data.login.errors).toEqual([]);
  expect(login.headers['x-sql-statements']).toBe('10');
});

it('counts each request on its own, concurrent ones included', async () => {
  const c = t.client();
  await c.login('personal01');
  await t.sessionsSettled();
  await c.post('/api/check_login/login_status').expect(200);
  const answers = await Promise.all(Array.from({ length: 20 }, () => graphql(c, '{ viewer { id } }')));
  // The session is cached; each count is its own request's (a shared count would add up the viewer reads).
  expect(answers.map((a) => a.headers['x-sql-statements'])).toEqual(Array(20).fill('0'));
  const assistant = t.client();
  await assistant.login('assist01');
  await t.sessionsSettled();
  await assistant.post('/api/check_login/login_status').expect(200);
  const assisted = await Promise.all(Array.from({ length: 20 }, () => graphql(assistant, '{ viewer { id } }')));
  expect(assisted.map((a) => a.headers['x-sql-statements'])).toEqual(Array(20).fill('1'));
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
