#!/usr/bin/env node
// Writes dist/.vite/route-preloads.json after `vite build`: for every row of the route table, its path, the
// environments it exists in, its layout and the JS files of its layout and page (with their static imports, without the entry's).
// The gateway reads it to add <link rel="modulepreload"> for the requested route to the served page, so those files
// download alongside the entry instead of after it has run. Under .vite/ it is not served.
//
//   node build/route-preloads.mjs [distDir]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
  // The gateway's sitemap lists the public layout's fixed paths (gateway/src/core/http/crawler-files.ts).
  layout: row.layoutKind,
  operator: row.operator,
  files: reader.routeFiles(row),
}));

/** The client's copy: each file named once, routes and the Apollo runtime as indexes into that list. */
function clientMap() {
  const files = [];
  const indexOf = new Map();
  const indexes = (list) =>
    list.map((file) => {
      if (!indexOf.has(file)) indexOf.set(file, files.push(file) - 1);
      return indexOf.get(file);
    });
  const byName = Object.fromEntries(routes.map((route) => [route.name, indexes(route.files)]));
  return { files, routes: byName, apolloRuntime: indexes(reader.apolloRuntimeFiles()) };
}

function writeAsset(name, body) {
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 10);
  const file = `assets/${name}-${hash}.json`;
  fs.writeFileSync(path.join(dist, file), body);
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body, { level: 9 }));
  return file;
}

const routeFiles = writeAsset('route-files', JSON.stringify(clientMap()));
fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), `${JSON.stringify({ routeFiles, routes }, null, 1)}\n`);
console.log(`route-preloads: ${routes.length} routes; client map ${routeFiles}`);
