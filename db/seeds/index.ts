import type { EntityManager } from '@mikro-orm/postgresql';
import { PERMISSION_CATALOGUE } from '@paydesk/shared/permission-catalogue';
import { DEMO_ASSISTANT, DEMO_ASSISTANT_GROUP, DEMO_MEMBERS, DEMO_OPERATOR, DEMO_PASSWORD } from './demo/demo-accounts';
import { seedMoneyFlowDemo } from './demo/money-flow-demo';
import { seedQueueDemo } from './demo/queue-demo';

/** What the seeder needs from the gateway, so db/ holds data, not application code. */
export interface SeedDeps {
  hashPassword(password: string): Promise<string>;
  /** Demo payments through the gateway's own money functions (so the ledger rules hold for demo data too). */
  seedDemoMoney?(tx: EntityManager, memberIds: Map<string, number>): Promise<void>;
}

// knex expands array bindings into lists, so arrays travel as PostgreSQL array literals.
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Reference data, synchronised on every boot: the permission catalogue. */
export async function seedReferenceData(em: EntityManager): Promise<void> {
  const conn = em.getConnection();
  for (const [sort, e] of PERMISSION_CATALOGUE.entries()) {
    await conn.execute(
      `insert into permission_entry (key, type, bread, parent_key, sort, area) values (?, ?, ?, ?, ?, ?)
       on conflict (key) do update set type = excluded.type, bread = excluded.bread,
         parent_key = excluded.parent_key, sort = excluded.sort, area = excluded.area`,
      [e.key, e.type, e.bread, e.parentKey, sort + 1, e.area],
    );
  }
  await conn.execute('delete from permission_entry where not (key = any(?::text[]))', [
    pgTextArray(PERMISSION_CATALOGUE.map((e) => e.key)),
  ]);
}

/** Demo data, only into an empty database: one account of each kind, and work waiting for the operator. */
export async function seedDemoData(em: EntityManager, deps: SeedDeps): Promise<boolean> {
  const conn = em.getConnection();
  const [{ count }] = await conn.execute<{ count: string }[]>('select count(*)::text as count from member');
  if (Number(count) > 0) return false;
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  await em.transactional(async (tx) => {
    const c = tx.getConnection();
    const ids = new Map<string, number>();
    for (const m of DEMO_MEMBERS) {
      const verifiedAt = m.verified ? new Date() : null;
      const [row] = await c.execute<{ id: number }[]>(
        `insert into member (login_name, password_hash, mem_type, name, email, mobile, identity_no, status,
           is_platform, profile_completed, mail_verified_at, mobile_verified_at, default_password)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          m.loginName,
          passwordHash,
          m.memType,
          m.name,
          m.email,
          m.mobile,
          m.identityNo,
          m.status,
          m.isPlatform,
          m.profileCompleted,
          verifiedAt,
          verifiedAt,
          m.defaultPassword,
        ],
        'all',
        tx.getTransactionContext(),
      );
      ids.set(m.loginName, row.id);
    }
    const ownerId = ids.get(DEMO_ASSISTANT_GROUP.ownerLoginName);
    const [group] = await c.execute<{ id: number }[]>(
      'insert into assistant_group (owner_id, name, permission_keys) values (?, ?, ?::text[]) returning id',
      [ownerId, DEMO_ASSISTANT_GROUP.name, pgTextArray(DEMO_ASSISTANT_GROUP.permissionKeys)],
      'all',
      tx.getTransactionContext(),
    );
    await c.execute(
      'insert into assistant (owner_id, group_id, login_name, password_hash, name, email) values (?, ?, ?, ?, ?, ?)',
      [ownerId, group.id, DEMO_ASSISTANT.loginName, passwordHash, DEMO_ASSISTANT.name, DEMO_ASSISTANT.email],
      'run',
      tx.getTransactionContext(),
    );
    await c.execute(
      'insert into operator (login_name, password_hash, name) values (?, ?, ?)',
      [DEMO_OPERATOR.loginName, passwordHash, DEMO_OPERATOR.name],
      'run',
      tx.getTransactionContext(),
    );
    await seedMoneyFlowDemo(tx, ids);
    await seedQueueDemo(tx, ids, passwordHash);
    await deps.seedDemoMoney?.(tx, ids);
  });
  return true;
}
