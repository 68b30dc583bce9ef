import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm, seed } from '../../boot/database';
import { createTestDatabase } from '../../test/test-database';

/**
 * The migration that makes the completion form's bank account the withdrawal account, run over members made before
 * it: one with completion data only gets a pending account from it; one who already had a withdrawal account keeps
 * that account and its verification.
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 2);
  await orm.getMigrator().up({ to: 'Migration20261127192000_member_write_position' });
  await seed(orm, false);
});
afterAll(() => orm.close());

const sql = <T>(q: string, p: unknown[] = []) => orm.em.getConnection().execute<T[]>(q, p);

it('creates a pending withdrawal account from completion data where none existed, and drops the copy', async () => {
  const member = async (login: string, name: string) =>
    (
      await sql<{ id: number }>(
        `insert into member (login_name, password_hash, mem_type, name, status) values (?, 'x', 1, ?, 1) returning id`,
        [login, name],
      )
    )[0].id;
  const onlyProfile = await member('bankmig01', '王小明');
  const both = await member('bankmig02', '陳小華');
  const profile = (id: number, code: string, account: string, name: string) =>
    sql(
      `insert into member_profile (member_id, address, contact_phone, bank_code, bank_account, bank_account_name)
       values (?, '台北市信義區市府路 1 號', '0227208889', ?, ?, ?)`,
      [id, code, account, name],
    );
  await profile(onlyProfile, '812', '12345678901234', '王小明');
  await profile(both, '004', '1111111111', '陳小華');
  await sql(
    `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, verified_at)
     values (?, '700', '0018', '00212345678901', '陳小華', now())`,
    [both],
  );

  await orm.getMigrator().up();

  const rows = await sql<{
    member_id: number;
    bank_code: string;
    account_no: string;
    account_name: string;
    verified: boolean;
    rejected: boolean;
  }>(
    `select member_id, bank_code, account_no, account_name, verified_at is not null as verified, rejected_at is not null as rejected
       from member_bank_account where member_id in (?, ?) order by member_id`,
    [onlyProfile, both],
  );
  expect(rows).toEqual([
    {
      member_id: onlyProfile,
      bank_code: '812',
      account_no: '12345678901234',
      account_name: '王小明',
      verified: false,
      rejected: false,
    },
    {
      member_id: both,
      bank_code: '700',
      account_no: '00212345678901',
      account_name: '陳小華',
      verified: true,
      rejected: false,
    },
  ]);
  const left = await sql<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'member_profile' and column_name like 'bank%'`,
  );
  expect(left).toEqual([]);
});
