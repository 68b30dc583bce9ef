import fs from 'node:fs';
import path from 'node:path';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import request from 'supertest';
import { ERROR_SHAPES, TOP_LEVEL_ERROR_CODES, type ErrorShapeExample } from '@paydesk/shared/api-errors';
import { TOKEN_LIMITS } from '@paydesk/shared/token-scopes';
import { repoRoot } from '../config/config';
import { CreateAccessTokenDocument } from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';

/**
 * The developer page's error shapes (shared/src/api-errors.ts), sent as a program sends them: each answer must be the
 * page's example, so the page shows what programs really get.
 */
let t: TestApp;
let agent: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
});
afterAll(async () => t.close());

async function newToken(name: string): Promise<string> {
  const created = await agent.gql(CreateAccessTokenDocument, {
    input: { name, scopes: ['PF_READ', 'TRANSACTIONS_READ'], expiresInDays: 1 },
  });
  expect(created.data!.createAccessToken.errors).toEqual([]);
  return created.data!.createAccessToken.secret!;
}

/** The example's request from a program with no cookie: as a guest, or with the token. */
function send(example: ErrorShapeExample, token: string) {
  const req =
    'method' in example.request
      ? request(t.app).get(example.request.path)
      : request(t.app).post('/graphql').set('Content-Type', 'application/json').send(example.request);
  return example.client === 'token' ? req.set('Authorization', `Bearer ${token}`) : req;
}

/** What changes per request, which the page's examples leave out. */
const PER_REQUEST = new Set(['requestId', 'locations', 'path']);
function withoutPerRequest(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPerRequest);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PER_REQUEST.has(key))
      .map(([key, inner]) => [key, withoutPerRequest(inner)]),
  );
}

it('shows one example of every kind', () => {
  expect(ERROR_SHAPES.map((e) => e.kind).sort()).toEqual(['authorization', 'field', 'input', 'rateLimit', 'rest']);
});

it.each(ERROR_SHAPES.filter((e) => e.kind !== 'rateLimit').map((e) => [e.kind, e] as const))(
  'answers the %s example as the page shows it',
  async (_kind, example) => {
    const res = await send(example, await newToken(`shape-${example.kind}`));
    expect(res.status).toBe(example.status);
    expect(withoutPerRequest(res.body)).toEqual(example.body);
    for (const [name, value] of Object.entries(example.headers ?? {}))
      expect(res.headers[name.toLowerCase()]).toBe(value);
  },
);

it('answers the rate-limit example once a token has used its minute', async () => {
  const example = ERROR_SHAPES.find((e) => e.kind === 'rateLimit')!;
  const token = await newToken('shape-rate');
  for (let sent = 0; sent < TOKEN_LIMITS.requestsPerMinute; sent += 20) {
    const batch = await Promise.all(Array.from({ length: 20 }, () => send(example, token)));
    expect(batch.map((res) => res.status)).toEqual(Array(20).fill(200));
  }
  const res = await send(example, token);
  expect(res.status).toBe(example.status);
  expect(withoutPerRequest(res.body)).toEqual(example.body);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
});

it('lists only codes the gateway or Apollo Server under it really gives', () => {
  const dir = path.join(repoRoot(), 'gateway', 'src');
  const source = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.startsWith('test'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const given = new Set<string>([
    ...Object.values(ApolloServerErrorCode),
    ...[...source.matchAll(/'([A-Z][A-Z_]+)'/g)].map((m) => m[1]!),
  ]);
  for (const code of TOP_LEVEL_ERROR_CODES) expect([code, given.has(code)]).toEqual([code, true]);
  // And every example's top-level code is one of the listed ones.
  for (const example of ERROR_SHAPES) {
    const errors = (example.body as { errors?: { extensions: { code: string } }[] }).errors ?? [];
    for (const error of errors) expect(TOP_LEVEL_ERROR_CODES).toContain(error.extensions.code);
  }
});
