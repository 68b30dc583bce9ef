import { createTestApp, type TestApp } from '../../gateway/src/test/test-app';
import { seed } from '../../gateway/src/boot/database';
import { PERMISSION_CATALOGUE } from '@paydesk/shared/permission-catalogue';
import { VALIDATORS } from '../../gateway/src/core/validation/validators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeds', () => {
  it('gives every demo member an identity number that passes the signup rules, check digit included', async () => {
    const rows = await t.orm.em
      .getConnection()
      .execute<{ login_name: string; mem_type: number; identity_no: string }[]>(
        `select login_name, mem_type, identity_no from member
          where mem_type in (1, 2) and identity_no is not null order by login_name`,
      );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const m of rows) {
      const check = m.mem_type === 1 ? VALIDATORS.nationalId : VALIDATORS.taxId;
      expect([m.login_name, m.identity_no, check(m.identity_no)]).toEqual([m.login_name, m.identity_no, null]);
    }
    const bosses = await t.orm.em
      .getConnection()
      .execute<{ id: string }[]>(
        'select boss_national_id as id from member_profile where boss_national_id is not null',
      );
    expect(bosses.length).toBeGreaterThan(0);
    for (const b of bosses) expect([b.id, VALIDATORS.nationalId(b.id)]).toEqual([b.id, null]);
  });

  it('creates one demo account of each kind, and two members waiting for review', async () => {
    const conn = t.orm.em.getConnection();
    const members = await conn.execute<
      {
        login_name: string;
        mem_type: number;
        is_platform: boolean;
        default_password: boolean;
        profile_completed: boolean;
      }[]
    >('select login_name, mem_type, is_platform, default_password, profile_completed from member order by login_name');
    expect(members.map((m) => [m.login_name, m.mem_type])).toEqual([
      ['agent01', 2],
      ['business01', 2],
      ['buyer01', 3],
      ['newbie01', 1],
      ['personal01', 1],
      ['review01', 1],
      ['review02', 2],
    ]);
    expect(members.find((m) => m.login_name === 'agent01')?.is_platform).toBe(true);
    expect(members.find((m) => m.login_name === 'newbie01')).toMatchObject({
      default_password: true,
      profile_completed: false,
    });
    const [assistant] = await conn.execute<{ owner: string }[]>(
      'select m.login_name as owner from assistant a join member m on m.id = a.owner_id where a.login_name = ?',
      ['assist01'],
    );
    expect(assistant.owner).toBe('business01');
    expect(await conn.execute('select 1 from operator where login_name = ?', ['ops01'])).toHaveLength(1);
  });

  it('holds exactly the permission catalogue, in its order, and seeding again changes nothing', async () => {
    const conn = t.orm.em.getConnection();
    const count = async () =>
      (await conn.execute<{ n: number }[]>('select count(*)::int as n from permission_entry'))[0].n;
    expect(await count()).toBe(PERMISSION_CATALOGUE.length);
    const rows = await conn.execute<Record<string, unknown>[]>(
      'select key, type, bread, parent_key as "parentKey", area, sort from permission_entry order by sort',
    );
    expect(rows).toEqual(PERMISSION_CATALOGUE.map((e, i) => ({ ...e, sort: i + 1 })));
    const result = await seed(t.orm, true);
    expect(result.demoSeeded).toBe(false);
    expect(await count()).toBe(PERMISSION_CATALOGUE.length);
    expect((await conn.execute<{ n: number }[]>('select count(*)::int as n from member'))[0].n).toBe(7);
  });
});
