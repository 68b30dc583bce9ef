import { Client } from 'pg';

let counter = 0;

/** Creates a new empty database for one test file and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const prefix = process.env.TEST_DB_PREFIX;
  if (!adminUrl || !prefix) throw new Error('run gateway tests through jest (globalSetup provides the database)');
  const name = `${prefix}_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
