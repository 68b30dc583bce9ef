import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../../gateway/src/core/database/sql';
import { chargeShippingFee } from '../../../gateway/src/modules/ledger/held-funds';
import { quote, shippingDeadlineDays } from '../../../gateway/src/modules/logistics/quote';
import { newSubscriptionNo } from '../../../gateway/src/modules/payments/trade-numbers';
import { PeriodCycle, SubscriptionStatus } from '@paydesk/shared/period-rules';
import { SHIPPING_SERVICE_LABELS, ShipmentStatus, type ShippingService } from '@paydesk/shared/shipment-statuses';

const DAY = 86_400_000;

/**
 * What completing the member data leaves behind for the complete demo accounts (the README calls them complete
 * and verified): the profile with the representative of a business, the uploaded documents and, for a business,
 * the beneficial-owner declaration, so no completion gate or 實質受益人聲明 dialog greets them.
 */
export const DEMO_PROFILES = {
  // Their withdrawal accounts (the one account completion gives) are seeded by demo-history.ts and queue-demo.ts.
  personal01: {
    address: '臺北市大安區復興南路一段 390 號',
    contactPhone: '0912345678',
    boss: null,
    documents: ['id_front', 'id_back', 'second_doc'],
    owners: null,
  },
  business01: {
    address: '臺北市中山區南京東路二段 100 號 5 樓',
    contactPhone: '0225071234',
    boss: { name: '陳大文', nationalId: 'F123456784' },
    documents: ['registration', 'boss_id_front', 'boss_id_back'],
    owners: [
      { name: '陳大文', idNo: 'F123456784', nationality: '中華民國', sharePercent: 60, birthDate: '1975-03-12' },
    ],
  },
  agent01: {
    address: '臺北市信義區松仁路 100 號',
    contactPhone: '0227201234',
    boss: { name: '林志豪', nationalId: 'A187654323' },
    documents: ['registration', 'boss_id_front', 'boss_id_back'],
    // No declaration: agent01 is the business account on which the 實質受益人聲明 dialog and page can be tried.
  },
} as const;

/** business01's parcels: one in each state a seller meets in a normal week. */
export const DEMO_PARCELS: readonly {
  service: ShippingService;
  status: ShipmentStatus;
  daysAgo: number;
  goods: string;
}[] = [
  { service: 'C2C_NORMAL', status: ShipmentStatus.CREATED, daysAgo: 0, goods: '手沖咖啡禮盒' },
  { service: 'HOME_NORMAL', status: ShipmentStatus.SHIPPED, daysAgo: 1, goods: '有機茶葉組' },
  { service: 'C2C_NORMAL', status: ShipmentStatus.ARRIVED, daysAgo: 3, goods: '陶瓷馬克杯' },
  { service: 'C2C_NORMAL', status: ShipmentStatus.PICKED_UP, daysAgo: 6, goods: '手工香皂' },
  { service: 'HOME_NORMAL', status: ShipmentStatus.DELIVERED, daysAgo: 8, goods: '棉麻抱枕' },
];

const DEMO_SUBSCRIBERS = [
  { name: '林美玲', email: 'buyer01@example.com', mobile: '0955666777', last4: '4242', buyer: 'buyer01' },
  { name: '周子瑜', email: 'tzuyu@example.com', mobile: '0911222333', last4: '1881', buyer: null },
  { name: '許志安', email: 'chian@example.com', mobile: '0922111000', last4: '5100', buyer: null },
] as const;

const isoDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export async function seedDemoProfiles(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const sql = sqlOf(tx);
  const now = Date.now();
  for (const [login, p] of Object.entries(DEMO_PROFILES)) {
    const memberId = memberIds.get(login);
    if (!memberId) continue;
    await sql(
      `insert into member_profile (member_id, address, contact_phone, boss_name, boss_national_id, submitted_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?) on conflict (member_id) do nothing`,
      [
        memberId,
        p.address,
        p.contactPhone,
        p.boss?.name ?? null,
        p.boss?.nationalId ?? null,
        new Date(now - 90 * DAY),
        new Date(now - 90 * DAY),
      ],
    );
    for (const kind of p.documents)
      await sql(
        `insert into member_document (member_id, kind, original_name, stored_name, mime, size_bytes, created_at)
         values (?, ?, ?, ?, 'image/png', 68, ?)`,
        [memberId, kind, `${kind}.png`, `demo-${login}-${kind}.png`, new Date(now - 90 * DAY)],
      );
    if ('owners' in p)
      await sql(
        `insert into beneficiary_declaration (member_id, owners, declared_at) values (?, ?::jsonb, ?)
         on conflict (member_id) do nothing`,
        [memberId, JSON.stringify(p.owners), new Date(now - 89 * DAY)],
      );
  }
  await seedBusinessRecurring(tx, memberIds);
  await seedBusinessParcels(tx, memberIds);
}

