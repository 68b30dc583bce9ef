// `npm run bench`: every performance measurement side by side, each on data it seeds itself, then one table
// (figure, value, target, pass/fail); exits non-zero when a target fails. Uses DATABASE_URL's server when set,
// else an embedded PostgreSQL, and creates (then drops) its own databases there.
//
// Scale (defaults keep a run to a few minutes on two cores; docs/benchmarks.md's figures name what they used):
//   BENCH_TRANSACTIONS  report rows (default 1,000,000; the target scale is 10,000,000)
//   BENCH_SETTLE        due payments to settle (default 200,000; target scale 1,000,000)
//   BENCH_SECONDS       seconds per HTTP measurement (default 10)
//   BENCH_HTTP_ROUNDS   rounds of the http measurement, each server loaded once a round (default 5)
//   BENCH_LOAD_SECONDS  seconds of the mixed load (default 20; target 60)
//   BENCH_ONLY          comma-separated subset: directive,http,statements,firstjs,phone,lighthouse,reports,settlement,load
//   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs per page, the median one counts (default 3)
//   BENCH_LIGHTHOUSE_PAGES comma-separated subset of the Lighthouse pages (e.g. /store/goodthings; default all four)
//   BENCH_LIGHTHOUSE_SAVE  a folder to keep each Lighthouse run's report (JSON) in
//   BENCH_KEEP=1        keep the bench databases afterwards (to look at plans with psql; their names are printed)
//   BENCH_CPU_PROFILE   a folder: every gateway the bench starts writes a V8 CPU profile there
//   BENCH_REUSE         the name of a database an earlier run kept (BENCH_KEEP=1): migrated, not seeded again, never
//                       dropped; its report rows are counted (10,000,000 take minutes to seed, the measuring seconds)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureDirective } from './bench/directive.mjs';
import { measureFirstLoadJs } from './bench/first-load-js.mjs';
import { measureHttpOverhead } from './bench/http-overhead.mjs';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { measureMixedLoad } from './bench/mixed-load.mjs';
import { measurePageStatements } from './bench/page-statements.mjs';
import { measurePhone } from './bench/phone.mjs';
import { measureReports } from './bench/reports.mjs';
import { measureSettlement } from './bench/settlement.mjs';
import { dropDatabase, freshDatabase, keptDatabase, startGateway } from './bench/harness.mjs';
import { countReportTransactions, seedReportTransactions, seedSellers } from './bench/seed.mjs';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const scale = {
  transactions: num('BENCH_TRANSACTIONS', 1_000_000),
  settle: num('BENCH_SETTLE', 200_000),
  seconds: num('BENCH_SECONDS', 10),
  loadSeconds: num('BENCH_LOAD_SECONDS', 20),
};
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (name) => !only || only.has(name);
// Each run names its databases after its process, so two runs on one server (two worktrees) never drop each other's.
const dbName = (what) => `paydesk_bench_${what}_${process.pid}`;
const rows = [];
const section = async (name, work) => {
  if (!wanted(name)) return;
  const started = Date.now();
  console.error(`bench: ${name}…`);
  rows.push(...(await work()));
  console.error(`bench: ${name} done in ${Math.round((Date.now() - started) / 1000)} s`);
};

let embedded;
let tmp;
let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-bench-'));
  fs.chmodSync(tmp, 0o755);
  embedded = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), flags: ['-c', 'fsync=off'] });
  adminUrl = embedded.adminUrl;
}

