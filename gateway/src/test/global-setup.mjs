// Gives the gateway tests a real PostgreSQL: DATABASE_URL when set, else an embedded one for this run.
// Each test file then creates its own fresh database (see test-database.ts); teardown drops them all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const runPrefix = `paydesk_t${Date.now().toString(36)}${process.pid}`;
  process.env.TEST_DB_PREFIX = runPrefix;
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { startEmbeddedPostgres } = await import('../../scripts/embedded-postgres.mjs');
  // A throwaway folder; as root from a private clone the shared module moves it where `postgres` can reach it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'data'),
    flags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
  });
  globalThis.__PAYDESK_EMBEDDED_PG__ = { pg, dataDirs: [dataDir, pg.dataDir] };
  process.env.TEST_ADMIN_DATABASE_URL = pg.adminUrl;
}
