import {
  AdvanceSettlementClockDocument,
  AdvanceShipmentDocument,
  ApplyLogisticsDocument,
  ClaimLostParcelDocument,
  CreateMerchantDocument,
  CreatePaymentLinkDocument,
  CreateShipmentDocument,
  MemberInfoDocument,
  MerchantsDocument,
  OpsReviewMerchantDocument,
  ReviewLogisticsApplicationDocument,
  LogisticsApplicationsDocument,
  ReviewLostClaimDocument,
  SandboxPayDocument,
  ShipmentQuoteDocument,
  ShipmentsDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { setMemberMoney } from './fee.fixtures';

let t: TestApp;
let seller: TestClient;
let ops: TestClient;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  ops = t.client();
  await ops.login('ops01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  // These tests start from a shop with no logistics services: the demo store's approved application goes.
  await sql('delete from logistics_application where member_id = ?', [memberId]);
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const held = async () =>
  Number(
    (
      await sql<{ balance: number }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
        memberId,
      ])
    )[0]?.balance ?? 0,
  );

const APPLY: Omit<Ops.LogisticsApplicationInput, 'merchantId'> = {
  services: ['C2C', 'B2C', 'HOME'],
  senderName: '王大明',
  senderMobile: '0912345678',
  senderAddress: '台北市信義區市府路1號',
  returnAddress: '台北市信義區市府路1號',
};
const PARCEL = {
  receiverName: '林美玲',
  receiverMobile: '0987654321',
  goodsName: '冷凍水餃',
  declaredValue: 3000,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 20,
  weightKg: 3,
};

async function create(input: Pick<Ops.ShipmentInput, 'service'> & Partial<Ops.ShipmentInput>) {
  const res = await seller.gql(CreateShipmentDocument, { input: { merchantId, ...PARCEL, ...input } });
  return res.data!.createShipment;
}

async function advance(id: number, to: Ops.ShipmentStatus) {
  const res = await seller.gql(AdvanceShipmentDocument, { id, to });
  return res.data!.advanceShipment;
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
}

