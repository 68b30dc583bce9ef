import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = {
  memberId: number;
  ownerName: string;
  ownerLoginName: string;
  merchant: {
    id: number;
    name: string;
    status: string;
    statusLabel: string;
    jkoStatus: number;
    jkoReason: string | null;
    paymentSwitch: number[];
  };
};
type Payload = { merchant: Row['merchant'] | null; errors: { field: string | null; code: string; message: string }[] };

const LIST = `query($filter: OpsMerchantFilter) { opsMerchants(filter: $filter, first: 200) { items { memberId ownerName ownerLoginName merchant { id name status statusLabel jkoStatus jkoReason paymentSwitch } } } }`;
const DECIDE = `mutation($input: JkoDecisionInput!) { decideJko(input: $input) { merchant { id jkoStatus jkoReason paymentSwitch } errors { field code message } } }`;
const CREATE = `mutation($input: MerchantInput!) { createMerchant(input: $input) { merchant { id } errors { code } } }`;

describe('operator shop console', () => {
  it('lists shops with their owners, filtered by status, JKO application and name; sellers and assistants are refused', async () => {
    const seller = t.client();
    await seller.login('personal01');
    const created = await seller.gql<{ createMerchant: { merchant: { id: number } } }>(CREATE, {
      input: {
        name: '審核測試小舖',
        merType: 'ONLINE',
        sellType: 'SERVICE',
        goodsPayType: 'NON_PREPAID',
        escrowType: 'NONE',
        businessTypeId: 3,
      },
    });
    const shopId = created.data!.createMerchant.merchant.id;

    const ops = t.client();
    await ops.login('ops01');
    const all = (await ops.gql<{ opsMerchants: { items: Row[] } }>(LIST)).data!.opsMerchants.items;
    // Shops awaiting review come first, with the owner's name for the operator.
    expect(all[0].merchant).toMatchObject({ id: shopId, status: 'UNDER_REVIEW', statusLabel: '審核中' });
    expect(all[0]).toMatchObject({ ownerLoginName: 'personal01', ownerName: expect.any(String) });
    expect(all.map((r) => r.merchant.name)).toEqual(expect.arrayContaining(['好物商行', '小明手作', '審核測試小舖']));

    const active = (await ops.gql<{ opsMerchants: { items: Row[] } }>(LIST, { filter: { status: 'ACTIVE' } })).data!
      .opsMerchants.items;
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((r) => r.merchant.status === 'ACTIVE')).toBe(true);
    const byOwner = (await ops.gql<{ opsMerchants: { items: Row[] } }>(LIST, { filter: { search: 'business01' } }))
      .data!.opsMerchants.items;
    expect(byOwner.map((r) => r.merchant.name)).toEqual(['好物商行']);
    const wildcard = (await ops.gql<{ opsMerchants: { items: Row[] } }>(LIST, { filter: { search: '%' } })).data!
      .opsMerchants.items;
    expect(wildcard).toEqual([]);

    for (const login of ['personal01', 'assist01']) {
      const c = t.client();
      await c.login(login);
      const res = await c.gql(LIST);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const decide = await c.gql(DECIDE, { input: { merchantId: shopId, approve: true } });
      expect(decide.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('decides JKO applications: failure needs a reason, approval opens JKO Pay, and both are audited', async () => {
    const seller = t.client();
    await seller.login('business01');
    const [{ id }] = (await seller.gql<{ merchants: { id: number }[] }>(`{ merchants { id } }`)).data!.merchants;
    const ops = t.client();
    await ops.login('ops01');

    const notPending = await ops.gql<{ decideJko: Payload }>(DECIDE, { input: { merchantId: id, approve: true } });
    expect(notPending.data?.decideJko.errors[0]).toMatchObject({
      code: 'NOT_PENDING',
      message: '此商店沒有審核中的街口支付申請',
    });

    await seller.gql(
      `mutation($id: Int!) { applyJko(merchantId: $id, jkoMerchantNo: "JKO_0001") { errors { code } } }`,
      { id },
    );
    const pending = (await ops.gql<{ opsMerchants: { items: Row[] } }>(LIST, { filter: { jkoPending: true } })).data!
      .opsMerchants.items;
    expect(pending.map((r) => r.merchant.id)).toEqual([id]);

    const noReason = await ops.gql<{ decideJko: Payload }>(DECIDE, {
      input: { merchantId: id, approve: false, reason: ' ' },
    });
    expect(noReason.data?.decideJko.errors[0]).toMatchObject({ field: 'reason', message: '請輸入審核原因' });
    const failed = await ops.gql<{ decideJko: Payload }>(DECIDE, {
      input: { merchantId: id, approve: false, reason: '負責人資料不符' },
    });
    expect(failed.data?.decideJko.merchant).toMatchObject({ jkoStatus: 'FAILED', jkoReason: '負責人資料不符' });
    const seen = await seller.gql<{ merchant: { jkoStatus: number; jkoReason: string } }>(
      `query($id: Int!) { merchant(id: $id) { jkoStatus jkoReason } }`,
      { id },
    );
    expect(seen.data?.merchant).toEqual({ jkoStatus: 'FAILED', jkoReason: '負責人資料不符' });

    // Applying again clears the old reason; approval adds JKO Pay (11) to the PaymentSwitch.
    await seller.gql(
      `mutation($id: Int!) { applyJko(merchantId: $id, jkoMerchantNo: "JKO_0001") { errors { code } } }`,
      { id },
    );
    const approved = await ops.gql<{ decideJko: Payload }>(DECIDE, { input: { merchantId: id, approve: true } });
    expect(approved.data?.decideJko.merchant).toMatchObject({ jkoStatus: 'APPROVED', jkoReason: null });
    expect(approved.data?.decideJko.merchant?.paymentSwitch).toContain('JKOPAY');

    const [{ n }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from audit_record where target = ? and action = 'merchant.jko_review' and actor like 'operator:%'`,
        [`merchant:${id}`],
      );
    expect(n).toBe(2);
  });
});
