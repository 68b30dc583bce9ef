import { GRAPHQL_BATCH_MAX, GRAPHQL_BATCH_MESSAGES } from '@paydesk/shared/graphql-batch';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

/**
 * The queries a page asks at once travel as one batch and pay for one session read; a batch is
 * capped and holds queries only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SQL_STATEMENT_COUNT: '1' });
});
afterAll(() => t.close());

const batch = (c: TestClient, operations: object[]) =>
  c.agent.post('/graphql').set('X-CSRF-TOKEN', c.csrfToken).set('Content-Type', 'application/json').send(operations);

it('answers a batch of queries in order, for one session read plus their own statements', async () => {
  const c = t.client();
  await c.login('business01');
  const res = await batch(c, [
    { operationName: 'A', query: 'query A { viewer { kind } }' },
    { operationName: 'B', query: 'query B { viewer { account } }' },
    { operationName: 'C', query: 'query C { memberInfo { memName } }' },
  ]).expect(200);
  expect(res.body).toEqual([
    { data: { viewer: { kind: 'MEMBER' } } },
    { data: { viewer: { account: 'business01' } } },
    { data: { memberInfo: { memName: expect.any(String) } } },
  ]);
  // One session read (with the viewer) and memberInfo's two statements.
  expect(res.headers['x-sql-statements']).toBe('3');
});

it(`refuses a batch of more than ${GRAPHQL_BATCH_MAX} operations before running any`, async () => {
  const c = t.client();
  await c.login('business01');
  const operations = Array.from({ length: GRAPHQL_BATCH_MAX + 1 }, () => ({ query: '{ viewer { kind } }' }));
  const res = await batch(c, operations).expect(400);
  expect(res.body.errors[0].message).toBe(GRAPHQL_BATCH_MESSAGES.tooMany);
  expect(res.headers['x-sql-statements']).toBe('1');
});

it('refuses a mutation inside a batch, and it changes nothing', async () => {
  const c = t.client();
  await c.login('business01');
  const db = t.orm.em.getConnection();
  const [{ member_id: memberId, id: shopId }] = await db.execute<{ member_id: number; id: number }[]>(
    `select s.member_id, s.id from merchant s join member m on m.id = s.member_id
      where m.login_name = 'business01' order by s.id limit 1`,
  );
  await db.execute(
    `insert into member_gate_state (member_id, sp_tag_mer_id, updated_at) values (?, ?, now())
       on conflict (member_id) do update set sp_tag_mer_id = excluded.sp_tag_mer_id`,
    [memberId, shopId],
  );
  const res = await batch(c, [{ query: '{ viewer { kind } }' }, { query: 'mutation { cleanShippingTag }' }]).expect(
    400,
  );
  expect(res.body[1].errors[0].message).toBe(GRAPHQL_BATCH_MESSAGES.mutation);
  expect(res.body[1].data).toBeUndefined();
  const [state] = await db.execute<{ sp_tag_mer_id: number | null }[]>(
    `select sp_tag_mer_id from member_gate_state where member_id = ?`,
    [memberId],
  );
  expect(state?.sp_tag_mer_id).toBe(shopId);
});

it('keeps the CSRF rule for a batch', async () => {
  const c = t.client();
  await c.login('business01');
  await c.agent
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send([{ query: '{ viewer { kind } }' }])
    .expect(419);
});
