import { Client } from 'pg';
import { CSV_FORMATS, type CsvColumnKind } from '@paydesk/shared/csv-exports';
import { PAY_TYPE_LIST, payTypeLabel } from '@paydesk/shared/pay-types';
import { createTestDatabase } from '../../test/test-database';
import { csvKindCell, type CsvValue } from '../http/csv';
import { codeListSql, csvColumnSql } from './csv-sql';

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
  { kind: 'code', sqlType: 'text', values: ['SPC2C', 'Inst', '', null] },
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

it.each(CSV_FORMATS)(
  'writes a label column as Node writes it, %s format: the code raw, the label in Excel',
  async (format) => {
    // 4 is no pay type: its number (raw) and the list's answer for it (Excel), on both sides.
    const codes = [1, 99, 4];
    const { rows } = await db.query<{ cell: string }>(
      `select ${csvColumnSql('label', codeListSql('x.v', PAY_TYPE_LIST.entries, payTypeLabel), format)} as cell
       from unnest($1::int[]) with ordinality as x(v, i) order by x.i`,
      [codes],
    );
    const node = codes.map((v) =>
      csvKindCell('label', { code: PAY_TYPE_LIST.keyOf(v) ?? String(v), label: payTypeLabel(v) }, format),
    );
    expect(rows.map((r) => quoted(r.cell))).toEqual(node);
    expect(node).toEqual(format === 'raw' ? ['"CREDIT"', '"SHIPFEE"', '"4"'] : ['"信用卡"', '"運費"', '"其他"']);
  },
);
