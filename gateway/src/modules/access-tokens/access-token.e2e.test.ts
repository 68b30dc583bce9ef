import request from 'supertest';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.login('business01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

async function createToken(client: TestClient, input: Partial<Ops.AccessTokenInput>) {
  const res = await client.gql(CreateAccessTokenDocument, {
    input: { name: '報表工具', scopes: ['TRANSACTIONS_READ'], expiresInDays: 30, ...input },
  });
  return res.data!.createAccessToken;
}

/** A program: no cookie, no CSRF token, only the bearer token. */
const tool = (secret: string, query: string, variables: object = {}) =>
  request(t.app)
    .post(`${t.config.basePath}/graphql`)
    .set('Authorization', `Bearer ${secret}`)
    .send({ query, variables });

describe('personal access tokens', () => {
  it('are shown once, stored hashed, and let a program read what their scopes allow with no cookie', async () => {
    const made = await createToken(owner, {});
    expect(made.errors).toEqual([]);
    expect(made.secret).toMatch(/^pdk_[A-Za-z0-9_-]{40}$/);
    expect(made.secret!.startsWith(made.token!.prefix)).toBe(true);
    const [stored] = await sql<{ token_hash: string }>('select token_hash from access_token where id = ?', [
      made.token!.id,
    ]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(made.secret!.slice(4, 20));
    const listed = await owner.gql(AccessTokensDocument);
    expect(JSON.stringify(listed.data)).not.toContain(made.secret!);

    const res = await tool(made.secret!, '{ transactions(filter: {}) { totalCount } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(typeof res.body.data.transactions.totalCount).toBe('number');
    expect(res.headers['set-cookie']).toBeUndefined();
    const csv = await request(t.app)
      .get(`${t.config.basePath}/api/transactions/export.csv`)
      .set('Authorization', `Bearer ${made.secret}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('交易序號');
    const [used] = await sql<{ last_used_at: string | null }>('select last_used_at from access_token where id = ?', [
      made.token!.id,
    ]);
    expect(used.last_used_at).not.toBeNull();
  });

  it('refuses fields outside the scopes, every mutation and REST writes', async () => {
    const { secret } = await createToken(owner, {});
    const shop = await tool(secret!, '{ stores { id } }');
    expect(shop.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const member = await tool(secret!, '{ accessTokens { items { id } } }');
    expect(member.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const write = await tool(
      secret!,
      'mutation { refundTransaction(input: { tradeNo: "1", amount: 1, reason: BUYER_REQUEST, idempotencyKey: "tool-refund-1" }) { errors { code } } }',
    );
    expect(write.status).toBe(403);
    expect(write.body.errors[0]).toMatchObject({ message: '存取權杖僅能讀取資料', extensions: { code: 'FORBIDDEN' } });
    const rest = await request(t.app)
      .post(`${t.config.basePath}/api/merchant/get_setting_list`)
      .set('Authorization', `Bearer ${secret}`);
    expect(rest.status).toBe(403);
  });

  it('refuses unknown, expired and revoked tokens with 401, never falling back to a cookie', async () => {
    const unknown = await tool('pdk_nonsense', '{ transactions(filter: {}) { totalCount } }');
    expect(unknown.status).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer realm="PayDesk", error="invalid_token"');
    expect(unknown.body.errors[0]).toMatchObject({ message: '存取權杖無效、已過期或已撤銷' });
    const expired = await createToken(owner, {});
    await sql(`update access_token set expires_at = now() - interval '1 second' where id = ?`, [expired.token!.id]);
    expect((await tool(expired.secret!, '{ transactions(filter: {}) { totalCount } }')).status).toBe(401);
    const revoked = await createToken(owner, {});
    const r = await owner.gql(RevokeAccessTokenDocument, { id: revoked.token!.id });
    expect(r.data!.revokeAccessToken.token!.revokedAt).not.toBeNull();
    const withCookie = await owner.agent
      .post(owner.path('/graphql'))
      .set('Authorization', `Bearer ${revoked.secret}`)
      .set('X-CSRF-TOKEN', owner.csrfToken)
      .send({ query: '{ transactions(filter: {}) { totalCount } }' });
    expect(withCookie.status).toBe(401);
  });

  it('validates: scopes known, pf only for agents, assistants cannot make tokens', async () => {
    const bad = await createToken(owner, { name: '', scopes: [], expiresInDays: 0 });
    expect(bad.errors.map((e) => e.field)).toEqual(['name', 'scopes', 'expiresInDays']);
    // An unknown scope is not a TokenScope: the contract refuses it before the service runs.
    const unknown = await owner.gql(
      `mutation { createAccessToken(input: { name: "x", scopes: [ROOT], expiresInDays: 1 }) { secret } }`,
    );
    expect(unknown.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(unknown.errors?.[0].message).toMatch(/^未知的權限範圍：ROOT（可用：TRANSACTIONS_READ、/);
    // The same through variables (how a program sends it): still "unknown scope", never "pick at least one".
    const viaVariables = await owner.gql(
      `mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
      { input: { name: 'x', scopes: ['TRANSACTIONS_READ', 'ADMIN'], expiresInDays: 1 } },
    );
    expect(viaVariables.errors?.[0].message).toMatch(/^未知的權限範圍：ADMIN/);
    const pf = await createToken(owner, { scopes: ['PF_READ'] });
    expect(pf.errors).toEqual([{ field: 'scopes', code: 'AGENT_ONLY', message: '代理商專區的權限範圍僅限代理商使用' }]);
    const agent = t.client();
    await agent.login('agent01');
    expect((await createToken(agent, { scopes: ['PF_READ'] })).errors).toEqual([]);
    const assistant = t.client();
    await assistant.login('assist01');
    const refused = await assistant.gql(CreateAccessTokenDocument, {
      input: { name: 'x', scopes: ['TRANSACTIONS_READ'], expiresInDays: 1 },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('limits each token to 120 requests a minute, shared by every request in flight', async () => {
    const { secret } = await createToken(owner, {});
    const results = await Promise.all(
      Array.from({ length: 130 }, () => tool(secret!, '{ transactions(filter: {}) { totalCount } }')),
    );
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(served).toHaveLength(120);
    expect(refused).toHaveLength(10);
    // Every answer to a token says where it stands; each served request took one of the 120 places.
    for (const r of results) {
      expect(r.headers['ratelimit-limit']).toBe('120');
      expect(Number(r.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    expect(served.map((r) => Number(r.headers['ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 120 }, (_, i) => i),
    );
    for (const r of refused) {
      expect(r.headers['ratelimit-remaining']).toBe('0');
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(r.body.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    }
  });
});

describe('the cap of live tokens per member', () => {
  it('holds under 30 parallel createAccessToken: exactly the 20 allowed are made', async () => {
    const member = t.client();
    await member.login('personal01');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createToken(member, { name: `並行 ${i}` }).catch(() => null)),
    );
    expect(answers.every((a) => a !== null)).toBe(true);
    const made = answers.filter((a) => a!.secret);
    const refused = answers.filter((a) => !a!.secret);
    expect(made).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const a of refused)
      expect(a!.errors).toEqual([{ field: null, code: 'TOO_MANY', message: '每位會員最多 20 組有效的存取權杖' }]);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from access_token a join member m on m.id = a.member_id
        where m.login_name = 'personal01' and a.revoked_at is null and a.expires_at > now()`,
    );
    expect(n).toBe(20);
  });
});