try {
  await section('directive', measureDirective);

  if (['http', 'statements', 'firstjs', 'phone', 'lighthouse', 'reports', 'load'].some(wanted)) {
    const reused = process.env.BENCH_REUSE;
    const name = reused ?? dbName('reports');
    const { url, db } = reused ? await keptDatabase(adminUrl, reused) : await freshDatabase(adminUrl, name);
    try {
      if (reused) {
        const counts = await countReportTransactions(db);
        scale.transactions = counts.total;
        scale.businessRows = counts.big;
        console.error(`bench: reusing ${reused} with ${counts.total} transactions (${counts.big} of business01)`);
      } else if (wanted('reports')) {
        const started = Date.now();
        const sellers = await seedSellers(db, 200);
        await seedReportTransactions(db, { total: scale.transactions, bigShare: 0.1, sellers });
        console.error(
          `bench: seeded ${scale.transactions} transactions in ${Math.round((Date.now() - started) / 1000)} s`,
        );
      }
      // Timings run against the gateway as production runs it; the statement counter (an AsyncLocalStorage on
      // every request) gets a gateway of its own.
      const gateway = await startGateway(url);
      try {
        await section('http', () =>
          measureHttpOverhead(gateway, { seconds: scale.seconds, connections: 16, databaseUrl: url }),
        );
        await section('statements', async () => {
          const counting = await startGateway(url, { SQL_STATEMENT_COUNT: '1' });
          try {
            return await measurePageStatements(counting);
          } finally {
            await counting.stop();
          }
        });
        await section('firstjs', () => measureFirstLoadJs(gateway));
        await section('phone', () => measurePhone(gateway));
        await section('lighthouse', () => measureLighthouse(gateway));
        await section('reports', async () => {
          // The dashboard's report cache off (DASHBOARD_REPORT_CACHE_MS=0): the figures are the statements' at this
          // scale, not an answer reused for a second.
          const reporting = await startGateway(url, { DASHBOARD_REPORT_CACHE_MS: '0' });
          const exporter = await startGateway(url);
          try {
            return await measureReports(reporting, exporter, {
              seconds: scale.seconds,
              totalRows: scale.transactions,
              bigRows: scale.businessRows ?? Math.round(scale.transactions * 0.1),
            });
          } finally {
            await exporter.stop();
            await reporting.stop();
          }
        });
        await section('load', async () => {
          // Production runs one gateway worker per core (GATEWAY_WORKERS); the one-process figure is kept beside it.
          const workers = os.availableParallelism();
          const load = { seconds: scale.loadSeconds, connections: 200 };
          const single = await measureMixedLoad(gateway, { ...load, workers: 1, reference: true });
          // The last section on this gateway: stopped now, its idle pooled connections do not count against
          // PostgreSQL's connection limit while the workers run.
          await gateway.stop();
          const pooled = await startGateway(url, { GATEWAY_WORKERS: String(workers) });
          try {
            return [...(await measureMixedLoad(pooled, { ...load, workers })), ...single];
          } finally {
            await pooled.stop();
          }
        });
      } finally {
        await gateway.stop();
      }
    } finally {
      await db.end();
      if (!process.env.BENCH_KEEP && !reused) await dropDatabase(adminUrl, name);
      else console.error(`bench: kept database ${name}`);
    }
  }

  if (wanted('settlement')) {
    const name = dbName('settlement');
    const database = await freshDatabase(adminUrl, name);
    try {
      await section('settlement', () => measureSettlement(database, { rows: scale.settle, sellers: 100 }));
    } finally {
      await database.db.end();
      if (!process.env.BENCH_KEEP) await dropDatabase(adminUrl, name);
      else console.error(`bench: kept database ${name}`);
    }
  }
} finally {
  await embedded?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}

const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const w = { figure: width('figure'), value: width('value'), target: width('target') };
const line = (r) =>
  `| ${String(r.figure).padEnd(w.figure)} | ${String(r.value).padEnd(w.value)} | ${String(r.target).padEnd(w.target)} | ${r.pass === undefined ? 'result' : r.pass ? 'pass' : 'FAIL'} |`;
console.log(line({ figure: 'figure', value: 'value', target: 'target' }));
console.log(`|${'-'.repeat(w.figure + 2)}|${'-'.repeat(w.value + 2)}|${'-'.repeat(w.target + 2)}|------|`);
for (const r of rows) console.log(line(r));
const failed = rows.filter((r) => !r.pass);
console.log(failed.length ? `\n${failed.length} target(s) failed` : '\nall targets met');
process.exit(failed.length ? 1 : 0);
