// Lighthouse 12 on the public entry pages, as a search engine or a first-time visitor meets them: its default mobile
// form factor and simulated throttling (slow 4G, CPU ×4), the four categories, against the bench gateway. Chrome is
// the Debian chromium (/usr/bin/chromium, or CHROMIUM_PATH); nothing is downloaded. Each page is run
// BENCH_LIGHTHOUSE_RUNS times (default 3, each with a fresh profile) and the median run (Lighthouse's own pick by
// FCP and TTI) gives the scores, since one run's performance score moves by a few points on a busy machine.
// The performance row also names Lighthouse's CPU index (benchmarkIndex: how fast this machine ran a fixed piece of
// work during the run, higher is faster): simulated throttling scales the main-thread time it observed, so a machine
// busy with other work gives a lower performance score for the same page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { fmt } from './harness.mjs';

/** The public entry pages; /store/goodthings is the demo store the gateway's demo seed opens. */
export const LIGHTHOUSE_PATHS = ['/', '/fee', '/login', '/store/goodthings'];
/** BENCH_LIGHTHOUSE_PAGES (comma-separated paths of LIGHTHOUSE_PATHS) runs only those: one page's work is measured
 * without paying for the others' runs. */
const pagesToRun = () => {
  const chosen = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  if (!chosen?.length) return LIGHTHOUSE_PATHS;
  const unknown = chosen.filter((route) => !LIGHTHOUSE_PATHS.includes(route));
  if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: not a measured page: ${unknown.join(', ')}`);
  return chosen;
};
const CATEGORIES = [
  { id: 'performance', target: 95 },
  { id: 'accessibility', target: 100 },
  { id: 'best-practices', target: 100 },
  { id: 'seo', target: 100 },
];

/** One cold Lighthouse run of `url` in a browser of its own; resolves to the Lighthouse result (lhr). */
async function runOnce(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id) },
      // No config: Lighthouse's default is the mobile form factor with simulated throttling.
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    // BENCH_LIGHTHOUSE_SAVE=<folder> keeps each run's report, to read where the time went (its long tasks, the
    // main thread's breakdown by script).
    const saveTo = process.env.BENCH_LIGHTHOUSE_SAVE;
    if (saveTo) {
      fs.mkdirSync(saveTo, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveTo, name), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * A run that Lighthouse itself could not record (a trace without its navigation start, NO_NAVSTART, happens now and
 * then on a loaded machine) scores 0 through no fault of the page: it is run again, at most twice.
 */
async function runRecorded(url) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runOnce(url);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.error(`bench: lighthouse ${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

/** Audits in a category that did not score full marks (their ids), so a failing row says what to fix. */
function shortfalls(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

export async function measureLighthouse(gateway, { runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const rows = [];
  for (const route of pagesToRun()) {
    const lhrs = [];
    for (let run = 0; run < runs; run += 1) lhrs.push(await runRecorded(`${gateway.baseUrl}${route}`));
    const lhr = runs > 1 ? computeMedianRun(lhrs) : lhrs[0];
    const metric = (id) => lhr.audits[id].numericValue;
    const timings = `LCP ${fmt(metric('largest-contentful-paint') / 1000, 1)} s, TBT ${fmt(metric('total-blocking-time'))} ms, CLS ${fmt(metric('cumulative-layout-shift'), 3)}, CPU index ${fmt(lhr.environment.benchmarkIndex)}`;
    for (const { id, target } of CATEGORIES) {
      const score = Math.round(lhr.categories[id].score * 100);
      const missing = score < 100 ? shortfalls(lhr, id) : [];
      const notes = [
        ...(id === 'performance'
          ? [timings, `scores ${lhrs.map((l) => Math.round(l.categories[id].score * 100)).join(' / ')}`]
          : []),
        ...(missing.length ? [`short: ${missing.join(', ')}`] : []),
      ];
      rows.push({
        figure: `lighthouse mobile ${id} ${route}${notes.length ? ` (${notes.join('; ')})` : ''}`,
        value: String(score),
        target: target === 100 ? '100' : `≥ ${target}`,
        pass: score >= target,
      });
    }
  }
  return rows;
}
