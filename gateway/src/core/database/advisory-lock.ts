import { Client } from 'pg';
import { log } from '../log/logger';

// One lock id for boot-time schema work, so replicas starting together migrate one at a time.
const BOOT_LOCK_ID = 7_311_202_611;

/** Runs `work` while holding a PostgreSQL advisory lock on its own connection. */
export async function withBootLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  // A connection lost mid-boot fails the boot through the awaited query, not through an unhandled event.
  client.on('error', (error) => log.warn({ reason: error.message }, 'boot lock connection lost'));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
