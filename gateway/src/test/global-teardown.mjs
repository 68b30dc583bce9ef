import pg from 'pg';

// Drops this run's databases, then stops the embedded PostgreSQL if globalSetup started one.
export default async function globalTeardown() {
  const prefix = process.env.TEST_DB_PREFIX;
  const client = new pg.Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
  await globalThis.__PAYDESK_EMBEDDED_PG__?.remove();
}
