import { print } from 'graphql';
import { CONSOLE_HEADER, CONSOLE_MESSAGES } from '@paydesk/shared/api-console';
import { AccessTokensDocument, CreateAccessTokenDocument } from '../../test/client-operations';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * The developer page's try-it console (ADR 0051) rides the member's session with its header: queries answer as
 * through the screens, anything else is refused before it runs, and production has no console at all.
 */
let t: TestApp;
let seller: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
});
afterAll(async () => t.close());

/** A console request as the page sends it: session cookie, CSRF token, the console header. */
const fromConsole = (client: TestClient, body: object | object[]) =>
  client.agent
    .post(client.path('/graphql'))
    .set('X-CSRF-TOKEN', client.csrfToken)
    .set('Content-Type', 'application/json')
    .set(CONSOLE_HEADER, '1')
    .send(body);

const createToken = print(CreateAccessTokenDocument);
const tokenInput = (name: string) => ({ input: { name, scopes: ['TRANSACTIONS_READ'], expiresInDays: 1 } });
const tokenNames = async () =>
  (await seller.gql(AccessTokensDocument)).data!.accessTokens.items.map((token: { name: string }) => token.name);

it('answers a query with the signed-in member’s data', async () => {
  const res = await fromConsole(seller, { query: '{ viewer { account kind } }' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: { viewer: { account: 'business01', kind: 'MEMBER' } } });
});

it('refuses a mutation before it runs, in every form a body can take', async () => {
  const refused = { errors: [{ message: CONSOLE_MESSAGES.readOnly, extensions: { code: 'FORBIDDEN' } }] };
  const plain = await fromConsole(seller, { query: createToken, variables: tokenInput('console-plain') });
  expect([plain.status, plain.body]).toEqual([403, refused]);
  // A document holding a query and a mutation, the mutation picked by name.
  const picked = await fromConsole(seller, {
    query: `query Mine { viewer { account } } ${createToken}`,
    operationName: 'CreateAccessToken',
    variables: tokenInput('console-picked'),
  });
  expect([picked.status, picked.body]).toEqual([403, refused]);
  const batch = await fromConsole(seller, [
    { query: '{ viewer { account } }' },
    { query: createToken, variables: tokenInput('console-batch') },
  ]);
  expect([batch.status, batch.body]).toEqual([403, refused]);
  expect(await tokenNames()).not.toEqual(expect.arrayContaining([expect.stringMatching(/^console-/)]));

  // The same mutation through the screens' path (no console header) is the member's to make.
  const screens = await seller.gql(CreateAccessTokenDocument, {
    input: { name: 'screens', scopes: ['TRANSACTIONS_READ'], expiresInDays: 1 },
  });
  expect(screens.data!.createAccessToken.errors).toEqual([]);
  expect(await tokenNames()).toContain('screens');
});

it('still answers a malformed document with GraphQL’s own error, so the console shows it', async () => {
  const res = await fromConsole(seller, { query: '{ viewer { account ' });
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
});

it('keeps the session’s CSRF check: a console request without the page’s token is refused', async () => {
  const res = await seller.agent
    .post(seller.path('/graphql'))
    .set('Content-Type', 'application/json')
    .set(CONSOLE_HEADER, '1')
    .send({ query: '{ viewer { account } }' });
  // 419: the session's "page expired" answer (SPEC §8), as for any request without the page's token.
  expect(res.status).toBe(419);
  expect(res.body.data).toBeUndefined();
});

it('answers 20 console queries at once, each with the member’s data', async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fromConsole(seller, { query: `query Try${i} { viewer { account } }`, operationName: `Try${i}` }),
    ),
  );
  expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
  expect(answers.map((res) => res.body.data.viewer.account)).toEqual(Array(20).fill('business01'));
});

it('has no console in production: any request with its header is refused before it runs', async () => {
  const prod = await createTestApp({
    APP_ENV: 'production',
    SESSION_SECRET: TEST_SESSION_SECRET,
    CAPTCHA_FIXED_CODE: '',
    APP_URL: 'https://pay.example.tw',
  });
  try {
    const absent = { errors: [{ message: CONSOLE_MESSAGES.absent, extensions: { code: 'NOT_FOUND' } }] };
    const client = prod.client();
    const query = await client.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set(CONSOLE_HEADER, '1')
      .send({ query: '{ newsList { total } }' });
    expect([query.status, query.body]).toEqual([404, absent]);
    // Without the header the same query is the public endpoint's, answered as ever.
    const plain = await client.agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: '{ newsList { total } }' });
    expect(plain.status).toBe(200);
    expect(plain.body.data.newsList.total).toEqual(expect.any(Number));
  } finally {
    await prod.close();
  }
});
