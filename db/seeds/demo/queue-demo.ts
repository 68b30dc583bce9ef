import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Work waiting in the operator console, dated relative to the day of seeding: two members who
 * submitted their data for review (each with the withdrawal account it gave waiting for verification, one of them
 * with a shop under review), and
 * agent01's shop with a logistics application and an unverified withdrawal account. Listed in the README.
 */
export const DEMO_REVIEW_MEMBERS = [
  {
    loginName: 'review01',
    memType: 1,
    name: '李小華',
    email: 'review01@example.com',
    mobile: '0977888999',
    identityNo: 'F228345671',
    submittedDaysAgo: 2,
    profile: {
      address: '臺中市西區民權路 100 號',
      contactPhone: '0977888999',
      bankCode: '700',
      branchCode: '',
      bankAccount: '00212345678901',
    },
  },
  {
    loginName: 'review02',
    memType: 2,
    name: '晨光烘焙有限公司',
    email: 'review02@example.com',
    mobile: '0988111222',
    identityNo: '53012970',
    submittedDaysAgo: 1,
    profile: {
      address: '臺南市中西區民生路二段 50 號',
      contactPhone: '062221234',
      bankCode: '822',
      branchCode: '0018',
      bankAccount: '123456789012',
      bossName: '陳晨光',
      bossNationalId: 'A123456789',
    },
  },
] as const;

export const DEMO_PENDING_SHOPS = [
  { owner: 'review02', name: '晨光烘焙坊', website: 'https://bakery.example.com', businessTypeId: 1, daysAgo: 1 },
] as const;

/** agent01's shop: active, with a logistics application waiting for the operator. */
export const DEMO_LOGISTICS_SHOP = { owner: 'agent01', name: '通路夥伴選物', businessTypeId: 1 } as const;

const DAY = 86_400_000;

export async function seedQueueDemo(
  tx: EntityManager,
  memberIds: Map<string, number>,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  const c = tx.getConnection();
  const ctx = tx.getTransactionContext();
  const run = <T extends object[] = object[]>(sql: string, params: unknown[]) => c.execute<T>(sql, params, 'all', ctx);
  const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);

  for (const m of DEMO_REVIEW_MEMBERS) {
    const submittedAt = daysAgo(m.submittedDaysAgo, 3);
    const [row] = await run<{ id: number }[]>(
      `insert into member (login_name, password_hash, mem_type, name, email, mobile, identity_no, status,
         is_platform, profile_completed, mail_verified_at, mobile_verified_at, default_password, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 9, false, true, ?, ?, false, ?) returning id`,
      [
        m.loginName,
        passwordHash,
        m.memType,
        m.name,
        m.email,
        m.mobile,
        m.identityNo,
        submittedAt,
        submittedAt,
        daysAgo(m.submittedDaysAgo + 1),
      ],
    );
    const id = Number(row?.id);
    memberIds.set(m.loginName, id);
    const p = m.profile;
    await run(
      `insert into member_profile (member_id, address, contact_phone, boss_name, boss_national_id, submitted_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        p.address,
        p.contactPhone,
        'bossName' in p ? p.bossName : null,
        'bossNationalId' in p ? p.bossNationalId : null,
        submittedAt,
        submittedAt,
      ],
    );
    // The account the completion form gave is the withdrawal account, waiting for an operator's verification.
    await run(
      `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, updated_at)
       values (?, ?, ?, ?, ?, ?)`,
      [id, p.bankCode, p.branchCode, p.bankAccount, m.name, submittedAt],
    );
  }

  for (const s of DEMO_PENDING_SHOPS) {
    const ownerId = memberIds.get(s.owner);
    await run(
      `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, escrow_type, website, business_type_id, payment_switch, created_at)
       values (?, ?, 9, 1, '2', 1, 0, ?, ?, '{1,2,3}'::text[], ?)`,
      [ownerId, s.name, s.website, s.businessTypeId, daysAgo(s.daysAgo, 2)],
    );
  }

  const agentId = memberIds.get(DEMO_LOGISTICS_SHOP.owner);
  if (!agentId) return;
  const [shop] = await run<{ id: number }[]>(
    `insert into merchant (member_id, name, status, mer_type, sell_type, goods_pay_type, escrow_type, business_type_id, payment_switch,
       reviewed_at, review_reason, created_at)
     values (?, ?, 1, 1, '2', 1, 0, ?, '{1,2,3}'::text[], ?, '示範商店', ?) returning id`,
    [agentId, DEMO_LOGISTICS_SHOP.name, DEMO_LOGISTICS_SHOP.businessTypeId, daysAgo(20), daysAgo(21)],
  );
  await run(
    `insert into logistics_application (member_id, merchant_id, services, sender_name, sender_mobile, sender_address, return_address, status, created_at)
     values (?, ?, '{C2C,HOME}'::text[], '通路夥伴', '0933444555', '臺北市信義區松仁路 100 號', '臺北市信義區松仁路 100 號', 1, ?)`,
    [agentId, shop?.id, daysAgo(0, 5)],
  );
  await run(
    `insert into member_bank_account (member_id, bank_code, branch_code, account_no, account_name, updated_at)
     values (?, '013', '0015', '012345678901', '通路夥伴股份有限公司', ?)`,
    [agentId, daysAgo(0, 6)],
  );
}
