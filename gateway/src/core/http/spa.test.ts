import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/config';
import { TEST_SESSION_SECRET } from '../../test/secrets';
import { CsrfTokens } from './csrf';
import { spaRoutes } from './spa';

/** The served page, with a bare session object standing in for the session middleware. */
function servedPage(env: NodeJS.ProcessEnv) {
  const app = express();
  const config = loadConfig({ FRONTEND_DIST: '/nonexistent', ...env });
  app.use((req, _res, next) => {
    (req as unknown as { session: object }).session = {};
    req.csrf = new CsrfTokens(config.sessionSecret, config);
    next();
  });
  app.use(spaRoutes(config));
  return request(app).get('/auth/index');
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
