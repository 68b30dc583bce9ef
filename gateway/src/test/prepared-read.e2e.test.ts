import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../boot/database';
import { isBadInputForDatabase } from '../core/database/unavailable';
import { preparedReadOf, sqlOf } from '../core/database/sql';
import { createTestDatabase } from './test-database';

// Reads outside transactions as named prepared statements (core/database/sql.ts), on a pool of two connections.
let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 2);
  await sqlOf(orm.em)(`create table numbers (n int primary key, label text not null)`);
  await sqlOf(orm.em)(`insert into numbers select g, 'n' || g from generate_series(1, 100) g`);
});
afterAll(() => orm.close());

const BETWEEN = `select count(*)::int as count, coalesce(sum(n), 0)::int as total, json_agg(label order by n) as labels
                   from numbers where n between ? and ?`;

it('answers as the raw-SQL helper does, with ? placeholders numbered in order', async () => {
  const em = orm.em.fork();
  const prepared = await preparedReadOf(em)(BETWEEN, [3, 5]);
  const raw = await sqlOf(em)(BETWEEN, [3, 5]);
  expect(prepared).toEqual([{ count: 3, total: 12, labels: ['n3', 'n4', 'n5'] }]);
  expect(prepared).toEqual(raw);
});

it('prepares the statement once per connection and reuses it with new values', async () => {
  const em = orm.em.fork();
  const read = preparedReadOf(em);
  // Both connections open first (two reads that overlap): otherwise, on a busy machine, the first connection can
  // answer all twenty before the pool has opened the second, which then never prepared the statement.
  await Promise.all([0, 1].map(() => read(`select pg_sleep(?) is not null as slept`, [0.05])));
  // 20 at once over two connections: every answer is its own.
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => read(BETWEEN, [i + 1, i + 10])));
  answers.forEach(([row], i) => expect(row).toEqual(expect.objectContaining({ count: 10, total: 10 * i + 55 })));
  const prepared = await Promise.all(
    [0, 1].map(() =>
      read<{ name: string }>(`select name from pg_prepared_statements where statement like ?`, ['%numbers%']),
    ),
  );
  for (const rows of prepared) expect(rows.map((r) => r.name)).toHaveLength(1);
});

it('raises PostgreSQL’s own error for bad input, which the gateway answers 400', async () => {
  const error = await preparedReadOf(orm.em.fork())(BETWEEN, ['three', 5]).catch((e: unknown) => e);
  expect(isBadInputForDatabase(error)).toBe(true);
  // The connection went back to the pool in working order.
  expect(await preparedReadOf(orm.em.fork())(BETWEEN, [1, 2])).toEqual([{ count: 2, total: 3, labels: ['n1', 'n2'] }]);
});
