import request from 'supertest';
import {
  CreateAccessTokenDocument,
  CreateOperatorTokenDocument,
  OperatorTokensDocument,
  OperatorTokenUsesDocument,
  RevokeOperatorTokenDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let ops: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ops = t.client();
  await ops.login('ops01');
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

async function createToken(input: Partial<Ops.OperatorTokenInput>, client: TestClient = ops) {
  const res = await client.gql(CreateOperatorTokenDocument, {
    input: { name: '營運報表工具', scopes: ['OPS_MEMBERS_READ'], expiresInDays: 30, ...input },
  });
  return res.data!.createOperatorToken;
}

/** An internal tool: no cookie, no CSRF token, only the bearer token. */
const tool = (secret: string, query: string, variables: object = {}, headers: Record<string, string> = {}) =>
  request(t.app)
    .post(`${t.config.basePath}/graphql`)
    .set('Authorization', `Bearer ${secret}`)
    .set(headers)
    .send({ query, variables });

/** The member review queue: what an ops:members:read token reads. */
const PENDING = '{ pendingMembers { items { id } } }';

const usesOf = (tokenId: number) =>
  sql<{ operation: string; operation_type: string; refused: boolean; address: string }>(
    'select operation, operation_type, refused, address from access_token_use where token_id = ? order by id',
    [tokenId],
  );

describe('operator tokens', () => {
  it('are shown once, stored hashed, and read exactly the operator queries their scopes open', async () => {
    const made = await createToken({ scopes: ['OPS_MEMBERS_READ', 'OPS_MERCHANTS_READ'] });
    expect(made.errors).toEqual([]);
    expect(made.secret).toMatch(/^pdk_[A-Za-z0-9_-]{40}$/);
    const [stored] = await sql<{ token_hash: string; member_id: number | null; operator_id: number }>(
      'select token_hash, member_id, operator_id from access_token where id = ?',
      [made.token!.id],
    );
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.member_id).toBeNull();
    expect(stored.operator_id).toBeGreaterThan(0);
    const listed = await ops.gql(OperatorTokensDocument);
    expect(listed.data!.operatorTokens.items.map((x) => x.id)).toContain(made.token!.id);
    expect(JSON.stringify(listed.data)).not.toContain(made.secret!);

    const members = await tool(made.secret!, 'query Queue { pendingMembers { items { id loginName } hasNextPage } }');
    expect(members.status).toBe(200);
    expect(members.body.errors).toBeUndefined();
    expect(Array.isArray(members.body.data.pendingMembers.items)).toBe(true);
    // A type guarded by its operator key (OpsMerchantView) is read through the root field its scope opens.
    const shops = await tool(made.secret!, '{ opsMerchants { items { memberId ownerName merchant { id } } } }');
    expect(shops.body.errors).toBeUndefined();
    expect(shops.body.data.opsMerchants.items.length).toBeGreaterThan(0);
    expect(shops.headers['set-cookie']).toBeUndefined();
  });

  it('refuse what their scopes do not open: reports, member data, token management, every mutation, REST', async () => {
    const { token, secret } = await createToken({ scopes: ['OPS_MEMBERS_READ'] });
    const reports = await tool(secret!, 'query Daily { opsDailySales { from to } }');
    expect(reports.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(reports.body.data).toBeNull();
    const member = await tool(secret!, '{ transactions(filter: {}) { totalCount } }');
    expect(member.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const manage = await tool(secret!, '{ operatorTokens { items { id } } }');
    expect(manage.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const write = await tool(secret!, 'mutation Approve { verifyBankAccount(memberId: 1) { errors { code } } }');
    expect(write.status).toBe(403);
    expect(write.body.errors[0]).toMatchObject({ message: '存取權杖僅能讀取資料', extensions: { code: 'FORBIDDEN' } });
    const revokeItself = await tool(secret!, `mutation { revokeOperatorToken(id: ${token!.id}) { errors { code } } }`);
    expect(revokeItself.status).toBe(403);
    const rest = await request(t.app)
      .get(`${t.config.basePath}/api/transactions/export.csv`)
      .set('Authorization', `Bearer ${secret}`);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, message: '營運權杖僅能查詢 GraphQL 資料' });
    // Every one of those was a use, each recorded as refused.
    expect(await usesOf(token!.id)).toEqual([
      expect.objectContaining({ operation: 'Daily', operation_type: 'query', refused: true }),
      expect.objectContaining({ operation: '{ transactions }', operation_type: 'query', refused: true }),
      expect.objectContaining({ operation: '{ operatorTokens }', operation_type: 'query', refused: true }),
      expect.objectContaining({ operation: 'Approve', operation_type: 'mutation', refused: true }),
      expect.objectContaining({ operation: '{ revokeOperatorToken }', operation_type: 'mutation', refused: true }),
      expect.objectContaining({ operation: 'GET /api/transactions/export.csv', operation_type: 'rest', refused: true }),
    ]);
    // The token still exists: a tool cannot revoke it.
    const [row] = await sql<{ revoked_at: string | null }>('select revoked_at from access_token where id = ?', [
      token!.id,
    ]);
    expect(row.revoked_at).toBeNull();
  });

  it('record every request, a known query too, and are refused once expired, with 401 invalid_token', async () => {
    const { token, secret } = await createToken({});
    // The same text twice, one after the other: a query Apollo already knows is still run through the plugin that
    // records it (operator tokens never take the known-queries fast path).
    expect((await tool(secret!, PENDING)).status).toBe(200);
    expect((await tool(secret!, PENDING)).status).toBe(200);
    expect(await usesOf(token!.id)).toHaveLength(2);
    await sql(`update access_token set expires_at = now() - interval '1 second' where id = ?`, [token!.id]);
    const expired = await tool(secret!, PENDING);
    expect(expired.status).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer realm="PayDesk", error="invalid_token"');
  });

  it('revocation takes effect at once: 20 parallel requests with a just-revoked token are all refused', async () => {
    const { token, secret } = await createToken({});
    expect((await tool(secret!, PENDING)).status).toBe(200);
    const revoked = await ops.gql(RevokeOperatorTokenDocument, { id: token!.id });
    expect(revoked.data!.revokeOperatorToken.token!.revokedAt).not.toBeNull();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tool(secret!, PENDING)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 401));
    for (const a of answers) expect(a.body.data).toBeUndefined();
    // A refused unknown token is not a use of any token: only the one use before the revocation is logged.
    expect(await usesOf(token!.id)).toHaveLength(1);
  });

  it('record one use per request (20 parallel → 20 rows), last use, and the address under the proxy rule', async () => {
    const { token, secret } = await createToken({});
    expect(token!.lastUsedAt).toBeNull();
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tool(
          secret!,
          `query Tool${i % 2} { pendingMembers { items { id } } }`,
          {},
          { 'X-Forwarded-For': '203.0.113.9' },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 200 && a.body.errors === undefined)).toBe(true);
    const uses = await usesOf(token!.id);
    expect(uses).toHaveLength(20);
    expect(uses.filter((u) => u.operation === 'Tool0')).toHaveLength(10);
    expect(uses.every((u) => !u.refused && u.operation_type === 'query')).toBe(true);
    // TRUST_PROXY is off in tests: the header is not believed, the socket's address is recorded.
    expect(new Set(uses.map((u) => u.address))).toEqual(new Set(['127.0.0.1']));
    const listed = await ops.gql(OperatorTokensDocument);
    const lastUsed = listed.data!.operatorTokens.items.find((x) => x.id === token!.id)!.lastUsedAt;
    expect(Date.parse(lastUsed!)).toBeGreaterThanOrEqual(before - 1000);

    // The console's use log pages to the end: 7 + 7 + 6, newest first, no row twice.
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: { data?: Ops.OperatorTokenUsesQuery | null } = await ops.gql(OperatorTokenUsesDocument, {
        tokenId: token!.id,
        first: 7,
        after,
      });
      const p = page.data!.operatorTokenUses;
      expect(p.errors).toEqual([]);
      seen.push(...p.items.map((u) => u.id));
      pages += 1;
      if (!p.hasNextPage) break;
      after = p.nextCursor;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(20);
    expect(seen).toEqual([...seen].sort((a, b) => Number(b) - Number(a)));
    const tooMany = await ops.gql(OperatorTokenUsesDocument, { tokenId: token!.id, first: 201 });
    expect(tooMany.data!.operatorTokenUses).toMatchObject({
      items: [],
      errors: [{ field: 'first', code: 'OUT_OF_RANGE' }],
    });
  });

  it('validate: scopes known (an unknown one answers "unknown scope"), an expiry of 1 to 365 days, operators only', async () => {
    const bad = await createToken({ name: '', scopes: [], expiresInDays: 366 });
    expect(bad.errors.map((e) => e.field)).toEqual(['name', 'scopes', 'expiresInDays']);
    expect((await createToken({ expiresInDays: 0 })).errors.map((e) => e.field)).toEqual(['expiresInDays']);
    const unknown = await ops.gql(
      `mutation ($input: OperatorTokenInput!) { createOperatorToken(input: $input) { secret } }`,
      { input: { name: 'x', scopes: ['OPS_MEMBERS_READ', 'OPS_ROOT'], expiresInDays: 1 } },
    );
    expect(unknown.errors?.[0].message).toMatch(/^未知的權限範圍：OPS_ROOT（可用：OPS_MEMBERS_READ、/);
    // A member's token cannot take an operator scope either: not a TokenScope.
    const seller = t.client();
    await seller.login('business01');
    const memberScope = await seller.gql(
      `mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { secret } }`,
      { input: { name: 'x', scopes: ['OPS_REPORTS_READ'], expiresInDays: 1 } },
    );
    expect(memberScope.errors?.[0].message).toMatch(/^未知的權限範圍：OPS_REPORTS_READ（可用：TRANSACTIONS_READ、/);
    // Members neither make operator tokens nor reach operator queries, in a session or with their own token.
    const refused = await seller.gql(CreateOperatorTokenDocument, {
      input: { name: 'x', scopes: ['OPS_REPORTS_READ'], expiresInDays: 1 },
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await seller.gql(PENDING)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const memberToken = await seller.gql(CreateAccessTokenDocument, {
      input: { name: 'x', scopes: ['TRANSACTIONS_READ', 'BILL_READ'], expiresInDays: 1 },
    });
    const asTool = await tool(memberToken.data!.createAccessToken.secret!, '{ opsWithdrawalSummary { from } }');
    expect(asTool.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('hold the cap of 20 live tokens per operator under 25 parallel creations', async () => {
    const [{ n: live }] = await sql<{ n: number }>(
      `select count(*)::int as n from access_token a join operator o on o.id = a.operator_id
        where o.login_name = 'ops01' and a.revoked_at is null and a.expires_at > now()`,
    );
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => createToken({ name: `並行 ${i}` })));
    const made = answers.filter((a) => a.secret);
    expect(made).toHaveLength(20 - live);
    for (const a of answers.filter((x) => !x.secret))
      expect(a.errors).toEqual([{ field: null, code: 'TOO_MANY', message: '每位營運人員最多 20 組有效的營運權杖' }]);
  });
});

describe('the address of a use behind a proxy', () => {
  it('takes X-Forwarded-For only from the proxy TRUST_PROXY names, one hop deep', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const operator = proxied.client();
      await operator.login('ops01');
      const made = await operator.gql(CreateOperatorTokenDocument, {
        input: { name: '代理後的工具', scopes: ['OPS_REVIEWS_READ'], expiresInDays: 1 },
      });
      const { token, secret } = made.data!.createOperatorToken;
      const send = (forwardedFor: string) =>
        request(proxied.app)
          .post(`${proxied.config.basePath}/graphql`)
          .set('Authorization', `Bearer ${secret}`)
          .set('X-Forwarded-For', forwardedFor)
          .send({ query: '{ pendingBankAccounts { items { memberId } } }' });
      expect((await send('203.0.113.9')).status).toBe(200);
      // A client that prepends its own entry is not believed: the loopback proxy added the last one.
      expect((await send('198.51.100.1, 203.0.113.10')).status).toBe(200);
      const rows = await proxied.orm.em
        .getConnection()
        .execute<{ address: string }[]>('select address from access_token_use where token_id = ? order by id', [
          token!.id,
        ]);
      expect(rows.map((r) => r.address)).toEqual(['203.0.113.9', '203.0.113.10']);
    } finally {
      await proxied.close();
    }
  });
});
