import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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
import { curlRawCsv, pythonRawCsv } from '@paydesk/shared/csv-exports';
import { parseCsv } from '../test/csv-parse';
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
let seller: TestClient;
let agentEnv: NodeJS.ProcessEnv;
let sellerEnv: NodeJS.ProcessEnv;
let dir: string;
const FROM = '2022-08-01';
const to = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const month = () => to().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  seller = t.client();
  await seller.login('business01');
  const tokenEnv = async (client: TestClient, scope: 'PF_READ' | 'TRANSACTIONS_READ') => {
    const created = await client.gql(CreateAccessTokenDocument, {
      input: { name: 'examples', scopes: [scope], expiresInDays: 1 },
    });
    expect(created.data!.createAccessToken.errors).toEqual([]);
    return { ...process.env, [TOKEN_ENV]: created.data!.createAccessToken.secret! };
  };
  agentEnv = await tokenEnv(agent, 'PF_READ');
  sellerEnv = await tokenEnv(seller, 'TRANSACTIONS_READ');
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

// Asynchronous: the gateway answering the example runs in this very process.
const run = async (file: string, args: string[], env: NodeJS.ProcessEnv = sellerEnv) =>
  (await promisify(execFile)(file, args, { env, cwd: dir, encoding: 'utf8', timeout: 60_000 })).stdout;

/** Every row of the range through the session, as the screens page it. */
async function sessionFigures(): Promise<string> {
  const query = `query ($filter: TransactionFilter!) { transactions(filter: $filter) { items { amount } hasNextPage nextCursor } }`;
  interface Page {
    transactions: { items: { amount: number }[]; hasNextPage: boolean; nextCursor: string | null };
  }
  const amounts: number[] = [];
  let after: string | null = null;
  for (;;) {
    const res: { data?: Page | null } = await seller.gql<Page>(query, {
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
  const answer = JSON.parse(await run('bash', ['-c', curlAgentSummary(origin, month())], agentEnv)) as {
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
  expect((await run('python3', ['-c', pythonTransactions(origin, FROM, to())])).trim()).toBe(expected);
  fs.writeFileSync(path.join(dir, 'page.mjs'), nodeTransactions(origin, FROM, to()));
  expect((await run(process.execPath, ['page.mjs'])).trim()).toBe(expected);
});

it('Python csv and curl: the transaction CSV in the program format gives the same figures, every field as text', async () => {
  const expected = await sessionFigures();
  expect((await run('python3', ['-c', pythonRawCsv(origin, FROM, to())])).trim()).toBe(expected);
  await run('bash', ['-c', curlRawCsv(origin, FROM, to())]);
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(dir, 'transactions.csv'), 'utf8'));
  const amount = header!.indexOf('amount');
  expect(`${rows.length} ${rows.reduce((sum, row) => sum + Number(row[amount]), 0)}`).toBe(expected);
  expect(rows.every((row) => /^\d{20}$/.test(row[header!.indexOf('trade_no')]!))).toBe(true);
});

it('publishes the contract with its directives at /graphql/schema.graphql, to a program with no cookie', async () => {
  await run('bash', ['-c', curlSchema(origin)]);
  const published = fs.readFileSync(path.join(dir, 'schema.graphql'), 'utf8');
  expect(published).toBe(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  expect(published).toContain('directive @permission');
});