/** A monthly plan in its trial month, with three subscribers whose first charge is still ahead (no money moved yet). */
async function seedBusinessRecurring(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const sql = sqlOf(tx);
  const memberId = memberIds.get('business01');
  const [shop] = await sql<{ id: number }>('select id from merchant where member_id = ? order by id limit 1', [
    memberId,
  ]);
  if (!memberId || !shop) return;
  const now = Date.now();
  const [plan] = await sql<{ id: number }>(
    `insert into period_plan (member_id, merchant_id, token, title, description, amount, cycle, total_charges, trial_days, created_at)
     values (?, ?, 'demo-coffee-monthly', '每月精品咖啡豆', '每月寄送兩包當季精品咖啡豆', 890, ?, 12, 30, ?) returning id`,
    [memberId, shop.id, PeriodCycle.MONTHLY, new Date(now - 3 * DAY)],
  );
  // A 30-day trial: the first charges fall a month out, so a week or two on the sandbox clock (the demo's own walk
  // and the browser tests' settlement steps) moves only the money those steps are about.
  for (const [i, s] of DEMO_SUBSCRIBERS.entries()) {
    const first = isoDay(new Date(now + (28 + i) * DAY));
    await sql(
      `insert into period_subscription (sub_no, plan_id, member_id, buyer_member_id, buyer_name, buyer_email, buyer_mobile,
         card_last4, card_token, status, first_charge_date, next_charge_date, merchant_id, amount, cycle, total_charges, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 890, ?, 12, ?)`,
      [
        newSubscriptionNo(new Date(now - (2 - i) * DAY)),
        plan?.id,
        memberId,
        s.buyer ? (memberIds.get(s.buyer) ?? null) : null,
        s.name,
        s.email,
        s.mobile,
        s.last4,
        `demo-card-token-${i + 1}`,
        SubscriptionStatus.ACTIVE,
        first,
        first,
        shop.id,
        PeriodCycle.MONTHLY,
        new Date(now - (2 - i) * DAY),
      ],
    );
  }
}

/** Parcels through the one fee function: each label's fee leaves held funds as a balanced entry, as a real one does. */
async function seedBusinessParcels(tx: EntityManager, memberIds: Map<string, number>): Promise<void> {
  const sql = sqlOf(tx);
  const memberId = memberIds.get('business01');
  const [shop] = await sql<{ id: number }>('select id from merchant where member_id = ? order by id limit 1', [
    memberId,
  ]);
  const [store] = await sql<{ code: string }>(
    'select code from convenience_store where not frozen order by code limit 1',
  );
  if (!memberId || !shop || !store) return;
  const now = Date.now();
  // The shop's logistics services were opened with the demo store (demo-storefront.ts, seeded before this).
  for (const [i, p] of DEMO_PARCELS.entries()) {
    const home = p.service.startsWith('HOME');
    const parcel = { service: p.service, lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1.5, codAmount: 0 };
    const q = quote(home ? { ...parcel, region: 'LOCAL' } : parcel);
    const at = new Date(now - p.daysAgo * DAY);
    const logisticsNo = `${home ? 'HD' : 'CC'}90000000000${i}`;
    const [row] = await sql<{ id: number }>(
      `insert into shipment (logistics_no, member_id, merchant_id, service, receiver_name, receiver_mobile, store_code, address,
         region, goods_name, declared_value, length_cm, width_cm, height_cm, weight_kg, shipping_fee, size_band_cm, status,
         drop_off_by, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 800, 30, 20, 10, 1.5, ?, ?, ?, ?, ?, ?) returning id`,
      [
        logisticsNo,
        memberId,
        shop.id,
        p.service,
        DEMO_SUBSCRIBERS[i % DEMO_SUBSCRIBERS.length]?.name,
        DEMO_SUBSCRIBERS[i % DEMO_SUBSCRIBERS.length]?.mobile,
        home ? null : store.code,
        home ? '新北市板橋區文化路一段 188 號' : '',
        home ? 'LOCAL' : null,
        p.goods,
        q.shippingFee,
        q.sizeBandCm,
        p.status,
        isoDay(new Date(at.getTime() + shippingDeadlineDays(p.service) * DAY)),
        at,
        at,
      ],
    );
    await sql('insert into shipment_event (shipment_id, status, note, at) values (?, ?, ?, ?)', [
      row?.id,
      ShipmentStatus.CREATED,
      '建立物流單',
      at,
    ]);
    if (p.status !== ShipmentStatus.CREATED)
      await sql('insert into shipment_event (shipment_id, status, note, at) values (?, ?, ?, ?)', [
        row?.id,
        p.status,
        '物流狀態更新',
        new Date(at.getTime() + DAY / 2),
      ]);
    await chargeShippingFee(tx, {
      memberId,
      amount: q.shippingFee,
      // Worded as a real label's fee (logistics/return-fee.ts): 帳戶明細 links the line to its parcel by the number.
      memo: `運費 ${SHIPPING_SERVICE_LABELS[p.service]} ${logisticsNo}`,
    });
  }
}
