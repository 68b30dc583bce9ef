import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from './database';
import { createTestDatabase } from '../test/test-database';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openOrm(await createTestDatabase(), 3);
});
afterAll(() => orm.close());

it('opens every connection of the pool with JIT compilation off, in and out of transactions', async () => {
  const settings = await Promise.all(
    Array.from({ length: 6 }, (_, at) =>
      at % 2
        ? orm.em.fork().transactional((em) => em.execute<{ jit: string }[]>(`select current_setting('jit') as jit`))
        : orm.em.getConnection().execute<{ jit: string }[]>(`select pg_sleep(0.05), current_setting('jit') as jit`),
    ),
  );
  expect(settings.map(([row]) => row?.jit)).toEqual(Array(6).fill('off'));
});
