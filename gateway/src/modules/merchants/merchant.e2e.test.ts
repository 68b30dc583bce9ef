import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIELDS = 'id name status statusLabel statusColor paymentSwitch reviewReason jkoStatus canCollect';
type View = {
  id: number;
  name: string;
  status: string;
  statusLabel: string;
  statusColor: string;
  paymentSwitch: number[];
  reviewReason: string | null;
  jkoStatus: number;
  canCollect: boolean;
};
type Payload = { merchant: View | null; errors: { field: string | null; code: string; message: string }[] };

const CREATE = `mutation C($input: MerchantInput!) { createMerchant(input: $input) { merchant { ${FIELDS} } errors { field code message } } }`;
const REVIEW = `mutation R($input: MerchantReviewInput!) { reviewMerchant(input: $input) { merchant { ${FIELDS} } errors { field code message } } }`;
const INPUT = {
  name: '新開的店',
  merType: 'ONLINE',
  sellType: 'PHYSICAL',
  goodsPayType: 'NON_PREPAID',
  escrowType: 'NONE',
  website: 'https://new.example.com',
  businessTypeId: 1,
};

describe('merchants', () => {
  it('lists the seeded active shop for business01, scoped to the viewer', async () => {
    const c = t.client();
    await c.login('business01');
    const res = await c.gql<{ merchants: View[] }>(`{ merchants { ${FIELDS} } }`);
    expect(res.data?.merchants).toEqual([
      expect.objectContaining({
        name: '好物商行',
        status: 'ACTIVE',
        statusLabel: '啟用',
        statusColor: 'success',
        canCollect: true,
      }),
    ]);
    const p = t.client();
    await p.login('personal01');
    const other = await p.gql<{ merchant: View | null }>(`query($id: Int!) { merchant(id: $id) { id } }`, {
      id: res.data!.merchants[0].id,
    });
    expect(other.data?.merchant).toBeNull();
  });

  it('creates a shop under review, validates fields, and an operator reviews it with a reason', async () => {
    const c = t.client();
    await c.login('business01');
    const bad = await c.gql<{ createMerchant: Payload }>(CREATE, {
      input: { ...INPUT, name: ' ', website: 'ftp://x' },
    });
    expect(bad.data?.createMerchant.errors.map((e) => e.field)).toEqual(['name', 'website']);
    // The sell type is an enum: GraphQL itself refuses one outside the list.
    const unknownSellType = await c.gql(CREATE, { input: { ...INPUT, sellType: '9' } });
    expect(unknownSellType.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await c.gql<{ createMerchant: Payload }>(CREATE, { input: INPUT });
    const shop = ok.data!.createMerchant.merchant!;
    expect(shop).toMatchObject({
      status: 'UNDER_REVIEW',
      statusLabel: '審核中',
      statusColor: 'accent',
      canCollect: false,
      paymentSwitch: ['CREDIT', 'ATM', 'CVS'],
    });

    // Sellers cannot review.
    const denied = await c.gql(REVIEW, { input: { id: shop.id, status: 'ACTIVE', reason: '通過' } });
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const ops = t.client();
    await ops.login('ops01');
    const queue = await ops.gql<{ merchantReviewQueue: { items: View[] } }>(
      `{ merchantReviewQueue(first: 200) { items { id } } }`,
    );
    expect(queue.data?.merchantReviewQueue.items.map((m) => m.id)).toContain(shop.id);
    const noReason = await ops.gql<{ reviewMerchant: Payload }>(REVIEW, {
      input: { id: shop.id, status: 'ACTIVE', reason: '' },
    });
    expect(noReason.data?.reviewMerchant.errors[0]).toMatchObject({ field: 'reason', message: '請輸入審核原因' });

    const cases: [string, string, string][] = [
      ['SUPPLEMENT', '資料待補', 'accent'],
      ['REVIEW_FAILED', '審核失敗', 'error'],
      ['REJECTED', '審核失敗', 'error'],
      ['DISABLED', '停用', 'primary'],
      ['SUSPENDED', '暫停', 'primary'],
      ['CLOSED', '關閉', 'primary'],
      ['ACTIVE', '啟用', 'success'],
    ];
    for (const [status, label, color] of cases) {
      const r = await ops.gql<{ reviewMerchant: Payload }>(REVIEW, {
        input: { id: shop.id, status, reason: `原因 ${status}`, paymentSwitch: ['CREDIT', 'CVS', 'JKOPAY'] },
      });
      expect(r.data?.reviewMerchant.merchant).toMatchObject({
        status,
        statusLabel: label,
        statusColor: color,
        reviewReason: `原因 ${status}`,
        paymentSwitch: ['CREDIT', 'CVS', 'JKOPAY'],
      });
    }
    const [{ n }] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from audit_record where target = ? and action = 'merchant.review'`,
        [`merchant:${shop.id}`],
      );
    expect(n).toBe(cases.length);

    // SPEC §5: the JKO merchant number is up to 30 letters, digits, _ and -; a bad one changes nothing.
    for (const bad of ['JKO 0001', '街口0001', 'A'.repeat(31), ''])
      expect(
        (
          await c.gql<{ applyJko: Payload }>(
            `mutation($id: Int!, $no: String!) { applyJko(merchantId: $id, jkoMerchantNo: $no) { merchant { jkoStatus } errors { field code } } }`,
            { id: shop.id, no: bad },
          )
        ).data?.applyJko.errors,
      ).toEqual([{ field: 'jkoMerchantNo', code: 'INVALID' }]);
    const jko = await c.gql<{ applyJko: Payload & { merchant: { jkoMerchantNo: string } | null } }>(
      `mutation($id: Int!) { applyJko(merchantId: $id, jkoMerchantNo: "JKO_0001") { merchant { jkoStatus jkoMerchantNo } errors { code } } }`,
      { id: shop.id },
    );
    expect(jko.data?.applyJko.merchant).toMatchObject({ jkoStatus: 'PENDING', jkoMerchantNo: 'JKO_0001' });
  });

  it('serves the legacy REST paths', async () => {
    const c = t.client();
    await c.login('business01');
    const settings = await c.post('/api/merchant/get_setting_list').expect(200);
    expect(settings.body.success).toBe(true);
    expect(settings.body.data.BusinessType['1']).toEqual({ Name: '零售業', Detail: expect.any(String) });
    expect(settings.body.data.PaymentSwitch['1']).toBe(1);
    const list = await c.post('/api/merchant/get_edit_merchant', { MerSysID: 'LIST' }).expect(200);
    expect(list.body.data.map((s: { MerName: string }) => s.MerName)).toContain('好物商行');
    await t
      .client()
      .post('/api/merchant/get_setting_list')
      .expect((r) => expect([401, 419]).toContain(r.status));
  });

  it('lets every seller read get_setting_list: the dashboard loads it on the first /auth visit, assistants included', async () => {
    const a = t.client();
    await a.login('assist01');
    const mine = await a.post('/api/merchant/get_setting_list').expect(200);
    // An assistant reads its owner's (business01's) shops: the seeded active shop collects by card.
    expect(mine.body).toMatchObject({ success: true, data: { PaymentSwitch: { '1': 1 } } });
    expect(Object.keys(mine.body.data.BusinessType)).toContain('1');
    const p = t.client();
    await p.login('personal01');
    await p.post('/api/merchant/get_setting_list').expect(200);
  });
});

describe("a shop's customer-service phone (SPEC §5 area code, telephone, digits-and-# rules)", () => {
  const PHONE_CREATE = `mutation C($input: MerchantInput!) { createMerchant(input: $input) { merchant { id serviceAreaCode serviceTel serviceExt } errors { field code message } } }`;
  type Res = {
    createMerchant: {
      merchant: { serviceAreaCode: string; serviceTel: string; serviceExt: string | null } | null;
      errors: { field: string; message: string }[];
    };
  };

  it('refuses a bad area code, number or extension, each on its field, and creates nothing', async () => {
    const c = t.client();
    await c.login('business01');
    const before = (
      await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from merchant')
    )[0].n;
    const bad = await c.gql<Res>(PHONE_CREATE, {
      input: { ...INPUT, serviceAreaCode: '12', serviceTel: '0234567', serviceExt: '12-3' },
    });
    expect(bad.data!.createMerchant.merchant).toBeNull();
    expect(bad.data!.createMerchant.errors).toEqual([
      expect.objectContaining({ field: 'serviceAreaCode', message: '區碼格式錯誤，須以 0 開頭，第二碼為 2 至 9' }),
      expect.objectContaining({ field: 'serviceTel', message: '電話號碼須為 2 至 9 位數字，且不可以 0 開頭' }),
      expect.objectContaining({ field: 'serviceExt', message: '電話號碼僅限數字及 #，最多 20 碼' }),
    ]);
    const partial = await c.gql<Res>(PHONE_CREATE, { input: { ...INPUT, serviceExt: '123' } });
    expect(partial.data!.createMerchant.errors.map((e) => e.field)).toEqual(['serviceAreaCode', 'serviceTel']);
    expect(
      (await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from merchant'))[0].n,
    ).toBe(before);
  });

  it('stores a valid phone and leaves it out when none is given', async () => {
    const c = t.client();
    await c.login('business01');
    const ok = await c.gql<Res>(PHONE_CREATE, {
      input: { ...INPUT, serviceAreaCode: '02', serviceTel: '23456789', serviceExt: '123#' },
    });
    expect(ok.data!.createMerchant).toEqual({
      merchant: expect.objectContaining({ serviceAreaCode: '02', serviceTel: '23456789', serviceExt: '123#' }),
      errors: [],
    });
    const none = await c.gql<Res>(PHONE_CREATE, { input: { ...INPUT, name: '沒有客服電話' } });
    expect(none.data!.createMerchant.merchant).toMatchObject({
      serviceAreaCode: null,
      serviceTel: null,
      serviceExt: null,
    });
  });
});
