import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Errors = { errors?: { extensions?: { code?: string }; message: string }[]; data?: unknown };

// assist01 (group 出納助理) holds trans_detail, bill_detail, uop_list, uop_transaction: not assistant_index.
const DENIED: [string, string, string | null][] = [
  ['plain root field', '{ assistants { loginName } }', null],
  ['aliased root field', '{ team: assistants { loginName } }', null],
  ['inline fragment on Query', '{ ... on Query { assistants { loginName } } }', null],
  ['named fragment on Query', 'query Q { ...Team } fragment Team on Query { assistants { loginName } }', null],
  ['named fragment with alias', 'query Q { ...Team } fragment Team on Query { t: assistantGroups { name } }', null],
  ['next to an allowed field', '{ viewer { id } assistants { loginName } }', null],
  ['nested under an allowed field', '{ viewer { id profile { email } } }', null],
  ['second operation of one request', 'query A { viewer { id } } query B { assistantGroups { permissionKeys } }', 'B'],
  [
    'a mutation',
    'mutation { createAssistantGroup(input: { name: "x", permissionKeys: ["member_edit"] }) { errors { code } } }',
    null,
  ],
];

describe('an assistant without the key is denied in every form', () => {
  it.each(DENIED)('%s', async (_form, query, operationName) => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .send(operationName ? { query, operationName } : { query });
    const body = res.body as Errors;
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('很抱歉，您沒有操作權限');
    expect(JSON.stringify(body.data ?? null)).not.toMatch(/assist01|出納助理|@example\.com/);
  });

  it('checks every operation of a batch on its own (batches carry queries)', async () => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .send([{ query: '{ viewer { id } }' }, { query: '{ assistants { loginName } }' }]);
    const [allowed, denied] = res.body as Errors[];
    expect(allowed?.data).toEqual({ viewer: { id: expect.stringMatching(/^assistant:/) } });
    expect(denied?.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(denied?.data ?? null).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('assist01');
  });

  it('lets the same assistant use what its group grants', async () => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.gql<{ memberInfo: { isAssistant: boolean; permissionPage: string[] } }>(
      '{ memberInfo { isAssistant permissionPage } }',
    );
    expect(res.data?.memberInfo).toEqual({
      isAssistant: true,
      permissionPage: ['trans_detail', 'bill_detail', 'uop_list', 'uop_transaction'],
    });
  });

  it('is refused by a REST path guarded by the same key (403), which the owner may use', async () => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.post('/api/assistant/list');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: '很抱歉，您沒有操作權限' });
    const owner = t.client();
    await owner.login('business01');
    const ok = await owner.post('/api/assistant/list').expect(200);
    expect(ok.body.data.map((a: { loginName: string }) => a.loginName)).toEqual(['assist01']);
    const visitor = t.client();
    await visitor.openPage();
    await visitor.post('/api/assistant/list').expect(401);
  });
});
