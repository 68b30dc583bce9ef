import { createTestApp, type TestApp } from '../../test/test-app';
import { SessionCache } from '../../core/http/session-cache';
import { MEMBER_FACT_COLUMNS } from '../members';

/**
 * The viewer is built from MEMBER_FACT_COLUMNS, and the session cache keeps viewers only as long as the database
 * trigger reports every change to those columns (Migration20261126000500_auth_change_notices). This test ties the
 * list to the trigger: a column added to the list and not to the trigger fails here.
 */
let t: TestApp;
let cache: SessionCache<{ id: number } | null>;
const sql = (q: string, p: unknown[] = []) => t.orm.em.getConnection().execute(q, p);
const read = (id: number) => ({ text: JSON.stringify({ cookie: {}, n: id }), joined: { id } });
const later = () => Date.now() + 60_000;

beforeAll(async () => {
  t = await createTestApp();
  cache = new SessionCache(t.databaseUrl, 3, (joined) => joined?.id ?? null);
  await cache.start();
});
afterAll(async () => {
  cache.close();
  await t.close();
});

describe('viewer member columns', () => {
  it('hears a change to every member column a viewer is built from, whoever makes it', async () => {
    // How to change each column of MEMBER_FACT_COLUMNS for a moment; a column added there without one fails here.
    const change: Record<string, string> = {
      login_name: `login_name || 'x'`,
      name: `name || 'x'`,
      mem_type: `case mem_type when 1 then 2 else 1 end`,
      is_platform: `not is_platform`,
      status: `case status when 1 then 7 else 1 end`,
    };
    const [{ id }] = await sql(`select id from member where login_name = 'personal01'`);
    for (const column of Object.values(MEMBER_FACT_COLUMNS).filter((c) => c !== 'id')) {
      expect(change[column]).toBeDefined();
      cache.remember('member-session', cache.readStarted(), read(id as number), later());
      const [before] = await sql(`select ${column} as value from member where id = ?`, [id]);
      await sql(`update member set ${column} = ${change[column]} where id = ?`, [id]);
      await sql(`update member set ${column} = ? where id = ?`, [before.value, id]);
      await cache.sync();
      expect({ column, cached: cache.lookup('member-session') !== undefined }).toEqual({ column, cached: false });
    }
  });
});
