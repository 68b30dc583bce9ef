import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  curlAgentSummary,
  curlSchema,
  nodeTransactions,
  pythonTransactions,
  TOKEN_ENV,
} from '@paydesk/shared/api-reference';
import { AgentShareSummaryDocument, CreateAccessTokenDocument } from '../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { CONTRACT_FILE } from './emit-schema';

/**
 * The developer page's own examples, run verbatim (the same functions render them on the page) against a running
 * gateway with a real token, must give the figures GraphQL gives through the session; and the published schema is
 * the committed contract.
 */
let t: TestApp;
let server: http.Server;
let origin: string;
let agent: TestClient;
let env: NodeJS.ProcessEnv;
let dir: string;
const FROM = '2022-08-01';
const to = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const month = () => to().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  const created = await agent.gql(CreateAccessTokenDocument, {
    input: { name: 'examples', scopes: ['PF_READ', 'TRANSACTIONS_READ'], expiresInDays: 1 },
  });
  expect(created.data!.createAccessToken.errors).toEqual([]);
  env = { ...process.env, [TOKEN_ENV]: created.data!.createAccessToken.secret! };
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}${t.config.basePath}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-examples-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const run = (file: string, args: string[]) => execFileSync(file, args, { env, cwd: dir, encoding: 'utf8' });

/** Every row of the range through the session, as the screens page it. */
async function sessionFigures(): Promise<string> {
  const query = `query ($filter: TransactionFilter!) { transactions(filter: $filter) { items { amount } hasNextPage nextCursor } }`;
  interface Page {
    transactions: { items: { amount: number }[]; hasNextPage: boolean; nextCursor: string | null };
  }
  const amounts: number[] = [];
  let after: string | null = null;
  for (;;) {
    const res: { data?: Page | null } = await agent.gql<Page>(query, {
      filter: { from: FROM, to: to(), first: 200, after },
    });
    const page = res.data!.transactions;
    amounts.push(...page.items.map((i) => i.amount));
    if (!page.hasNextPage) break;
    after = page.nextCursor;
  }
  return `${amounts.length} ${amounts.reduce((a, b) => a + b, 0)}`;
}

it('curl: the agent summary answers what the session answers', async () => {
  const answer = JSON.parse(run('bash', ['-c', curlAgentSummary(origin, month())])) as {
    data: { agentShareSummary: { month: string; share: number } };
  };
  const session = await agent.gql(AgentShareSummaryDocument, { month: month() });
  expect(answer.data.agentShareSummary).toEqual({
    month: session.data!.agentShareSummary!.month,
    share: session.data!.agentShareSummary!.share,
  });
});

it('Python requests and Node fetch: every transaction of the range, paged to the end, as the session counts them', async () => {
  const expected = await sessionFigures();
  expect(Number(expected.split(' ')[0])).toBeGreaterThan(0);
  expect(run('python3', ['-c', pythonTransactions(origin, FROM, to())]).trim()).toBe(expected);
  fs.writeFileSync(path.join(dir, 'page.mjs'), nodeTransactions(origin, FROM, to()));
  expect(run(process.execPath, ['page.mjs']).trim()).toBe(expected);
});

it('publishes the contract with its directives at /graphql/schema.graphql, to a program with no cookie', async () => {
  run('bash', ['-c', curlSchema(origin)]);
  const published = fs.readFileSync(path.join(dir, 'schema.graphql'), 'utf8');
  expect(published).toBe(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  expect(published).toContain('directive @permission');
});
