import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/config';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { CsrfTokens } from './csrf';
import { spaRoutes } from './spa';

// The shape frontend/build/prerender.mjs writes: a page's HTML for #root by path. The `$&` would be a replacement
// pattern to String.replace; the href is the site root's, as the build renders it.
const FEE = '<main><h1>費用說明</h1><a href="/login" data-discover="true">登入 $&amp; $& 1</a></main>';
const HOME = '<main><h1>一個帳號</h1></main>';
const STYLESHEET_LINK = '<link rel="stylesheet" href="./assets/chakra-global-abc123.css">';
const GLOBAL_CSS = '@layer reset,base;@layer base{a::before{content:"$&"}}';

describe('prerendered first screens', () => {
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-prerendered-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><!--paydesk-meta--><script type="module" crossorigin src="./assets/index-1.js"></script>${STYLESHEET_LINK}</head><body><div id="root"></div></body></html>`,
    );
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'chakra-global-abc123.css'), GLOBAL_CSS);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'prerendered.json'), JSON.stringify({ '/': HOME, '/fee': FEE }));
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** The served page's #root content, mounted as app.ts mounts spaRoutes (under the base path). */
  async function rootOf(appPath: string, env: NodeJS.ProcessEnv = {}, host?: string) {
    const config = loadConfig({ FRONTEND_DIST: dist, SESSION_SECRET: TEST_SESSION_SECRET, ...env });
    const app = express();
    app.use((req, _res, next) => {
      (req as unknown as { session: object }).session = {};
      req.csrf = new CsrfTokens(config.sessionSecret, config);
      next();
    });
    app.use(config.basePath || '/', spaRoutes(config));
    const call = request(app).get(appPath);
    const page = await (host ? call.set('Host', host) : call);
    expect(page.status).toBe(200);
    // The metas are still injected beside the first screen.
    expect(page.text).toContain('<meta name="csrf-token"');
    const root = /<div id="root">([\s\S]*?)<\/div>(<script|<\/body>)/.exec(page.text)?.[1];
    // A prerendered page carries the global stylesheet inline (no render-blocking request); the others link it.
    expect(page.text.includes(`<style>${GLOBAL_CSS}</style>`)).toBe(Boolean(root));
    expect(page.text.includes(STYLESHEET_LINK)).toBe(!root);
    // It asks for the app's scripts after its first paint (scripts-after-paint.ts); the others load them at once.
    expect(page.text.includes('<script type="application/json" id="app-scripts">')).toBe(Boolean(root));
    expect(page.text.includes('<script type="module" crossorigin src="./assets/index-1.js">')).toBe(!root);
    return root;
  }

  it('puts the page in #root for its path, with or without a trailing slash, byte for byte', async () => {
    expect(await rootOf('/fee', { APP_URL: 'https://pay.example.tw' })).toBe(FEE);
    expect(await rootOf('/fee/', { APP_ENV: 'test' })).toBe(FEE);
    expect(await rootOf('/', { APP_ENV: 'local' })).toBe(HOME);
  });

  it('leaves #root empty for a path without a prerendered page', async () => {
    expect(await rootOf('/login', { APP_URL: 'https://pay.example.tw' })).toBe('');
    expect(await rootOf('/fee/more', { APP_URL: 'https://pay.example.tw' })).toBe('');
  });

  it('serves none in the sandbox, configured or told by the host, whose root is the login page with a banner', async () => {
    expect(await rootOf('/fee', { APP_ENV: 'sandbox', APP_URL: 'https://sandbox.paydesk.tw' })).toBe('');
    expect(await rootOf('/fee', {}, 'sandbox.paydesk.tw')).toBe('');
    expect(await rootOf('/fee', {}, 'www.paydesk.tw')).toBe(FEE);
  });

  it('gives the links the base path under /slave', async () => {
    const html = await rootOf('/slave/fee', { APP_URL: 'https://pay.example.tw', BASE_PATH: '/slave' });
    expect(html).toBe(FEE.replace('href="/login"', 'href="/slave/login"'));
  });
});
