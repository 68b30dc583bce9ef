// npm run db:backup [-- <file>]: a consistent snapshot of the whole database (pg_dump's custom format, one
// transaction, so a backup taken while payments run holds each payment with all of its ledger entries or none),
// of DATABASE_URL or the embedded PostgreSQL. Default file: .data/backups/paydesk-<UTC time>.dump.
// Uploaded files (UPLOAD_DIR) are not in the database: copy them beside it (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, connectionOf, findTool, main, openDatabase, redact, runTool, serverMajor } from './pg-tools.mjs';

main(async () => {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, '.data', 'backups', `paydesk-${stamp}.dump`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = await openDatabase();
  try {
    const pgDump = await findTool('pg_dump', await serverMajor(database.url));
    const { dbname, env } = connectionOf(database.url);
    // Written aside and renamed when complete: a file with the final name is always a whole backup.
    const partial = `${file}.partial`;
    const started = Date.now();
    try {
      await runTool(pgDump, ['--format=custom', '--compress=6', `--file=${partial}`, `--dbname=${dbname}`], env);
      fs.renameSync(partial, file);
    } finally {
      fs.rmSync(partial, { force: true });
    }
    const size = fs.statSync(file).size;
    console.log(
      `backup of ${redact(database.url)} written to ${file} (${(size / 1024 / 1024).toFixed(1)} MiB, ${Date.now() - started} ms)`,
    );
  } finally {
    await database.close();
  }
});
