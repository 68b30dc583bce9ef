import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProfileResult = { viewer: Record<string, { email: string | null } | null> | null };

// assist01's group lacks member_edit, which guards Viewer.profile (a field nested under the public `viewer`).
const FORMS: [string, string][] = [
  ['plain', '{ viewer { profile { email } } }'],
  ['aliased', '{ viewer { contact: profile { email } } }'],
  ['inline fragment', '{ viewer { ... on Viewer { profile { email } } } }'],
  [
    'named fragment with alias',
    'query { viewer { ...Contact } } fragment Contact on Viewer { hidden: profile { email } }',
  ],
  ['aliased root and nested field', '{ me: viewer { p: profile { email } } }'],
];

describe('@permission on a nested field', () => {
  it.each(FORMS)('denies the assistant without the key: %s', async (_form, query) => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.gql<ProfileResult>(query);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(res.errors?.[0].message).toBe('很抱歉，您沒有操作權限');
    expect(JSON.stringify(res.data)).not.toContain('@example.com');
  });

  it('denies the second operation of a document chosen by name', async () => {
    const c = t.client();
    await c.login('assist01');
    const res = await c.agent
      .post('/graphql')
      .set('X-CSRF-TOKEN', c.csrfToken)
      .send({ query: 'query A { viewer { id } } query B { viewer { profile { email } } }', operationName: 'B' });
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
  });

  it.each(FORMS)('lets the owner read it: %s', async (_form, query) => {
    const c = t.client();
    await c.login('business01');
    const res = await c.gql<ProfileResult>(query);
    expect(res.errors).toBeUndefined();
    expect(JSON.stringify(res.data)).toContain('business01@example.com');
  });

  it("lets an assistant whose group grants the key read its owner's data, not its own", async () => {
    await t.orm.em
      .getConnection()
      .execute(
        `update assistant_group set permission_keys = array_append(permission_keys, 'member_edit') where name = '出納助理'`,
      );
    try {
      const c = t.client();
      await c.login('assist01');
      const res = await c.gql<ProfileResult>('{ viewer { profile { email } } }');
      expect(res.data?.viewer?.profile?.email).toBe('business01@example.com');
    } finally {
      await t.orm.em
        .getConnection()
        .execute(
          `update assistant_group set permission_keys = array_remove(permission_keys, 'member_edit') where name = '出納助理'`,
        );
    }
  });

  it('refuses buyers and visitors', async () => {
    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    expect((await buyer.gql('{ viewer { profile { email } } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = t.client();
    await visitor.openPage();
    const res = await visitor.gql<{ viewer: null }>('{ viewer { profile { email } } }');
    expect(res.data?.viewer).toBeNull();
  });
});

describe('profile', () => {
  const PROFILE = 'loginName name memType memTypeLabel identityNoMasked status statusLabel email mobile';

  it('shows the owner its profile with the identity number masked', async () => {
    const c = t.client();
    await c.login('personal01');
    const res = await c.gql<{ viewer: { profile: Record<string, unknown> } }>(`{ viewer { profile { ${PROFILE} } } }`);
    expect(res.data?.viewer.profile).toEqual({
      loginName: 'personal01',
      name: '王小明',
      memType: 'PERSONAL',
      memTypeLabel: '個人會員',
      identityNoMasked: 'A12****789',
      status: 'ACTIVE',
      statusLabel: '審核通過',
      email: 'personal01@example.com',
      mobile: '0912345678',
    });
  });

  it('gives a buyer its own profile and refuses sellers the buyer query', async () => {
    const buyer = t.client();
    await buyer.login('buyer01', 'BUYER');
    const res = await buyer.gql<{ buyerProfile: { loginName: string; memTypeLabel: string } }>(
      `{ buyerProfile { loginName memTypeLabel } }`,
    );
    expect(res.data?.buyerProfile).toEqual({ loginName: 'buyer01', memTypeLabel: '消費者' });
    const seller = t.client();
    await seller.login('personal01');
    expect((await seller.gql('{ buyerProfile { loginName } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
