import { CSV_BOM, asText, csvRow } from '../../core/http/csv';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { PAY_TYPE_LIST, paymentDisplayOf, payTypeLabel } from '@paydesk/shared/pay-types';
import { TRANSACTION_STATUS_LIST } from '@paydesk/shared/transaction-statuses';
import { taipeiDateTime } from '@paydesk/shared/taiwan-time';
import { TRANSACTION_CSV_HEADER } from './transaction-csv';

/**
 * The export is written by PostgreSQL (COPY) from SQL generated out of the shared lists. Its file must equal, byte
 * for byte, what the JS formatter (csvRow, the shared labels, taipeiDateTime) writes for the same rows: every
 * status and pay type (and codes outside the lists), instalments around the threshold, NULLs, quotes, commas, line
 * breaks and formula-like text.
 */
let t: TestApp;
let seller: TestClient;
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

const ITEM_NAMES = [
  '一般商品',
  '=SUM(A1)',
  '+886912345678',
  '-5',
  '@cmd',
  'a,b,c',
  'say "hi"',
  'line1\nline2',
  'cr\r\nlf',
  '"\n"',
  '',
  "'already",
  ' =space first',
  '-',
  '"=quoted"',
];
// Order numbers are unique per shop: each gets the row number appended.
const ORDER_NOS = [null, 'ORD-', '=1+', 'a"b', '-9'];
// The column's check allows only '/' and 7 of [0-9A-Z+.-]: formula-like barcodes cannot be stored.
const BARCODES = [null, '/ABC+123', '/-ABC.12', '/+ABC-12', '/1234567'];

beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  // Formula, quotes and a comma in the shop name too (a column no row varies).
  await sql(
    `update merchant set name = '=HYPERLINK("x"),店' where id = (select s.id from merchant s join member m on m.id = s.member_id where m.login_name = 'business01' order by s.id limit 1)`,
  );
  const statuses = [...TRANSACTION_STATUS_LIST.entries.map((e) => e.code), 9];
  const payTypes = [...PAY_TYPE_LIST.entries.map((e) => e.code), 4];
  // Every status × pay type × {1, 3} instalments, then card payments at the edges of the instalment rule.
  const combos = statuses.flatMap((status) => payTypes.flatMap((payType) => [1, 3].map((n) => [status, payType, n])));
  for (const n of [-32768, -1, 0, 2, 32767]) combos.push([1, 1, n]);
  await sql(
    `insert into payment_transaction (trade_no, merchant_order_no, item_name, status, pay_type, installments, amount, fee,
       refunded_amount, mobile_barcode, merchant_id, member_id, created_at, paid_at, settle_due_at)
     select '2024011000' || lpad(c.i::text, 10, '0'), (?::text[])[c.i % 5 + 1] || c.i, (?::text[])[c.i % 15 + 1], c.status,
            c.pay_type, c.n, (c.i * 977) % 100000, (c.i % 3 - 1) * 15, c.i % 7, (?::text[])[c.i % 5 + 1], s.id,
            s.member_id, timestamptz '2024-01-10 01:00:00+00' + c.i * interval '1 second',
            case when c.i % 2 = 0 then timestamptz '2024-01-10 16:30:00+00' end,
            case when c.i % 3 = 0 then timestamptz '2024-01-12 00:00:00+00' end
       from unnest(?::int[], ?::int[], ?::int[]) with ordinality as c(status, pay_type, n, i),
            (select s.id, s.member_id from merchant s join member m on m.id = s.member_id
              where m.login_name = 'business01' order by s.id limit 1) s`,
    [
      `{${ORDER_NOS.map((v) => (v === null ? 'NULL' : `"${v.replace(/"/g, '\\"')}"`)).join(',')}}`,
      `{${ITEM_NAMES.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
      `{${BARCODES.map((v) => (v === null ? 'NULL' : `"${v}"`)).join(',')}}`,
      `{${combos.map((c) => c[0]).join(',')}}`,
      `{${combos.map((c) => c[1]).join(',')}}`,
      `{${combos.map((c) => c[2]).join(',')}}`,
    ],
  );
});
afterAll(() => t.close());

interface Row {
  trade_no: string;
  merchant_order_no: string | null;
  merchant_name: string;
  item_name: string;
  pay_type: number;
  installments: number;
  status: number;
  amount: number;
  fee: number;
  refunded_amount: number;
  created_ms: number;
  paid_ms: number | null;
  settle_ms: number | null;
  mobile_barcode: string | null;
  buyer_name: string;
  buyer_email: string;
}

/** The file as the JS formatter wrote it before the export moved into PostgreSQL. */
async function jsFormatted(day: string): Promise<string> {
  const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
  const rows = await sql<Row>(
    `select t.trade_no, t.merchant_order_no, m.name as merchant_name, t.item_name, t.pay_type, t.installments, t.status,
            t.amount, t.fee, t.refunded_amount, ${ms('t.created_at')} as created_ms, ${ms('t.paid_at')} as paid_ms,
            ${ms('t.settle_due_at')} as settle_ms, t.mobile_barcode, t.buyer_name, t.buyer_email
       from payment_transaction t join merchant m on m.id = t.merchant_id join member u on u.id = t.member_id
      where u.login_name = 'business01' and t.created_at >= (?::date)::timestamp at time zone 'Asia/Taipei'
        and t.created_at < (?::date + 1)::timestamp at time zone 'Asia/Taipei'
      order by t.created_at desc, t.id desc`,
    [day, day],
  );
  const tw = (at: number | null) => (at === null ? '' : taipeiDateTime(new Date(at)));
  const lines = rows.map((r) =>
    csvRow([
      asText(r.trade_no),
      asText(r.merchant_order_no ?? ''),
      r.merchant_name,
      r.item_name,
      payTypeLabel(r.pay_type),
      paymentDisplayOf({ payType: r.pay_type, installments: r.installments }) ?? '',
      TRANSACTION_STATUS_LIST.label(r.status),
      r.amount,
      r.fee,
      r.refunded_amount,
      tw(r.created_ms),
      tw(r.paid_ms),
      tw(r.settle_ms),
      r.mobile_barcode ?? '',
      r.buyer_name,
      r.buyer_email,
    ]),
  );
  return `${CSV_BOM}${csvRow(TRANSACTION_CSV_HEADER)}${lines.join('')}`;
}

/** The bytes of an export (uncompressed by the client; no text decoding that could hide a BOM or a line end). */
async function exported(
  query: string,
  encoding = 'identity',
): Promise<{ status: number; body: Buffer; encoding?: string }> {
  const res = await seller.agent
    .get(seller.path(`/api/transactions/export.csv?${query}`))
    .set('Accept-Encoding', encoding)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return {
    status: res.status,
    body: res.body as Buffer,
    encoding: res.headers['content-encoding'] as string | undefined,
  };
}

it('writes the same file as the JS formatter for every status, pay type, instalment and awkward text', async () => {
  const expected = await jsFormatted('2024-01-10');
  // 6 statuses × 12 pay types × 2 instalments + 5 instalment edges.
  expect(expected.split('"=""2024011000').length - 1).toBe(149);
  expect(expected).toContain(`"'=HYPERLINK(""x""),店"`);
  const res = await exported('from=2024-01-10&to=2024-01-10');
  expect(res.status).toBe(200);
  expect(res.body.toString('utf8')).toBe(expected);
  expect(res.body.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  expect(res.encoding).toBeUndefined();
  // A browser takes gzip (and brotli): the file is gzipped, and the same once unpacked.
  const zipped = await exported('from=2024-01-10&to=2024-01-10', 'gzip, deflate, br');
  expect(zipped.encoding).toBe('gzip');
  expect(zipped.body.equals(Buffer.from(expected, 'utf8'))).toBe(true);
});

it('writes only the BOM and header for an empty range, and filters by status and pay type like the list', async () => {
  const empty = await exported('from=2023-01-10&to=2023-01-10');
  expect(empty.body.toString('utf8')).toBe(`${CSV_BOM}${csvRow(TRANSACTION_CSV_HEADER)}`);
  const failedCards = await exported('from=2024-01-10&to=2024-01-10&status=FAILED&payType=CREDIT');
  const rows = failedCards.body.toString('utf8').split('"=""2024011000').slice(1);
  expect(rows.map((row) => row.split('","').slice(4, 7).join())).toEqual([
    '信用卡,Inst,付款失敗',
    '信用卡,CREDIT,付款失敗',
  ]);
});
