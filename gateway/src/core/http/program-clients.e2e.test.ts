import request from 'supertest';
import { MESSAGES } from '../errors';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A program: no cookie, no CSRF token, no Authorization. */
const program = (query: string, variables: object = {}) =>
  request(t.app)
    .post(`${t.config.basePath}/graphql`)
    .set('Content-Type', 'application/json')
    .send({ query, variables });

describe('a request without a cookie is a guest', () => {
  it('reads public fields with 200', async () => {
    const res = await program('{ viewer { kind } newsList(page: 1, pageSize: 1) { total } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.viewer).toBeNull();
    expect(typeof res.body.data.newsList.total).toBe('number');
  });

  it('is answered 401 UNAUTHENTICATED with the bearer challenge for what needs a sign-in', async () => {
    const res = await program('{ transactions(filter: {}) { totalCount } }');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="PayDesk"');
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 to a document that mixes public and protected fields, naming only the sign-in error', async () => {
    const res = await program('{ viewer { kind } transactions(filter: {}) { totalCount } }');
    expect(res.status).toBe(401);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});

describe('a request with a cookie keeps the CSRF rule', () => {
  it('answers 419 to a browser without the token, on GraphQL and REST', async () => {
    const c = t.client();
    await c.openPage();
    const gql = await c.agent
      .post(c.path('/graphql'))
      .set('Content-Type', 'application/json')
      .send({ query: '{ viewer { kind } }' });
    expect(gql.status).toBe(419);
    expect(gql.body).toEqual({ success: false, message: MESSAGES.sessionExpired });
    await c.agent.post(c.path('/api/check_login/login_status')).expect(419);
  });

  it('answers 419 to any cookie without the token, even one the gateway never set', async () => {
    await request(t.app)
      .post(`${t.config.basePath}/graphql`)
      .set('Cookie', 'other=1')
      .set('Content-Type', 'application/json')
      .send({ query: '{ viewer { kind } }' })
      .expect(419);
  });
});
