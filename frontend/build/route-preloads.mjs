#!/usr/bin/env node
// Writes dist/.vite/route-preloads.json after `vite build`: for every row of the route table, its path, the
// environments it exists in and the JS files of its layout and page (with their static imports, without the entry's).
// The gateway reads it to add <link rel="modulepreload"> for the requested route to the served page, so those files
// download alongside the entry instead of after it has run (issue 18 target 3). Under .vite/ it is not served.
//
//   node build/route-preloads.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestReader, readRouteTable } from './route-chunks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const reader = manifestReader(manifest);

const routes = readRouteTable(root).map((row) => ({
  name: row.name,
  path: row.path,
  envs: row.envs,
  files: reader.routeFiles(row),
}));
fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), `${JSON.stringify({ routes }, null, 1)}\n`);
console.log(`route-preloads: ${routes.length} routes`);
