// A throwaway PostgreSQL for one test run, its data in a new temp folder: what the jest global setup and the browser
// runner start (one helper, so the fresh-clone test that runs it covers both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

/** Starts it; `remove()` stops it and deletes its data, wherever the data had to live (see placeData). */
export async function startThrowawayPostgres({ prefix, flags = [], log }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // mkdtemp makes it 0700; opened, the postgres user (as root) can keep the data right here when TMPDIR lets it in.
  fs.chmodSync(tmp, 0o755);
  let postgres;
  try {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'data'), flags, log });
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  const relocated = path.dirname(postgres.dataDir) !== tmp;
  return {
    url: postgres.url,
    adminUrl: postgres.adminUrl,
    dataDir: postgres.dataDir,
    async remove() {
      await postgres.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
      if (relocated) fs.rmSync(path.dirname(postgres.dataDir), { recursive: true, force: true });
    },
  };
}
