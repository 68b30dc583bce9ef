import fs from 'node:fs';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { Client } from 'pg';
import { repoRoot } from '../config/config';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { TEST_SESSION_SECRET } from '../test/secrets';
import { buildGatewaySchema } from './build-schema';
import { QUERY_LIMIT_MESSAGES, QUERY_LIMITS, queryLimitsRule } from './query-limits';

/** Counts SQL statements sent by this process (every pool: ORM, sessions), except the session store's own. */
async function sqlIssuedBy(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const spy = jest.spyOn(Client.prototype, 'query').mockName('pg query counter');
  try {
    await work();
    for (const [first] of spy.mock.calls as unknown[][]) {
      const text = typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? '');
      if (!/"session"/.test(text)) seen.push(text);
    }
  } finally {
    spy.mockRestore();
  }
  return seen;
}

const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: newsList { total }`).join(' ')} }`;
const nested = (n: number) => `{ ${'f { '.repeat(n)}id${' }'.repeat(n)} }`;

describe('GraphQL query limits', () => {
  let t: TestApp;
  let guest: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    guest = t.client();
    await guest.openPage();
  });
  afterAll(() => t.close());

  it('still runs a handful of aliases of a public field', async () => {
    const res = await guest.gql<Record<string, { total: number }>>(aliased(3));
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data!)).toEqual(['a0', 'a1', 'a2']);
  });

  it('refuses 1,000 aliases quickly, with a GraphQL error and zero SQL', async () => {
    let res: Awaited<ReturnType<TestClient['gql']>> | undefined;
    const started = Date.now();
    const sql = await sqlIssuedBy(async () => {
      res = await guest.gql(aliased(1000));
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res!.status).toBe(400);
    expect(res!.data).toBeUndefined();
    expect(res!.errors?.[0]?.message).toBe(QUERY_LIMIT_MESSAGES.tokens);
    expect(sql).toEqual([]);
  });

  it('refuses more aliases than the limit within the token limit, with zero SQL', async () => {
    let res: Awaited<ReturnType<TestClient['gql']>> | undefined;
    const sql = await sqlIssuedBy(async () => {
      res = await guest.gql(aliased(QUERY_LIMITS.aliases + 1));
    });
    expect(res!.status).toBe(400);
    expect(res!.errors?.map((e) => e.message)).toContain(QUERY_LIMIT_MESSAGES.aliases);
    expect(sql).toEqual([]);
  });

  it('refuses deep nesting, also through fragments', async () => {
    const direct = await guest.gql(nested(QUERY_LIMITS.depth + 1));
    expect(direct.status).toBe(400);
    expect(direct.errors?.map((e) => e.message)).toContain(QUERY_LIMIT_MESSAGES.depth);
    const viaFragments = await guest.gql(
      `{ ...A } fragment A on Query { f { f { f { ...B } } } } fragment B on Query { f { f { f { f { f { f { f { f { id } } } } } } } } }`,
    );
    expect(viaFragments.errors?.map((e) => e.message)).toContain(QUERY_LIMIT_MESSAGES.depth);
  });

  it('refuses a fan-out of fragments by its expanded field count', async () => {
    const fanOut = `{ ...F3 } fragment F3 on Query { ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 }
      fragment F2 on Query { ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 }
      fragment F1 on Query { appInfo { env } appInfo { env } appInfo { env } appInfo { env } }`;
    const res = await guest.gql(fanOut);
    expect(res.status).toBe(400);
    expect(res.errors?.map((e) => e.message)).toContain(QUERY_LIMIT_MESSAGES.fields);
  });

  it('suggests field names outside production', async () => {
    const res = await guest.gql('{ newsLis { total } }');
    expect(res.errors?.[0]?.message).toMatch(/Did you mean/);
  });

  it('lets every frontend operation through the limits', async () => {
    const { executable } = await buildGatewaySchema();
    const dir = path.join(repoRoot(), 'frontend', 'src');
    const files = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    const all = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    for (const file of files) {
      // Each operation with every fragment of the client, as Apollo Client sends it (plus __typename).
      const document = parse(all.replace(/\{/g, '{ __typename '), { maxTokens: Number.MAX_SAFE_INTEGER });
      for (const definition of document.definitions) {
        if (definition.kind !== 'OperationDefinition') continue;
        const own = parse(fs.readFileSync(path.join(dir, file), 'utf8'));
        if (!own.definitions.some((d) => d.kind === 'OperationDefinition' && d.name?.value === definition.name?.value))
          continue;
        const single = {
          ...document,
          definitions: [definition, ...document.definitions.filter((d) => d.kind === 'FragmentDefinition')],
        };
        expect(validate(executable, single, [queryLimitsRule])).toEqual([]);
      }
    }
  });
});

describe('GraphQL errors in production', () => {
  it('gives no field suggestions', async () => {
    const prod = await createTestApp({
      APP_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      CAPTCHA_FIXED_CODE: '',
      APP_URL: 'https://pay.example.tw',
    });
    try {
      const res = await prod
        .client()
        .agent.post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query: '{ newsLis { total } }' });
      // Without a session cookie (Secure in production) the CSRF check answers first; the GraphQL GET path has none.
      const get = await prod
        .client()
        .agent.get('/graphql')
        .set('apollo-require-preflight', '1')
        .query({ query: '{ newsLis { total } }' });
      expect([res.status, get.status]).toContain(400);
      expect(get.body.errors[0].message).toBe('Cannot query field "newsLis" on type "Query".');
      expect(JSON.stringify(get.body)).not.toMatch(/Did you mean|newsList/);
    } finally {
      await prod.close();
    }
  });
});
