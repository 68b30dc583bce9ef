import { Client } from 'pg';
import { CSV_FORMATS, type CsvColumnKind } from '@paydesk/shared/csv-exports';
import { createTestDatabase } from '../../test/test-database';
import { csvKindCell, type CsvValue } from '../http/csv';
import { csvColumnSql } from './csv-sql';

/**
 * The SQL twin of every column kind, quoted as COPY quotes it, writes the very cell Node writes for the same value,
 * in both formats: the Node-written export (shared profit) and the PostgreSQL ones follow one rule.
 */
let db: Client;
beforeAll(async () => {
  db = new Client({ connectionString: await createTestDatabase() });
  await db.connect();
});
afterAll(() => db.end());

/** COPY … FORCE_QUOTE: every cell quoted, inner quotes doubled. */
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

const CASES: { kind: CsvColumnKind; sqlType: string; values: (string | number | null)[] }[] = [
  { kind: 'id', sqlType: 'text', values: ['20261125000000000001', '0912345678', 'a"b', '', null] },
  { kind: 'phone', sqlType: 'text', values: ['0912345678', '+886912345678', null] },
  { kind: 'text', sqlType: 'text', values: ['一般', '=SUM(A1)', '-5', '@x', 'say "hi"', 'a,b\nc', '', null] },
  { kind: 'amount', sqlType: 'int', values: [0, -15, 1200] },
  { kind: 'time', sqlType: 'timestamptz', values: ['2026-11-24T16:30:05.000Z', '2025-12-31T16:00:00.000Z', null] },
];

it.each(CSV_FORMATS)('writes every kind as Node writes it, %s format', async (format) => {
  for (const c of CASES) {
    const { rows } = await db.query<{ cell: string }>(
      `select ${csvColumnSql(c.kind, 'x.v', format)} as cell from unnest($1::${c.sqlType}[]) with ordinality as x(v, i) order by x.i`,
      [c.values],
    );
    const node = c.values.map((v) =>
      csvKindCell(c.kind, c.kind === 'time' && v !== null ? new Date(v) : (v as CsvValue), format),
    );
    expect({ kind: c.kind, cells: rows.map((r) => quoted(String(r.cell))) }).toEqual({ kind: c.kind, cells: node });
  }
});
