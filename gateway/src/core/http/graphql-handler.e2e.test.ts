import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFERENCE = '{ reference { paymentTypes { name } } }';

it('answers a GET query from its query string, with Apollo’s type and the exact length', async () => {
  const res = await request(t.app)
    .get('/graphql')
    .query({ query: REFERENCE })
    .set('apollo-require-preflight', '1')
    .expect(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
  expect(res.body.data.reference.paymentTypes.length).toBeGreaterThan(0);
});

it('passes the request’s headers to Apollo: a GET without a preflight header is refused (CSRF prevention)', async () => {
  const res = await request(t.app).get('/graphql').query({ query: REFERENCE });
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
});

it('keeps Apollo’s status for a document that fails validation', async () => {
  const res = await request(t.app)
    .get('/graphql')
    .query({ query: '{ nosuchField }' })
    .set('apollo-require-preflight', '1');
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
});
