import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { fixedHeaders } from './fixed-headers';

const options = {
  contentSecurityPolicy: { directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
};

it('sets on every response exactly the headers helmet sets', async () => {
  const answer = (app: express.Express) => {
    app.get('/', (_req, res) => res.send('ok'));
    return request(app).get('/').expect(200);
  };
  const direct = express();
  direct.use(helmet(options));
  const replayed = express();
  replayed.use(fixedHeaders(helmet(options)));
  const [expected, first, second] = await Promise.all([answer(direct), answer(replayed), request(replayed).get('/')]);
  const securityHeaders = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'etag', 'content-length'].includes(name)));
  expect(securityHeaders(first.headers)).toEqual(securityHeaders(expected.headers));
  expect(first.headers['content-security-policy']).toContain("img-src 'self' data:");
  expect(first.headers['strict-transport-security']).toBeDefined();
  expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
});

it('refuses, at start-up, a middleware whose headers depend on the request', () => {
  const perRequest = helmet({
    contentSecurityPolicy: { directives: { 'script-src': ["'self'", (req) => `'nonce-${String(req.headers)}'`] } },
  });
  expect(() => fixedHeaders(perRequest)).toThrow(/reads the request/);
});
