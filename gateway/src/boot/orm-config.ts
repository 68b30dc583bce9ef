import { MemberChangeAnnouncer } from '../modules/members/member-change-announcer';
import { FailedBeginCheck } from '../core/database/failed-begin';
import { WritePositionRecorder } from '../core/database/read-routing';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../db/migrations';
import { MODULES } from '../modules';

/** Every entity class, as the module manifests declare them (modules/index.ts). */
export const ENTITIES = MODULES.flatMap((module) => module.entities ?? []);

/**
 * MikroORM options for one database URL; migrations come from db/migrations. `readUrl` (DATABASE_READ_URL) names a
 * read replica: only reads that ask for it (reports, through `readSqlOf`) go there; everything else, and anything
 * inside a transaction, stays on the primary.
 */
export function ormConfig(databaseUrl: string, poolMax = 10, readUrl?: string) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: databaseUrl,
    replicas: readUrl ? [{ name: 'read-1', clientUrl: readUrl }] : [],
    preferReadReplicas: false,
    entities: ENTITIES,
    // The built-in dataloader batches references and collections so lists do not cause N+1 queries.
    dataloader: true,
    subscribers: [new MemberChangeAnnouncer(), new FailedBeginCheck(), new WritePositionRecorder()],
    forceUtcTimezone: true,
    allowGlobalContext: false,
    pool: { min: 0, max: poolMax },
    // PostgreSQL's JIT compiles a statement's expressions on every execution once its estimated cost passes
    // jit_above_cost: ~19 ms on the ledger's first page over a long history, whose own work is ~1 ms. The gateway's
    // statements are short, indexed reads and writes, so every connection turns it off at start-up.
    driverOptions: { connection: { options: '-c jit=off' } },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: false,
  });
}
