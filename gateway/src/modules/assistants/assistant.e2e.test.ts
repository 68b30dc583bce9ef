import {
  AssistantIndexDocument,
  CreateAssistantDocument,
  CreateAssistantGroupDocument,
  UpdateAssistantDocument,
  UpdateAssistantGroupDocument,
  ViewerDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Assist+Pass2026x';

async function owner(): Promise<TestClient> {
  const c = t.client();
  await c.login('business01');
  return c;
}

describe('assistant groups and accounts', () => {
  let groupId = 0;
  let assistantId = 0;

  it('creates a group from catalogue keys and refuses unknown keys and duplicate names', async () => {
    const c = await owner();
    const bad = await c.gql(CreateAssistantGroupDocument, {
      input: { name: '出納助理', permissionKeys: ['no_such_key'] },
    });
    expect(bad.data!.createAssistantGroup.errors.map((e) => e.code).sort()).toEqual(['TAKEN', 'UNKNOWN']);
    // 41 characters: a field error in zh-TW, not a database error (the column holds 40).
    const long = await c.gql(CreateAssistantGroupDocument, {
      input: { name: '長'.repeat(41), permissionKeys: ['shipping_list'] },
    });
    expect(long.errors).toBeUndefined();
    expect(long.data!.createAssistantGroup.errors).toEqual([
      expect.objectContaining({ field: 'name', code: 'TOO_LONG' }),
    ]);
    const ok = await c.gql(CreateAssistantGroupDocument, {
      input: { name: '物流助理', permissionKeys: ['shipping_list', 'shipping_detail'] },
    });
    expect(ok.data!.createAssistantGroup.group).toMatchObject({
      name: '物流助理',
      permissionKeys: ['shipping_list', 'shipping_detail'],
    });
    groupId = ok.data!.createAssistantGroup.group!.id;
  });

  it('creates an account with the SPEC §5 rules and a login name unique across the login page', async () => {
    const c = await owner();
    const bad = await c.gql(CreateAssistantDocument, {
      input: { loginName: 'personal01', name: 'Bob1', email: 'bad', groupId, enabled: true, password: 'short' },
    });
    expect(bad.data!.createAssistant.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'loginName:TAKEN',
      'name:FORMAT',
      'email:FORMAT',
      'password:MIN',
    ]);
    const ok = await c.gql(CreateAssistantDocument, {
      input: {
        loginName: 'ship01',
        name: '物流小幫手',
        email: 'ship01@example.com',
        groupId,
        enabled: true,
        password: NEW_PASSWORD,
      },
    });
    expect(ok.data!.createAssistant.errors).toEqual([]);
    expect(ok.data!.createAssistant.assistant).toMatchObject({ groupName: '物流助理', enabled: true });
    assistantId = ok.data!.createAssistant.assistant!.id;
  });

  it('lets the new assistant sign in with only its group keys', async () => {
    const a = t.client();
    await a.login('ship01', 'MEMBER', NEW_PASSWORD);
    const res = await a.gql(ViewerDocument);
    expect(res.data!.viewer).toMatchObject({ isAssistant: true, permissions: ['shipping_list', 'shipping_detail'] });
  });

  it('ends the sessions of an assistant when it is disabled', async () => {
    const a = t.client();
    await a.login('ship01', 'MEMBER', NEW_PASSWORD);
    const count = async () =>
      Number(
        (
          await t.orm.em
            .getConnection()
            .execute(`select count(*) from "session" where sess->'passport'->'user'->>'kind' = 'ASSISTANT'`)
        )[0].count,
      );
    expect(await count()).toBeGreaterThanOrEqual(1);
    const c = await owner();
    const res = await c.gql(UpdateAssistantDocument, {
      id: assistantId,
      input: { loginName: 'ship01', name: '物流小幫手', email: 'ship01@example.com', groupId, enabled: false },
    });
    expect(res.data!.updateAssistant.assistant!.enabled).toBe(false);
    expect(await count()).toBe(0);
    // The session row is gone: the old cookie no longer carries a login (nor its CSRF token: 419).
    const stale = await a.gql(ViewerDocument);
    expect(stale.status === 419 || stale.data?.viewer === null).toBe(true);
    const again = t.client();
    expect((await again.login('ship01', 'MEMBER', NEW_PASSWORD)).viewer).toBeNull();
  });

  it('resets the password and edits the group', async () => {
    const c = await owner();
    const res = await c.gql(UpdateAssistantDocument, {
      id: assistantId,
      input: { loginName: 'ship01', name: '物流小幫手', groupId, enabled: true, password: 'Reset+Pass2026y' },
    });
    expect(res.data!.updateAssistant.errors).toEqual([]);
    const g = await c.gql(UpdateAssistantGroupDocument, {
      id: groupId,
      input: { name: '物流助理', permissionKeys: ['shipping_list'] },
    });
    expect(g.data!.updateAssistantGroup.group!.permissionKeys).toEqual(['shipping_list']);
    const a = t.client();
    expect((await a.login('ship01', 'MEMBER', 'Reset+Pass2026y')).viewer).not.toBeNull();
  });

  it('scopes everything to the owner: another business sees none of it, personal members are refused', async () => {
    const agent = t.client();
    await agent.login('agent01');
    // The client never reads one assistant by id alone: the string also asks for another member's by its id.
    const list = await agent.gql<{ assistants: unknown[]; assistantGroups: unknown[]; assistant: unknown }>(
      `{ assistants { id } assistantGroups { id } assistant(id: ${assistantId}) { id } }`,
    );
    expect(list.data).toEqual({ assistants: [], assistantGroups: [], assistant: null });
    const edit = await agent.gql(UpdateAssistantDocument, {
      id: assistantId,
      input: { loginName: 'ship01', name: '搶走', groupId, enabled: false },
    });
    expect(edit.data!.updateAssistant.errors[0]!.code).toBe('NOT_FOUND');
    const personal = t.client();
    await personal.login('personal01');
    expect((await personal.gql(AssistantIndexDocument)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the agency area in permission groups', () => {
  it('refuses pf_* keys from an owner who is not an agent, and changes nothing', async () => {
    const c = await owner();
    const before = (
      await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from assistant_group')
    )[0].n;
    const res = await c.gql(CreateAssistantGroupDocument, {
      input: { name: '代理查詢', permissionKeys: ['trans_detail', 'pf_contract_info'] },
    });
    expect(res.data!.createAssistantGroup.group).toBeNull();
    expect(res.data!.createAssistantGroup.errors).toEqual([
      { field: 'permissionKeys', code: 'AGENT_ONLY', message: '代理商專區的權限僅限代理商會員設定' },
    ]);
    expect(
      (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from assistant_group'))[0].n,
    ).toBe(before);
  });

  it('lets an agent grant them to its assistants', async () => {
    const c = t.client();
    await c.login('agent01');
    const res = await c.gql(CreateAssistantGroupDocument, {
      input: { name: '代理查詢', permissionKeys: ['pf_contract_info'] },
    });
    expect(res.data!.createAssistantGroup.errors).toEqual([]);
    expect(res.data!.createAssistantGroup.group!.permissionKeys).toEqual(['pf_contract_info']);
  });
});
