// Reports at scale, measured through the running gateway as business01 (the heavy seller):
// the transaction list's first page with its totals, the dashboard's moneyOverview, the account's ledger lines
// (帳戶明細, each with its balance after), and the CSV export's rate and the gateway's peak memory while it streams.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, graphqlRequest, load, peakRssMb, resetPeakRss, signIn } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

const LIST = `query($filter: TransactionFilter!) { transactions(filter: $filter) {
  totalCount totalAmount nextCursor items { tradeNo amount statusLabel payTypeLabel createdAt } } }`;
const OVERVIEW = `{ moneyOverview { pending available todayTotal monthTotal byDay { day total } byPayType { label total } recent { tradeNo } } }`;
const LEDGER = `{ ledgerLines(account: "trust") { items { entryId kind amount balanceAfter tradeNo createdAt } nextCursor } }`;

/**
 * `exporter` is a gateway started for the export alone: its memory figure is then the export's and the gateway's
 * own, not what earlier load phases left in a grown heap.
 */
export async function measureReports(gateway, exporter, { seconds, bigRows, totalRows }) {
  const session = await signIn(gateway.baseUrl, 'business01');
  const p95Row = (name, run) => ({
    figure: `${name}: p50 ${fmt(run.p50, 1)} ms, ${fmt(run.rps)} req/s, ${run.errors} errors`,
    value: `p95 ${fmt(run.p95, 1)} ms`,
    target: 'p95 ≤ 50 ms',
    pass: run.p95 <= 50 && run.errors === 0,
  });
  const list = load({ ...graphqlRequest(gateway.baseUrl, session, LIST, { filter: {} }), connections: 4, seconds });
  const overview = load({ ...graphqlRequest(gateway.baseUrl, session, OVERVIEW), connections: 4, seconds });
  const ledger = load({ ...graphqlRequest(gateway.baseUrl, session, LEDGER), connections: 4, seconds });

  const from = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
  const lastWeek = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const exportSession = await signIn(exporter.baseUrl, 'business01');
  // A gateway in service has run the export's code before: one small export first (the last week) compiles it and
  // opens the report connection, so the timed export measures the export, not the gateway's first minute.
  await exportLines(exporter, exportSession, lastWeek);
  resetPeakRss(exporter.pid);
  // Right after the reset the peak is the resident memory the export starts from: the figure names it, so the
  // export's own share can be read off.
  const startRss = peakRssMb(exporter.pid);
  const { lines, seconds: csvSeconds } = await exportLines(exporter, exportSession, from);
  const rows = lines - 1;
  const rss = peakRssMb(exporter.pid);
  return [
    p95Row(
      `transaction list, first page with totals (${fmt(totalRows)} transactions, ${fmt(bigRows)} of business01)`,
      list,
    ),
    p95Row('moneyOverview (dashboard figures)', overview),
    p95Row('ledger lines, first page of the trust account with balances (帳戶明細)', ledger),
    {
      figure: `CSV export: ${fmt(rows)} rows in ${csvSeconds.toFixed(1)} s`,
      value: `${fmt(rows / csvSeconds)} rows/s`,
      target: '≥ 100,000 rows/s',
      pass: rows / csvSeconds >= 100_000 && rows > 0,
    },
    {
      figure: `gateway peak memory (VmHWM) while it streams the export (a fresh gateway, ${fmt(startRss)} MB at the start)`,
      value: `${fmt(rss)} MB`,
      target: '< 200 MB',
      pass: rss < 200,
    },
  ];
}

/** Downloads an export as a browser would (gzip) in a client process of its own (export-client.mjs); resolves to
 * its line count and the seconds from the request to the last byte. */
function exportLines(exporter, session, from) {
  const spec = { url: `${exporter.baseUrl}/api/transactions/export.csv?from=${from}`, headers: session.headers };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'export-client.mjs'), JSON.stringify(spec)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (data) => (out += data));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`export client ${code}`))));
  });
}
