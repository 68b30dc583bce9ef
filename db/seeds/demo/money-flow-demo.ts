import type { EntityManager } from '@mikro-orm/postgresql';

/** Active demo shops (SPEC §3 merchant) for the sellers, so the money flow can be tried at once. */
export const DEMO_SHOPS = [
  {
    owner: 'business01',
    name: '好物商行',
    merType: 1,
    sellType: '2',
    goodsPayType: 1,
    escrowType: 0,
    website: 'https://shop.example.com',
    businessTypeId: 1,
    paymentSwitch: ['1', '2', '3', '7', '9', '11'],
  },
  {
    owner: 'personal01',
    name: '小明手作',
    merType: 1,
    sellType: '2',
    goodsPayType: 1,
    escrowType: 0,
    website: null,
    businessTypeId: 6,
    paymentSwitch: ['1', '2', '3'],
  },
] as const;

export async function seedMoneyFlowDemo(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const c = tx.getConnection();
  for (const s of DEMO_SHOPS) {
    await c.execute(
      `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, escrow_type, website, business_type_id, payment_switch, reviewed_at, review_reason)
       values (?, ?, 1, ?, ?, ?, ?, ?, ?, ?::text[], now(), '示範商店')`,
      [
        memberIds.get(s.owner),
        s.name,
        s.merType,
        s.sellType,
        s.goodsPayType,
        s.escrowType,
        s.website,
        s.businessTypeId,
        `{${s.paymentSwitch.join(',')}}`,
      ],
      'run',
      tx.getTransactionContext(),
    );
  }
}
