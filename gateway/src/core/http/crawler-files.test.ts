import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/config';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { crawlerFiles } from './crawler-files';

/** A built frontend with the route table the build writes down, as far as crawlers care. */
function builtDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-crawl-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const routes = [
    { path: '/', layout: 'home', envs: null, operator: false },
    { path: '/fee', layout: 'home', envs: null, operator: false },
    { path: '/news/:id', layout: 'home', envs: null, operator: false },
    { path: '/sample', layout: 'home', envs: ['local'], operator: false },
    { path: '/ops/content', layout: 'home', envs: null, operator: true },
    { path: '/auth/index', layout: 'dashboard', envs: null, operator: false },
  ];
  fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
  return dist;
}

function crawler(env: NodeJS.ProcessEnv) {
  const app = express();
  app.use(crawlerFiles(loadConfig({ FRONTEND_DIST: builtDist(), SESSION_SECRET: TEST_SESSION_SECRET, ...env })));
  return request(app);
}

const production = { APP_ENV: 'production', APP_URL: 'https://pay.example.tw' };

it('lists the public pages with fixed paths in the sitemap, at APP_URL whatever Host the request names', async () => {
  const res = await crawler(production).get('/sitemap.xml').set('Host', 'evil.example');
  expect(res.status).toBe(200);
  expect(res.type).toBe('application/xml');
  const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(['https://pay.example.tw/', 'https://pay.example.tw/fee']);
});

it('keeps crawlers out of the signed-in, operator and API areas and names the sitemap', async () => {
  const res = await crawler(production).get('/robots.txt').set('Host', 'evil.example');
  expect(res.status).toBe(200);
  expect(res.type).toBe('text/plain');
  expect(res.text).toMatch(/^User-agent: \*$/m);
  for (const prefix of ['/auth/', '/ops/', '/api/', '/graphql']) expect(res.text).toContain(`Disallow: ${prefix}\n`);
  expect(res.text).not.toMatch(/^Disallow: \/$/m);
  // The sign-in and sign-up pages are what people search for by name.
  expect(res.text).not.toMatch(/^Disallow: \/(login|signup)/m);
  expect(res.text).toContain('Sitemap: https://pay.example.tw/sitemap.xml');
});

it('asks crawlers to stay out of a sandbox entirely', async () => {
  const res = await crawler({ APP_ENV: 'sandbox', APP_URL: 'https://sandbox.example.tw' }).get('/robots.txt');
  expect(res.text).toBe('User-agent: *\nDisallow: /\n');
});
