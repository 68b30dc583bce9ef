import {
  AdvanceSettlementClockDocument,
  AdvanceShipmentDocument,
  ApplyLogisticsDocument,
  CreatePaymentLinkDocument,
  CreateShipmentDocument,
  MerchantsDocument,
  ReviewLogisticsApplicationDocument,
  SandboxPayDocument,
  WithdrawPageDocument,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { chargeShippingFee } from '../ledger/held-funds';
import { lockMemberAccounts } from '../ledger/ledger';
import { SANDBOX_CARDS } from '../payments/checkout.messages';

/**
 * Parcels that come back unclaimed when the held funds cannot pay their fee: the return is recorded, the fee owed,
 * kept back from withdrawals and taken from the next settlement; never a 500, the ledger balanced throughout.
 */
let t: TestApp;
let seller: TestClient;
let merchantId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  const ops = t.client();
  await ops.login('ops01');
  merchantId = (await seller.gql(MerchantsDocument)).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
  [{ id: memberId }] = await sql<{ id: number }>(`select id from member where login_name = 'business01'`);
  // The test applies for the services itself: the demo store's approved application goes.
  await sql('delete from logistics_application where member_id = ?', [memberId]);
  const applied = await seller.gql(ApplyLogisticsDocument, {
    input: {
      merchantId,
      services: ['C2C'],
      senderName: '王大明',
      senderMobile: '0912345678',
      senderAddress: '台北市信義區市府路1號',
      returnAddress: '台北市信義區市府路1號',
    },
  });
  await ops.gql(ReviewLogisticsApplicationDocument, {
    id: applied.data!.applyLogistics.application!.id,
    approve: true,
  });
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const held = async () =>
  Number(
    (
      await sql<{ balance: string }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
        memberId,
      ])
    )[0]?.balance ?? 0,
  );
const withdrawable = async () => (await seller.gql(WithdrawPageDocument)).data!.balance.withdrawable;

/** Leaves exactly `amount` in the held funds by charging the rest as a fee. */
async function leaveHeld(amount: number) {
  const spare = (await held()) - amount;
  if (spare > 0)
    await t.orm.em.fork().transactional(async (tx) => {
      await lockMemberAccounts(tx, memberId);
      await chargeShippingFee(tx, { memberId, amount: spare, memo: 'test: leave some' });
    });
  expect(await held()).toBe(amount);
}

async function ledgerBalanced(): Promise<void> {
  const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
  expect(sum.total).toBe('0');
  const [off] = await sql<{ n: number }>(
    `select count(*)::int as n from ledger_account a
      where a.balance <> coalesce((select sum(p.amount) from posting p where p.account_id = a.id), 0)`,
  );
  expect(off.n).toBe(0);
}

it('24 parallel returns with funds for two fees: all returned, 22 fees owed, kept from withdrawals, then collected', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 24; i++) {
    const made = await seller.gql(CreateShipmentDocument, {
      input: {
        merchantId,
        service: 'C2C_NORMAL',
        storeCode: '131386',
        receiverName: '林美玲',
        receiverMobile: '0987654321',
        goodsName: '手工餅乾',
        declaredValue: 500,
        lengthCm: 20,
        widthCm: 20,
        heightCm: 10,
        weightKg: 1,
      },
    });
    expect(made.data!.createShipment.errors).toEqual([]);
    const id = made.data!.createShipment.shipment!.id;
    for (const to of ['SHIPPED', 'ARRIVED'] as const) await seller.gql(AdvanceShipmentDocument, { id, to });
    ids.push(id);
  }
  await leaveHeld(25);
  const returns = await Promise.all(ids.map((id) => seller.gql(AdvanceShipmentDocument, { id, to: 'RETURNED' })));
  for (const r of returns) {
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    expect(r.data!.advanceShipment.errors).toEqual([]);
    expect(r.data!.advanceShipment.shipment?.status).toBe('RETURNED');
  }
  // Two no-show fees (10 each) fit in 25; the other 22 are owed, nothing below zero.
  expect(await held()).toBe(5);
  const [owed] = await sql<{ n: number; total: number }>(
    `select count(*)::int as n, sum(fee_owed)::int as total from shipment where member_id = ? and fee_owed > 0`,
    [memberId],
  );
  expect(owed).toEqual({ n: 22, total: 220 });
  const notes = await sql<{ note: string }>(
    `select note from shipment_event where shipment_id = any(?::int[]) and status = 6 order by id`,
    [`{${ids.join(',')}}`],
  );
  expect(notes.filter((n) => n.note.includes('將於下次撥款入帳後補扣'))).toHaveLength(22);
  // What is owed is kept back: the 5 left may not be withdrawn (withdrawals read the same figure).
  expect(await withdrawable()).toBe(0);
  await ledgerBalanced();

  // A payment settles: the owed fees come out of it, oldest first.
  const link = await seller.gql(CreatePaymentLinkDocument, {
    input: { merchantId, title: '補扣測試', amount: 1000, payTypes: ['CREDIT'] },
  });
  const buyer = t.client();
  await buyer.openPage();
  const paid = await buyer.gql(SandboxPayDocument, {
    input: {
      token: link.data!.createPaymentLink.link!.token,
      payType: 'CREDIT',
      cardNumber: SANDBOX_CARDS.success,
      buyerName: '林美玲',
      buyerEmail: 'b@example.com',
    },
  });
  expect(paid.data!.sandboxPay.errors).toEqual([]);
  const [{ last }] = await sql<{ last: number }>('select max(id)::int as last from journal_entry');
  await seller.gql(AdvanceSettlementClockDocument, { days: 8 });
  const [after] = await sql<{ n: number }>(
    `select count(*)::int as n from shipment where member_id = ? and fee_owed > 0`,
    [memberId],
  );
  expect(after.n).toBe(0);
  // Whatever settled in the step (this payment and demo payments falling due), less the 220 owed.
  const [settled] = await sql<{ total: number }>(
    `select sum(p.amount)::int as total from journal_entry e join posting p on p.entry_id = e.id
       join ledger_account a on a.id = p.account_id
      where e.id > ? and e.member_id = ? and e.kind = 'settlement' and a.kind = 'held'`,
    [last, memberId],
  );
  expect(settled.total).toBeGreaterThanOrEqual(220);
  expect(await held()).toBe(5 + settled.total - 220);
  expect(await withdrawable()).toBe(5 + settled.total - 220);
  const [fees] = await sql<{ total: number }>(
    `select sum(-p.amount)::int as total from journal_entry e join posting p on p.entry_id = e.id
       join ledger_account a on a.id = p.account_id
      where e.member_id = ? and a.kind = 'held' and (e.memo like '未取件與退貨費%' or e.memo like '物流費用補扣%')`,
    [memberId],
  );
  expect(fees.total).toBe(24 * 10);
  await ledgerBalanced();
});
