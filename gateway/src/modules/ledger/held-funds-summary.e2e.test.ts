import type { MikroORM } from '@mikro-orm/postgresql';
import { migrate, openOrm, seed } from '../../boot/database';
import { sqlOf } from '../../core/database/sql';
import { createTestDatabase } from '../../test/test-database';
import { publishHeldFundsSummaries } from './held-funds-summary';

/** One held-funds summary per member and Taiwan day, however many workers run the job at once. */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 8);
  await migrate(orm);
  await seed(orm, true);
});
afterAll(() => orm.close());

it('publishes each member’s summary of a day once under racing workers', async () => {
  const sql = sqlOf(orm.em.fork());
  // The seeded settlements happened today; the job publishes a day's summaries the day after.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const settled = await sql<{ member_id: number; amount: number }>(
    `select e.member_id, sum(p.amount)::int as amount from journal_entry e join posting p on p.entry_id = e.id
       join ledger_account a on a.id = p.account_id and a.kind = 'held'
      where e.kind = 'settlement' and (e.created_at at time zone 'Asia/Taipei')::date = (now() at time zone 'Asia/Taipei')::date
      group by e.member_id order by e.member_id`,
  );
  const published = await Promise.all(
    Array.from({ length: 6 }, () => publishHeldFundsSummaries(orm.em.fork(), tomorrow)),
  );
  expect(published.reduce((a, b) => a + b, 0)).toBe(settled.length);
  const events = await sql<{ member_id: number; amount: number }>(
    `select member_id, (data->>'amount')::int as amount from domain_event where type = 'held_funds.daily_summary'
      order by member_id`,
  );
  expect(events).toEqual(settled);
  expect(await publishHeldFundsSummaries(orm.em.fork(), tomorrow)).toBe(0);
});