describe('logistics', () => {
  it('a shop applies (B2C only for business members), ops approve, and the shipping hint set at shop approval goes away', async () => {
    const personal = t.client();
    await personal.login('personal01');
    const [pShop] = await sql<{ id: number }>(
      `select s.id from merchant s join member m on m.id = s.member_id where m.login_name = 'personal01' and s.status = 1 limit 1`,
    );
    const refused = await personal.gql(ApplyLogisticsDocument, { input: { ...APPLY, merchantId: pShop.id } });
    expect(refused.data!.applyLogistics.errors).toEqual([
      expect.objectContaining({ field: 'services', code: 'B2C_BUSINESS_ONLY' }),
    ]);

    // A new shop selling goods is approved: the hint points at it until the member applies.
    const made = await seller.gql(CreateMerchantDocument, {
      input: {
        name: '冷凍食品店',
        merType: 'ONLINE',
        sellType: 'PHYSICAL',
        goodsPayType: 'NON_PREPAID',
        escrowType: 'NONE',
        businessTypeId: 1,
      },
    });
    const newShop = made.data!.createMerchant.merchant!.id;
    await ops.gql(OpsReviewMerchantDocument, { input: { id: newShop, status: 'ACTIVE', reason: '資料齊全' } });
    const hint = async () => (await seller.gql(MemberInfoDocument)).data!.memberInfo!.spTagMerId;
    expect(await hint()).toBe(newShop);
    const applied = await seller.gql(ApplyLogisticsDocument, { input: { ...APPLY, merchantId: newShop } });
    expect(applied.data!.applyLogistics.application!.status).toBe('PENDING');
    expect(await hint()).toBeNull();

    const main = await seller.gql(ApplyLogisticsDocument, { input: { ...APPLY, merchantId } });
    const before = await create({ service: 'C2C_NORMAL', storeCode: '131386' });
    expect(before.errors[0]).toMatchObject({ field: 'service', code: 'NOT_APPROVED' });
    const approved = await ops.gql(ReviewLogisticsApplicationDocument, {
      id: main.data!.applyLogistics.application!.id,
      approve: true,
    });
    expect(approved.data!.reviewLogisticsApplication.application!.status).toBe('APPROVED');
  });

  it('lists a shop’s applications bounded however often it is turned down: approvals, the waiting one, the latest rejection', async () => {
    const [{ id: shop }] = await sql<{ id: number }>(
      `select id from merchant where member_id = ? and name = '冷凍食品店'`,
      [memberId],
    );
    const rejections: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const [waiting] = await sql<{ id: number }>(
        'select id from logistics_application where merchant_id = ? and status = 1',
        [shop],
      );
      const turned = await ops.gql(ReviewLogisticsApplicationDocument, {
        id: waiting!.id,
        approve: false,
        reason: '資料不符',
      });
      expect(turned.data!.reviewLogisticsApplication.errors).toEqual([]);
      rejections.push(waiting!.id);
      const again = await seller.gql(ApplyLogisticsDocument, {
        input: { ...APPLY, services: ['C2C'], merchantId: shop },
      });
      expect(again.data!.applyLogistics.errors).toEqual([]);
    }
    const approve = await ops.gql(ReviewLogisticsApplicationDocument, {
      id: (
        await sql<{ id: number }>('select id from logistics_application where merchant_id = ? and status = 1', [shop])
      )[0]!.id,
      approve: true,
    });
    expect(approve.data!.reviewLogisticsApplication.errors).toEqual([]);
    const more = await seller.gql(ApplyLogisticsDocument, {
      input: { ...APPLY, services: ['HOME'], merchantId: shop },
    });
    expect(more.data!.applyLogistics.errors).toEqual([]);
    const listed = (await seller.gql(LogisticsApplicationsDocument)).data!.logisticsApplications.filter(
      (a) => a.merchantId === shop,
    );
    expect(listed.map((a) => [a.status, a.services])).toEqual([
      ['PENDING', ['HOME']],
      ['APPROVED', ['C2C']],
      ['REJECTED', ['C2C']],
    ]);
    expect(listed[2]!.id).toBe(rejections[2]);
  });

  it('refuses an oversize parcel naming the rule, and a parcel the held funds cannot pay for, creating nothing', async () => {
    const oversize = await create({ service: 'C2C_NORMAL', storeCode: '131386', lengthCm: 46 });
    expect(oversize.errors).toEqual([
      { field: 'package', code: 'PACKAGE_RULE', message: '店到店常溫：最長邊不可超過 45 公分' },
    ]);
    const quote = await seller.gql(ShipmentQuoteDocument, {
      input: { merchantId, ...PARCEL, service: 'B2C_FROZEN', storeCode: '131386', codAmount: 2000 },
    });
    expect(quote.data!.shipmentQuote.quote).toMatchObject({ chargedNow: 275, codFee: 10, compensationCap: 2000 });
    // business01's demo history left money in its held funds and trust: settle and spend it, so nothing is left
    // for the parcel's fee, held or on its way (a label may be owed against trust, ADR 0039).
    await setMemberMoney(t.orm.em, memberId, 0);
    // The demo seed has parcels of its own: count what this attempt adds.
    const parcelsBefore = (await sql<{ n: number }>('select count(*)::int as n from shipment'))[0].n;
    const broke = await create({ service: 'C2C_NORMAL', storeCode: '131386' });
    expect(broke.errors[0].code).toBe('FUNDS');
    expect((await sql<{ n: number }>('select count(*)::int as n from shipment'))[0].n).toBe(parcelsBefore);
  });

  it('a frozen B2C parcel with cash on delivery: fees from held funds, the COD settles 7 days after pickup', async () => {
    // Money to pay fees with: a card payment settled into held funds.
    const link = await seller.gql(CreatePaymentLinkDocument, {
      input: { merchantId, title: '運費儲值', amount: 5000, payTypes: ['CREDIT'] },
    });
    const buyer = t.client();
    await buyer.openPage();
    await buyer.gql(SandboxPayDocument, {
      input: {
        token: link.data!.createPaymentLink.link!.token,
        payType: 'CREDIT',
        cardNumber: SANDBOX_CARDS.success,
        buyerName: '林美玲',
        buyerEmail: 'b@example.com',
      },
    });
    await seller.gql(AdvanceSettlementClockDocument, { days: 8 });
    const start = await held();
    expect(start).toBeGreaterThan(4000);

    const frozenOnlyStore = await create({ service: 'B2C_FROZEN', storeCode: 'F008765', codAmount: 2000 });
    expect(frozenOnlyStore.errors[0].code).toBe('NO_FROZEN');
    const made = await create({ service: 'B2C_FROZEN', storeCode: '131386', codAmount: 2000 });
    expect(made.errors).toEqual([]);
    const s = made.shipment!;
    expect(s).toMatchObject({ status: 'CREATED', shippingFee: 125, pickupFee: 150, codFee: 10 });
    expect(s.logisticsNo).toMatch(/^[A-Z0-9]{1,20}$/);
    expect(await held()).toBe(start - 275);
    expect((await advance(s.id, 'SHIPPED')).errors).toEqual([]);
    const arrived = (await advance(s.id, 'ARRIVED')).shipment!;
    expect(arrived.pickupUntil).not.toBeNull();
    const picked = (await advance(s.id, 'PICKED_UP')).shipment!;
    expect(picked.codTradeNo).toMatch(/^\d{20}$/);
    const [cod] = await sql<{ pay_type: number; fee: number; days: number }>(
      `select pay_type, fee, extract(day from settle_due_at - paid_at)::int as days from payment_transaction where trade_no = ?`,
      [picked.codTradeNo],
    );
    expect(cod).toEqual({ pay_type: 5, fee: 10, days: 7 });
    await seller.gql(AdvanceSettlementClockDocument, { days: 8 });
    expect(await held()).toBe(start - 275 + 1990);
    await ledgerBalanced();
  });

  it('home delivery COD settles 15 days after delivery; a parcel not picked up costs the no-show and return fees', async () => {
    const home = (
      await create({ service: 'HOME_NORMAL', address: '新北市板橋區府中路1號', region: 'LOCAL', codAmount: 1000 })
    ).shipment!;
    expect(home.shippingFee).toBe(165);
    await advance(home.id, 'SHIPPED');
    const delivered = (await advance(home.id, 'DELIVERED')).shipment!;
    const [cod] = await sql<{ pay_type: number; fee: number; days: number }>(
      `select pay_type, fee, extract(day from settle_due_at - paid_at)::int as days from payment_transaction where trade_no = ?`,
      [delivered.codTradeNo],
    );
    expect(cod).toEqual({ pay_type: 10, fee: 20, days: 15 });
    expect((await advance(home.id, 'ARRIVED')).errors[0].code).toBe('NOT_ALLOWED');

    const store = (await create({ service: 'B2C_NORMAL', storeCode: '175093' })).shipment!;
    await advance(store.id, 'SHIPPED');
    await advance(store.id, 'ARRIVED');
    const before = await held();
    await advance(store.id, 'RETURNED');
    expect(await held()).toBe(before - 60);
    await ledgerBalanced();
  });

  it('a cancelled shipment returns its fees; a lost parcel’s claim is capped and paid once', async () => {
    const before = await held();
    const c = (await create({ service: 'C2C_NORMAL', storeCode: '131386' })).shipment!;
    expect(await held()).toBe(before - 60);
    expect((await advance(c.id, 'CANCELLED')).shipment!.status).toBe('CANCELLED');
    expect(await held()).toBe(before);

    const lost = (await create({ service: 'C2C_NORMAL', storeCode: '131386', declaredValue: 9000 })).shipment!;
    await advance(lost.id, 'SHIPPED');
    await advance(lost.id, 'LOST');
    // The claim form's choices come from the server: a lost parcel is claimable until a claim on it is open.
    const claimable = async () =>
      (await seller.gql(ShipmentsDocument, { filter: { claimable: true }, first: 200 })).data!.shipments.items.map(
        (s) => s.id,
      );
    expect(await claimable()).toContain(lost.id);
    expect(await claimable()).not.toContain(c.id);
    const claim = await seller.gql(ClaimLostParcelDocument, {
      shipmentId: lost.id,
      amount: 9000,
      description: '物流中心遺失',
    });
    expect(claim.data!.claimLostParcel.claim).toMatchObject({ claimed: 9000, capped: 4000 });
    expect(await claimable()).not.toContain(lost.id);
    const beforePay = await held();
    const reviews = await Promise.all(
      Array.from({ length: 20 }, () =>
        ops.gql(ReviewLostClaimDocument, { id: claim.data!.claimLostParcel.claim!.id, approve: true }),
      ),
    );
    expect(reviews.filter((r) => r.data!.reviewLostClaim.claim?.status === 'PAID')).toHaveLength(1);
    expect(await held()).toBe(beforePay + 4000);
    await ledgerBalanced();
  });

  it('20 parallel shipments against held funds that cover only some: each fee charged once, never below zero', async () => {
    // Leave exactly enough for 5 C2C parcels (60 each), nothing in trust, by charging the rest as fees first.
    await setMemberMoney(t.orm.em, memberId, 5 * 60);
    expect(await held()).toBe(300);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create({ service: 'C2C_NORMAL', storeCode: '131386' })),
    );
    expect(results.filter((r) => r.shipment)).toHaveLength(5);
    expect(results.filter((r) => r.errors[0]?.code === 'FUNDS')).toHaveLength(15);
    expect(await held()).toBe(0);
    await ledgerBalanced();
  });

  it('ships a paid storefront order in one step; assistants without shipping keys are refused', async () => {
    const assistant = t.client();
    await assistant.login('assist01');
    expect((await assistant.gql(ShipmentsDocument)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const notPaid = await create({ service: 'C2C_NORMAL', storeCode: '131386', orderNo: 'SO000000000000' });
    expect(notPaid.errors[0].code).toBe('NOT_FOUND');
  });
});
