// npm run db:restore -- <file> [--create]: restores a backup of npm run db:backup into DATABASE_URL's database (or
// the embedded PostgreSQL's), which must be empty: the ledger's entries cannot be updated or deleted, so a backup is
// never merged into live data. --create makes the database named in DATABASE_URL first. All or nothing: one
// transaction, stopped at the first error. Start the gateway on it afterwards; its migrations then find nothing to do.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { connectionOf, fail, findTool, main, openDatabase, redact, runTool, serverMajor } from './pg-tools.mjs';

/** Creates the URL's database on its server when it does not exist yet. */
async function createDatabase(url) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function tablesIn(url) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

main(async () => {
  const args = process.argv.slice(2);
  const create = args.includes('--create');
  const fileArg = args.find((a) => !a.startsWith('--'));
  if (!fileArg) throw fail('請指定備份檔', 'name the backup file: npm run db:restore -- <file> [--create]');
  const file = path.resolve(fileArg);
  if (!fs.existsSync(file)) throw fail('找不到備份檔', `${file} does not exist`);
  if (create && !process.env.DATABASE_URL)
    throw fail('--create 需要 DATABASE_URL', '--create needs DATABASE_URL to name the new database');
  if (create) await createDatabase(process.env.DATABASE_URL);
  const database = await openDatabase();
  try {
    const major = await serverMajor(database.url);
    const tables = await tablesIn(database.url);
    if (tables > 0)
      throw fail(
        '目標資料庫不是空的',
        `${redact(database.url)} is not empty (${tables} tables): restore into a new database (DATABASE_URL naming one that does not exist, with --create)`,
      );
    const pgRestore = await findTool('pg_restore', major);
    const { dbname, env } = connectionOf(database.url);
    const started = Date.now();
    await runTool(
      pgRestore,
      ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
      env,
    );
    console.log(`restored ${file} into ${redact(database.url)} in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
});
