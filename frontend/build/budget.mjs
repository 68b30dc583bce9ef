#!/usr/bin/env node
// First-load budget: for each budgeted route, the gzipped size of every JS file the browser must
// load before the route's first paint: the entry and its static imports, plus the lazy chunks of the route's page and
// of its layout with their static imports (what Vite preloads with them). Reads the manifest of the build
// (`vite build` writes dist/.vite/manifest.json), prints a table and exits 1 when a route is over its budget.
//
//   node build/budget.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { manifestReader, readRouteTable } from './route-chunks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

/** The target for every budgeted route; the budgets below are what the build reaches today (docs/performance.md). */
const TARGET_KB = 150;

/** Route name in the route table, the path it is measured for and its budget in kB (1,000 bytes) of gzip (level 9,
 * what the build writes beside each asset and the gateway serves). Lower a budget when a change frees bytes. */
const BUDGETED = [
  { path: '/', name: 'home.index', budgetKb: 148.6 },
  { path: '/login', name: 'login', budgetKb: 142.4 },
  { path: '/auth/index', name: 'dashboard.index', budgetKb: 148.9 },
];

function fail(message) {
  console.error(`budget: ${message}`);
  process.exit(2);
}

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) fail(`${manifestFile} is missing: build with build.manifest on`);
const reader = manifestReader(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
const table = readRouteTable(root);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const body = fs.readFileSync(path.join(dist, file));
    sizes.set(file, { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return sizes.get(file);
}

function measure(files) {
  const total = { files: files.length, raw: 0, gzip: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
  }
  return total;
}

const shell = reader.shellFiles();
// The page names the entry's own static imports beside it (Vite's modulepreload links), so they download with the entry
// instead of after it has arrived and run: a lost link costs a first load one round trip.
const page = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const unnamed = shell.filter((file) => !page.includes(`"./${file}"`));
if (unnamed.length) fail(`index.html does not name ${unnamed.join(', ')}: each file the entry imports needs its link`);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const rows = [['entry (shell)', measure(shell), null]];
for (const route of BUDGETED) {
  const row = table.find((candidate) => candidate.name === route.name);
  if (!row) fail(`route ${route.name} not found in src/app/routes.ts`);
  rows.push([route.path, measure([...shell, ...reader.routeFiles(row)]), route.budgetKb]);
}

console.log(
  `\nFirst-load JS before first paint (gzip level 9, kB = 1,000 bytes; issue target ${TARGET_KB} kB per route):`,
);
console.log(`${'route'.padEnd(14)}${'files'.padStart(6)}${'raw kB'.padStart(10)}${'gzip kB'.padStart(10)}  budget`);
let over = 0;
for (const [label, total, budget] of rows) {
  const status = budget === null ? '' : total.gzip > budget * 1000 ? `OVER ${budget}` : `ok (≤ ${budget})`;
  if (budget !== null && total.gzip > budget * 1000) over += 1;
  console.log(
    `${label.padEnd(14)}${String(total.files).padStart(6)}${kb(total.raw).padStart(10)}${kb(total.gzip).padStart(10)}  ${status}`,
  );
}
if (over) {
  console.error(`\nbudget: ${over} route(s) over their first-load budget (gzip)`);
  process.exit(1);
}
