import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The export holds one pooled connection for its COPY and must give it back whatever the client does. The app runs
 * with a pool of ONE connection: an export that waited for a second connection, or kept the one a dropped download
 * had, would hang the next export. 100,000 rows are far more than the socket buffers hold, so a client that stops
 * reading leaves PostgreSQL waiting to write (backpressure) instead of the gateway buffering the file.
 */
const ROWS = 100_000;
let t: TestApp;
let server: http.Server;
let secret: string;
let watcher: Client;

beforeAll(async () => {
  t = await createTestApp({}, { poolMax: 1 });
  const owner = t.client();
  await owner.login('business01');
  const made = await owner.gql<{ createAccessToken: { secret: string } }>(
    `mutation($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
    { input: { name: '匯出測試', scopes: ['TRANSACTIONS_READ'], expiresInDays: 30 } },
  );
  secret = made.data!.createAccessToken.secret;
  await t.orm.em.getConnection().execute(
    `insert into payment_transaction (trade_no, item_name, amount, status, pay_type, merchant_id, member_id, created_at)
     select '2023120510' || lpad(g::text, 10, '0'), '測試商品 ' || g, 100 + g % 900, g % 5, 1, s.id, s.member_id,
            timestamptz '2023-12-05 01:00:00+00' + g * interval '100 microseconds'
       from generate_series(1, ${ROWS}) g,
            (select s.id, s.member_id from merchant s join member m on m.id = s.member_id
              where m.login_name = 'business01' order by s.id limit 1) s`,
  );
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Outside the gateway's pool, so watching does not take the one connection.
  watcher = new Client({ connectionString: t.databaseUrl });
  await watcher.connect();
});
afterAll(async () => {
  await watcher.end();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const EXPORT = '/api/transactions/export.csv?from=2023-12-05&to=2023-12-05';

async function copyBackends(): Promise<{ state: string; wait_event: string | null }[]> {
  const { rows } = await watcher.query<{ state: string; wait_event: string | null }>(
    `select state, wait_event from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like 'copy (%'`,
  );
  return rows;
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Starts a download and stops reading after its first chunk. */
function stalledDownload(): Promise<{ req: http.ClientRequest; firstChunk: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `${t.config.basePath}${EXPORT}`,
        headers: { authorization: `Bearer ${secret}` },
      },
      (res) => {
        res.once('data', (firstChunk: Buffer) => {
          res.pause();
          resolve({ req, firstChunk });
        });
      },
    );
    req.on('error', reject);
  });
}

it('lets PostgreSQL wait for a slow client, frees the connection when the client leaves, and exports again', async () => {
  const { req, firstChunk } = await stalledDownload();
  expect(firstChunk.toString('utf8')).toMatch(/^\uFEFF"交易序號"/);
  // The COPY is still running and blocked on writing to the gateway: nothing piles up in Node's memory.
  await eventually(
    async () => (await copyBackends()).some((b) => b.state === 'active' && b.wait_event === 'ClientWrite'),
    'the COPY waits on its client',
  );

  req.destroy();
  await eventually(async () => (await copyBackends()).length === 0, 'the aborted COPY has stopped');

  // The pool's only connection is free again: the next export (and its bearer check) gets it and completes.
  const next = await request(t.app)
    .get(`${t.config.basePath}${EXPORT}`)
    .set('Authorization', `Bearer ${secret}`)
    .expect(200);
  const lines = next.text.split('\r\n');
  expect(lines).toHaveLength(ROWS + 2); // header, rows, and the empty text after the last CRLF
  expect(new Set(lines).size).toBe(ROWS + 2);
});
