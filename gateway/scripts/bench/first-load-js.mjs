// JavaScript a first visit transfers: Chromium with an empty HTTP cache opens a page and the compressed bytes of every
// script response (modulepreloads and imports alike, the encoded body as it came over the wire) are summed until the
// network has been quiet for a second. The build's budget (frontend/build/budget.mjs) counts what a page needs
// before its first paint; this counts everything the page pulls in on its own, so prefetches, idle loads and
// lazy parts that start without the visitor asking show here. /auth/index is opened signed in as business01.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../../frontend/e2e/browser.mjs';
import { fmt, signIn } from './harness.mjs';

export const FIRST_LOAD_JS_TARGET_KB = 150;
/** The public entry pages as guests, and the back office's home signed in. */
export const FIRST_LOAD_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/fee', signedIn: false },
  { path: '/auth/index', signedIn: true },
];
const QUIET_MS = 1_000;

/** Resolves once no request has been in flight for QUIET_MS (or after 30 s). */
function networkQuiet(page) {
  let inFlight = 0;
  let last = Date.now();
  const start = () => {
    inFlight += 1;
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) await page.waitForTimeout(100);
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  };
}

/** One cold visit in a fresh profile: the scripts' encoded bytes and their names. */
async function visit(baseUrl, { path: route, signedIn }, cookies) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-first-load-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: CHROMIUM_ARGS,
  });
  try {
    if (signedIn) await context.addCookies(cookies);
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = [];
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then((sizes) => scripts.push({ url: request.url(), bytes: sizes.responseBodySize })),
      );
    });
    const quiet = networkQuiet(page);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await quiet();
    await Promise.all(pending);
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} ended on ${page.url()}`);
    return { kb: scripts.reduce((sum, s) => sum + s.bytes, 0) / 1000, scripts };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The session cookies of a sign-in, for a browser context on `baseUrl`. */
async function sessionCookies(baseUrl, account) {
  const session = await signIn(baseUrl, account);
  return session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/** Each page `runs` times; the row shows the largest run (a late load counts even if it only sometimes lands). */
export async function measureFirstLoadJs(gateway, { runs = 3, verbose = Boolean(process.env.BENCH_VERBOSE) } = {}) {
  const cookies = await sessionCookies(gateway.baseUrl, 'business01');
  const rows = [];
  for (const page of FIRST_LOAD_PAGES) {
    const each = [];
    for (let run = 0; run < runs; run += 1) each.push(await visit(gateway.baseUrl, page, cookies));
    const worst = each.reduce((a, b) => (b.kb > a.kb ? b : a));
    if (verbose) {
      for (const s of worst.scripts) console.error(`  ${page.path}\t${fmt(s.bytes / 1000, 1)} kB\t${s.url}`);
    }
    rows.push({
      figure: `JS transferred on a first visit to ${page.path}${page.signedIn ? ' (signed in as business01)' : ''}, empty cache, until 1 s of network quiet (${worst.scripts.length} files; runs ${each.map((r) => fmt(r.kb)).join(' / ')} kB)`,
      value: `${fmt(worst.kb)} kB`,
      target: `≤ ${FIRST_LOAD_JS_TARGET_KB} kB`,
      pass: worst.kb <= FIRST_LOAD_JS_TARGET_KB,
    });
  }
  return rows;
}
