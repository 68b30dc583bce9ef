import request from 'supertest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

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

describe('known queries (core/http/known-queries.ts): the second asking is answered as Apollo answered the first', () => {
  /** Status, type and the exact bytes of an answer. */
  const answerOf = (res: request.Response) => ({
    status: res.status,
    type: res.headers['content-type'],
    text: res.text,
  });
  const ask = (c: TestClient, body: unknown) =>
    c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .set('Content-Type', 'application/json')
      .set('Accept', 'application/graphql-response+json,application/json;q=0.9')
      // One id for every asking: an error names its request (extensions.requestId), and the bytes are compared.
      .set('X-Request-Id', 'known-queries')
      .send(JSON.stringify(body));

  it('a seller’s dashboard batch, and the same queries from another seller', async () => {
    const batch = [
      { operationName: 'Me', query: 'query Me { viewer { id memType permissions } }' },
      { query: '{ moneyOverview { todayCount monthTotal byDay { day total } recent { tradeNo amount } } }' },
    ];
    const seller = t.client();
    await seller.login('business01');
    const first = await ask(seller, batch);
    expect(first.status).toBe(200);
    expect(first.body[1].data.moneyOverview.byDay).toHaveLength(14);
    expect(answerOf(await ask(seller, batch))).toEqual(answerOf(first));

    const other = t.client();
    await other.login('personal01');
    const theirs = await ask(other, batch);
    expect(theirs.body[0].data.viewer.id).not.toBe(first.body[0].data.viewer.id);
    expect(theirs.body[0].data.viewer.memType).toBe('PERSONAL');
  });

  it('a guest asking for a seller’s figures: the refusal Apollo formats, both times', async () => {
    const guest = t.client();
    await guest.openPage();
    const query = { query: '{ moneyOverview { todayCount } }' };
    const first = await ask(guest, query);
    expect(first.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(answerOf(await ask(guest, query))).toEqual(answerOf(first));
  });
});
