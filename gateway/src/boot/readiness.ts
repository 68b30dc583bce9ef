import type { MikroORM } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import { migrationsList } from '../../../db/migrations';
import type { CheckResult, Readiness } from '../core/http/health';

const OK: CheckResult = { status: 'ok' };

/** The database answers a statement on the main pool. */
export function databaseCheck(orm: MikroORM) {
  return async (): Promise<CheckResult> => {
    await orm.em.getConnection().execute('select 1');
    return OK;
  };
}

/**
 * Every migration this build lists (db/migrations/index.ts) is applied. Once all were seen applied the answer stays
 * ok without asking again: migrations are never undone under a running gateway.
 */
export function migrationsCheck(orm: MikroORM) {
  let allApplied = false;
  return async (): Promise<CheckResult> => {
    if (allApplied) return OK;
    const rows = await orm.em
      .getConnection()
      .execute<{ name: string }[]>('select name from mikro_orm_migrations', [], 'all');
    const applied = new Set(rows.map((r) => r.name.replace(/\.[jt]s$/, '')));
    const pending = migrationsList.map((m) => m.name).filter((name) => !applied.has(name));
    if (pending.length) return { status: 'fail', detail: `${pending.length} pending: ${pending.join(', ')}` };
    allApplied = true;
    return OK;
  };
}

/** The money job workers (pg-boss) and the callback delivery run until shutdown stops them. */
export function watchJobWorkers(readiness: Readiness, boss: PgBoss): { stopped(): void } {
  let running = true;
  boss.on('stopped', () => (running = false));
  readiness.add('jobs', async () => (running ? OK : { status: 'fail', detail: 'job workers stopped' }));
  return { stopped: () => (running = false) };
}

/** The checks every gateway has from its start: the database and its migrations. */
export function addDatabaseChecks(readiness: Readiness, orm: MikroORM): void {
  readiness.add('database', databaseCheck(orm));
  readiness.add('migrations', migrationsCheck(orm));
}
