// Gives the gateway tests a real PostgreSQL: DATABASE_URL when set, else an embedded one for this run.
// Each test file then creates its own fresh database (see test-database.ts); teardown drops them all.
export default async function globalSetup() {
  const runPrefix = `paydesk_t${Date.now().toString(36)}${process.pid}`;
  process.env.TEST_DB_PREFIX = runPrefix;
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const { startThrowawayPostgres } = await import('../../scripts/throwaway-postgres.mjs');
  const pg = await startThrowawayPostgres({
    prefix: 'paydesk-test-pg-',
    flags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
    // Says so only when, as root, something had to move where the postgres user can reach it.
    log: (line) => console.log(line),
  });
  globalThis.__PAYDESK_EMBEDDED_PG__ = pg;
  process.env.TEST_ADMIN_DATABASE_URL = pg.adminUrl;
}
