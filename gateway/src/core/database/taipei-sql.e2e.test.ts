import { taipeiDateTime, taipeiIsoDateTime } from '@paydesk/shared/taiwan-time';
import { Client } from 'pg';
import { createTestDatabase } from '../../test/test-database';
import { taipeiDateTimeSql, taipeiIsoDateTimeSql } from './taipei-sql';

let db: Client;
beforeAll(async () => {
  db = new Client({ connectionString: await createTestDatabase() });
  await db.connect();
});
afterAll(() => db.end());

it('formats instants in Taiwan time exactly as taipeiDateTime does, across midnight, month and year ends', async () => {
  const instants = [
    '2026-11-24T16:30:00.000Z', // 00:30 the next day in Taipei
    '2026-11-24T15:59:59.999Z',
    '2025-12-31T16:00:00.000Z', // new year in Taipei
    '2024-02-28T17:05:00.000Z', // leap day in Taipei
    '2026-06-30T23:59:00.000Z',
  ];
  const { rows } = await db.query<{ at: string; text: string }>(
    `select x.at::text as at, ${taipeiDateTimeSql('x.at')} as text from unnest($1::timestamptz[]) as x(at)`,
    [instants],
  );
  expect(rows.map((r) => r.text)).toEqual(instants.map((i) => taipeiDateTime(new Date(i))));
  const { rows: none } = await db.query<{ text: string }>(`select ${taipeiDateTimeSql('null::timestamptz')} as text`);
  expect(none[0]!.text).toBe('');
});

it('writes ISO 8601 Taiwan times with seconds and +08:00 exactly as taipeiIsoDateTime does', async () => {
  const instants = ['2026-11-24T16:30:05.000Z', '2025-12-31T15:59:59.999Z', '2024-02-28T17:05:00.000Z'];
  const { rows } = await db.query<{ text: string }>(
    `select ${taipeiIsoDateTimeSql('x.at')} as text from unnest($1::timestamptz[]) with ordinality as x(at, i) order by x.i`,
    [instants],
  );
  expect(rows.map((r) => r.text)).toEqual(instants.map((i) => taipeiIsoDateTime(new Date(i))));
  expect(rows[0]!.text).toBe('2026-11-25T00:30:05+08:00');
});
