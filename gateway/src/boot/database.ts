/** Composition root of the database: the entity list, MikroORM options, migrations and seeds (core stays free of modules). */
import { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { seedDemoData, seedReferenceData } from '../../../db/seeds';
import { seedContentDemo } from '../../../db/seeds/demo/content-demo';
import { hashPassword } from '../core/auth/password';
import { ormConfig } from './orm-config';
import { seedDemoHistory } from '../../../db/seeds/demo/demo-history';
import { seedDemoMoney } from '../../../db/seeds/demo/demo-money';
import { seedDemoStorefront } from '../../../db/seeds/demo/demo-storefront';
import { seedDemoProfiles } from '../../../db/seeds/demo/demo-profiles';

/** Connects MikroORM to `databaseUrl` (and to a read replica for reports when `readUrl` is given). */
export async function openOrm(databaseUrl: string, poolMax?: number, readUrl?: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(databaseUrl, poolMax, readUrl));
}

/** Applies pending migrations from db/migrations. Safe for several replicas: the migrator locks its table. */
export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}

/** Synchronises reference data and, when asked and the database is empty, inserts the demo data. */
export async function seed(orm: MikroORM, withDemoData: boolean): Promise<{ demoSeeded: boolean }> {
  const em = orm.em.fork();
  await seedReferenceData(em);
  const seedMoney = async (tx: EntityManager, memberIds: Map<string, number>) => {
    await seedDemoMoney(tx, memberIds);
    await seedDemoStorefront(tx, memberIds);
    await seedDemoHistory(tx, memberIds);
    await seedDemoProfiles(tx, memberIds);
  };
  const demoSeeded = withDemoData ? await seedDemoData(em, { hashPassword, seedDemoMoney: seedMoney }) : false;
  if (withDemoData) await seedContentDemo(em);
  return { demoSeeded };
}
