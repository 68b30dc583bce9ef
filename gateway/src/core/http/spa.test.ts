import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/config';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { CsrfTokens } from './csrf';
import { spaRoutes } from './spa';

/** The served page, with a bare session object standing in for the session middleware. */
function servedPage(env: NodeJS.ProcessEnv, appPath = '/auth/index') {
  const app = express();
  const config = loadConfig({ FRONTEND_DIST: '/nonexistent', ...env });
  app.use((req, _res, next) => {
    (req as unknown as { session: object }).session = {};
    req.csrf = new CsrfTokens(config.sessionSecret, config);
    next();
  });
  app.use(spaRoutes(config));
  return request(app).get(appPath);
}

describe('the app-env meta (SPEC §9)', () => {
  it('announces a configured environment', async () => {
    const page = await servedPage({
      APP_ENV: 'sandbox',
      SESSION_SECRET: TEST_SESSION_SECRET,
      APP_URL: 'https://sandbox.paydesk.tw',
    });
    expect(page.text).toContain('<meta name="app-env" content="sandbox">');
  });

  it('leaves it out when nothing configures the environment, so the page host decides', async () => {
    const page = await servedPage({});
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="csrf-token"');
    expect(page.text).not.toContain('name="app-env"');
  });
});

describe('modulepreload links for the requested route', () => {
  const ENTRY = '<script type="module" crossorigin src="./assets/index-abc.js"></script>';
  let dist: string;

  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-preloads-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><!--paydesk-meta-->${ENTRY}</head><body></body></html>`,
    );
    fs.mkdirSync(path.join(dist, '.vite'));
    // The shape frontend/build/route-preloads.mjs writes from the route table.
    const routes = [
      {
        name: 'login.buyer',
        path: '/login/buyer',
        envs: null,
        files: ['assets/AuthLayout-1.js', 'assets/BuyerLogin-2.js'],
      },
      { name: 'login', path: '/login/:id?', envs: null, files: ['assets/AuthLayout-1.js', 'assets/LoginView-3.js'] },
      { name: 'home.QA', path: '/QA', envs: null, files: ['assets/HomeLayout-4.js', 'assets/QAView-5.js'] },
      { name: 'sample', path: '/sample', envs: ['local'], files: ['assets/SampleView-6.js'] },
    ];
    fs.writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({ routeFiles: 'assets/route-files-7.json', routes }),
    );
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const preloadsOf = async (appPath: string, env: NodeJS.ProcessEnv = {}) => {
    const page = await servedPage({ FRONTEND_DIST: dist, ...env }, appPath);
    expect(page.text).toContain(ENTRY);
    return [...page.text.matchAll(/<link rel="modulepreload" crossorigin href="\.\/([^"]+)">/g)].map((m) => m[1]);
  };

  it('names the layout and page chunks of /login, with or without its optional parameter', async () => {
    expect(await preloadsOf('/login')).toEqual(['assets/AuthLayout-1.js', 'assets/LoginView-3.js']);
    expect(await preloadsOf('/login/agent')).toEqual(['assets/AuthLayout-1.js', 'assets/LoginView-3.js']);
  });

  it('prefers a static segment to a parameter, and matches case-insensitively like the client router', async () => {
    expect(await preloadsOf('/login/buyer')).toEqual(['assets/AuthLayout-1.js', 'assets/BuyerLogin-2.js']);
    expect(await preloadsOf('/qa')).toEqual(['assets/HomeLayout-4.js', 'assets/QAView-5.js']);
  });

  it('gives an unknown route, or one of another environment, only the entry', async () => {
    expect(await preloadsOf('/no-such-page')).toEqual([]);
    expect(await preloadsOf('/login/a/b')).toEqual([]);
    expect(await preloadsOf('/sample', { APP_ENV: 'test' })).toEqual([]);
    expect(await preloadsOf('/sample', { APP_ENV: 'local' })).toEqual(['assets/SampleView-6.js']);
  });

  it("names the client's copy of the map, which later navigations preload from, on every page", async () => {
    for (const appPath of ['/login', '/no-such-page']) {
      const page = await servedPage({ FRONTEND_DIST: dist }, appPath);
      expect(page.text).toContain('<meta name="route-files" content="./assets/route-files-7.json">');
    }
    expect((await servedPage({}, '/login')).text).not.toContain('name="route-files"');
  });
});
