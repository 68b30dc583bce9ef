import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { curlAgentSummary, nodeTransactions, pythonTransactions, TOKEN_ENV } from '@paydesk/shared/api-reference';
import { TOKEN_PLACEHOLDER, withTokenPlaceholder } from '@paydesk/shared/token-placeholder';
import { CreateAccessTokenDocument } from '../test/client-operations';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A signed-in member copies the developer page's examples with the token's place marked; with a real token pasted
 * there, and nothing in the environment, each must answer what the environment-reading example answers.
 */
let t: TestApp;
let server: http.Server;
let origin: string;
let agentSecret: string;
let sellerSecret: string;
let dir: string;
const FROM = '2022-08-01';
const to = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (account: string, scope: 'PF_READ' | 'TRANSACTIONS_READ') => {
    const client = t.client();
    await client.login(account);
    const created = await client.gql(CreateAccessTokenDocument, {
      input: { name: 'placeholder', scopes: [scope], expiresInDays: 1 },
    });
    return created.data!.createAccessToken.secret!;
  };
  agentSecret = await tokenOf('agent01', 'PF_READ');
  sellerSecret = await tokenOf('business01', 'TRANSACTIONS_READ');
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}${t.config.basePath}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-placeholder-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const run = async (file: string, args: string[], env: NodeJS.ProcessEnv) =>
  (await promisify(execFile)(file, args, { env, cwd: dir, encoding: 'utf8', timeout: 60_000 })).stdout.trim();
const withoutToken = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== TOKEN_ENV));
/** The copied example with the member's token pasted where it says. */
const pasted = (code: string, secret: string) => {
  const copied = withTokenPlaceholder(code);
  expect(copied).not.toContain(TOKEN_ENV);
  expect(copied.split(TOKEN_PLACEHOLDER)).toHaveLength(2);
  return copied.replace(TOKEN_PLACEHOLDER, secret);
};

it('curl, Python and Node: the copied example with a token pasted answers as the environment one', async () => {
  const month = to().slice(0, 7);
  const curl = curlAgentSummary(origin, month);
  const summary = await run('bash', ['-c', curl], { ...process.env, [TOKEN_ENV]: agentSecret });
  expect(summary).toContain('"agentShareSummary":{');
  expect(await run('bash', ['-c', pasted(curl, agentSecret)], withoutToken())).toBe(summary);

  const env = { ...process.env, [TOKEN_ENV]: sellerSecret };

  const python = pythonTransactions(origin, FROM, to());
  const figures = await run('python3', ['-c', python], env);
  expect(Number(figures.split(' ')[0])).toBeGreaterThan(0);
  expect(await run('python3', ['-c', pasted(python, sellerSecret)], withoutToken())).toBe(figures);

  fs.writeFileSync(path.join(dir, 'pasted.mjs'), pasted(nodeTransactions(origin, FROM, to()), sellerSecret));
  expect(await run(process.execPath, ['pasted.mjs'], withoutToken())).toBe(figures);
});
