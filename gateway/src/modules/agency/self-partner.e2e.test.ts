import crypto from 'node:crypto';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { SANDBOX_CARDS } from '../payments/checkout.messages';
import { AGENCY_MESSAGES } from './agency.service';

let t: TestApp;
let agent: TestClient;
let ops: TestClient;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = t.client();
  await agent.login('agent01');
  ops = t.client();
  await ops.login('ops01');
  agentId = await idOf('agent01');
  // Card sales earn the agent 20% of the platform fee: 1,200 by card pays a fee of 34, a share of 7.
  const set = await ops.gql<{ setAgentContract: { errors: Errors } }>(
    `mutation { setAgentContract(agentMemberId: ${agentId}, input: { startsOn: "2025-01-01", rates: [{ payType: CREDIT, basisPoints: 2000 }] }) { errors { code } } }`,
  );
  expect(set.data!.setAgentContract.errors).toEqual([]);
});
afterAll(() => t.close());

type Errors = { field: string | null; code: string; message: string }[];
const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);
const idOf = async (login: string) =>
  (await sql<{ id: number }>('select id from member where login_name = ?', [login]))[0].id;
const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

/** A seller made directly in the database (password as the demo accounts'), signed in. */
async function seller(
  login: string,
  o: { memType: 1 | 2; identityNo: string; email: string; verified: boolean; mobile: string },
): Promise<{ id: number; c: TestClient }> {
  const [row] = await sql<{ id: number }>(
    `insert into member (login_name, password_hash, mem_type, name, email, mobile, identity_no, status, profile_completed,
       mail_verified_at, mobile_verified_at)
     select ?, password_hash, ?, ?, ?, ?, ?, 1, true, ?, now() from member where login_name = 'personal01' returning id`,
    [login, o.memType, `${login} 商店`, o.email, o.mobile, o.identityNo, o.verified ? new Date() : null],
  );
  const c = t.client();
  expect((await c.login(login)).errors).toEqual([]);
  return { id: row.id, c };
}

/** A business's representative (member_profile.boss_national_id), as the completion form saves it. */
async function setRepresentative(memberId: number, nationalId: string | null): Promise<void> {
  await sql(
    `insert into member_profile (member_id, address, contact_phone, boss_name, boss_national_id)
     values (?, '台北市信義區市府路 1 號', '02-2720-8889', '代表人', ?)
     on conflict (member_id) do update set boss_national_id = excluded.boss_national_id`,
    [memberId, nationalId],
  );
}

const refer = async (email: string) =>
  (
    await agent.gql<{ referAgentPartner: { partner: { id: number } | null; errors: Errors } }>(
      `mutation($email: String!) { referAgentPartner(email: $email) { partner { id } errors { code message } } }`,
      { email },
    )
  ).data!.referAgentPartner;
const referrals = async (c: TestClient) =>
  (await c.gql<{ agentReferrals: { items: { id: number }[] } }>('{ agentReferrals { items { id } } }')).data!
    .agentReferrals.items;
const answer = async (c: TestClient, id: number, accept: boolean) =>
  (
    await c.gql<{ answerAgentReferral: { ok: boolean; errors: Errors } }>(
      `mutation { answerAgentReferral(id: ${id}, accept: ${accept}) { ok errors { code message } } }`,
    )
  ).data!.answerAgentReferral;
const invitation = async (id: number) =>
  (
    await sql<{ status: number; partner_member_id: number | null }>(
      'select status, partner_member_id from agent_partner where id = ?',
      [id],
    )
  )[0];
const changeEmail = async (c: TestClient, email: string, mobile: string) =>
  (
    await c.gql<{ updateContact: { success: boolean; errors: Errors } }>(
      `mutation($input: UpdateContactInput!) { updateContact(input: $input) { success errors { code } } }`,
      { input: { email, mobile } },
    )
  ).data!.updateContact;
async function verifyEmail(c: TestClient, address: string): Promise<void> {
  const sent = await c.gql<{ sendVerificationCode: { success: boolean } }>(
    'mutation { sendVerificationCode(channel: EMAIL) { success } }',
  );
  expect(sent.data!.sendVerificationCode.success).toBe(true);
  const [mail] = await sql<{ body_text: string }>(
    'select body_text from outbox_message where recipient = ? order by id desc limit 1',
    [address],
  );
  const code = /(\d{6})/.exec(mail.body_text)![1];
  const verified = await c.gql<{ verifyCode: { success: boolean } }>(
    `mutation { verifyCode(input: { channel: EMAIL, code: "${code}" }) { success } }`,
  );
  expect(verified.data!.verifyCode.success).toBe(true);
}
const mobileOf = async (login: string) =>
  (await sql<{ mobile: string }>('select mobile from member where login_name = ?', [login]))[0].mobile;

describe('an email change counts once the new address is verified', () => {
  it('a seller that switches to an invited address neither sees nor answers the invitation until it verifies it', async () => {
    const { partner } = await refer('shop-owner@example.com');
    const seller01 = t.client();
    await seller01.login('personal01');
    expect((await changeEmail(seller01, 'shop-owner@example.com', await mobileOf('personal01'))).success).toBe(true);
    const [me] = await sql<{ email: string; verified: boolean }>(
      `select email, mail_verified_at is not null as verified from member where login_name = 'personal01'`,
    );
    expect(me).toEqual({ email: 'shop-owner@example.com', verified: false });

    expect(await referrals(seller01)).toEqual([]);
    for (const accept of [true, false])
      expect(await answer(seller01, partner!.id, accept)).toEqual({
        ok: false,
        errors: [{ code: 'EMAIL_UNVERIFIED', message: AGENCY_MESSAGES.emailUnverified }],
      });
    expect(await invitation(partner!.id)).toEqual({ status: 1, partner_member_id: null });

    await verifyEmail(seller01, 'shop-owner@example.com');
    expect(await referrals(seller01)).toEqual([{ id: partner!.id }]);
    expect(await answer(seller01, partner!.id, true)).toEqual({ ok: true, errors: [] });
    expect(await invitation(partner!.id)).toEqual({ status: 2, partner_member_id: await idOf('personal01') });
  });

  it('a code checked while the email changes never marks the new address verified (25 races)', async () => {
    const racer = await seller('racer01', {
      memType: 1,
      identityNo: 'R123456789',
      email: 'racer01@example.com',
      verified: false,
      mobile: '0966000001',
    });
    for (let round = 0; round < 25; round++) {
      const code = String(100000 + round);
      await sql(`update member set email = 'racer01@example.com', mail_verified_at = null where id = ?`, [racer.id]);
      await sql(
        `insert into verification_code (member_id, channel, target, code_hash, expires_at)
         values (?, 'email', 'racer01@example.com', ?, now() + interval '10 minutes')`,
        [racer.id, crypto.createHash('sha256').update(`${racer.id}:${code}`).digest('hex')],
      );
      await Promise.all([
        racer.c.gql(`mutation { verifyCode(input: { channel: EMAIL, code: "${code}" }) { success } }`),
        changeEmail(racer.c, `victim${round}@example.com`, '0966000001'),
      ]);
      const [after] = await sql<{ email: string; verified: boolean }>(
        'select email, mail_verified_at is not null as verified from member where id = ?',
        [racer.id],
      );
      // Whichever landed first, the address the racer does not hold ends unverified.
      expect(after).toEqual({ email: `victim${round}@example.com`, verified: false });
    }
  });
});

describe('an agent is never its own partner', () => {
  it('the agent itself: its own address is refused, and an address it switched to (verified or not) cannot accept', async () => {
    expect((await refer('AGENT01@example.com')).errors[0]).toEqual({ code: 'SELF', message: AGENCY_MESSAGES.self });
    const { partner } = await refer('agent-alias@example.com');
    const mobile = await mobileOf('agent01');
    expect((await changeEmail(agent, 'agent-alias@example.com', mobile)).success).toBe(true);
    expect(await referrals(agent)).toEqual([]);
    expect((await answer(agent, partner!.id, true)).errors[0].code).toBe('EMAIL_UNVERIFIED');

    await verifyEmail(agent, 'agent-alias@example.com');
    const attempts = await Promise.all(Array.from({ length: 24 }, () => answer(agent, partner!.id, true)));
    expect(attempts.map((a) => a.errors[0]?.code)).toEqual(Array(24).fill('SELF_PARTNER'));
    expect(attempts[0].errors[0].message).toBe(AGENCY_MESSAGES.selfPartner);
    expect(await invitation(partner!.id)).toEqual({ status: 1, partner_member_id: null });
    // It may still decline it, which closes it.
    expect(await answer(agent, partner!.id, false)).toEqual({ ok: true, errors: [] });
    expect((await refer('agent-alias@example.com')).errors[0].code).toBe('SELF');
    // Back to its own address, verified as the seed left it (the resend countdown forbids a second code so soon).
    await sql(`update member set email = 'agent01@example.com', mail_verified_at = now() where id = ?`, [agentId]);
  });

  it('a seller with the national ID of the agent’s representative cannot accept, nor be referred', async () => {
    const self = await seller('selfid01', {
      memType: 1,
      identityNo: 'S123456789',
      email: 'selfid01@example.com',
      verified: true,
      mobile: '0966000002',
    });
    const { partner } = await refer('selfid01@example.com');
    await setRepresentative(agentId, 'S123456789');
    expect(await referrals(self.c)).toEqual([{ id: partner!.id }]);
    expect((await answer(self.c, partner!.id, true)).errors[0].code).toBe('SELF_PARTNER');
    expect(await invitation(partner!.id)).toEqual({ status: 1, partner_member_id: null });
    expect(await answer(self.c, partner!.id, false)).toEqual({ ok: true, errors: [] });
    expect((await refer('selfid01@example.com')).errors[0].code).toBe('SELF');
    await setRepresentative(agentId, null);
    // With nothing in common any more, the same seller may be referred again.
    expect((await refer('selfid01@example.com')).errors).toEqual([]);
  });

  it('a business with the agent’s tax ID cannot accept', async () => {
    // The unique index keeps two sellers from one tax ID today; the rule does not lean on it (accounts merged from
    // elsewhere, an index changed one day), so this database goes without it.
    await sql('drop index member_seller_identity_uq');
    const [{ identity_no }] = await sql<{ identity_no: string }>('select identity_no from member where id = ?', [
      agentId,
    ]);
    // Referred while nobody holds the address yet.
    const { partner } = await refer('taxtwin01@example.com');
    const twin = await seller('taxtwin01', {
      memType: 2,
      identityNo: identity_no,
      email: 'taxtwin01@example.com',
      verified: true,
      mobile: '0966000003',
    });
    const attempts = await Promise.all(Array.from({ length: 20 }, () => answer(twin.c, partner!.id, true)));
    expect(attempts.map((a) => a.errors[0]?.code)).toEqual(Array(20).fill('SELF_PARTNER'));
    expect(await invitation(partner!.id)).toEqual({ status: 1, partner_member_id: null });
    expect(await answer(twin.c, partner!.id, false)).toEqual({ ok: true, errors: [] });
    expect((await refer('taxtwin01@example.com')).errors[0].code).toBe('SELF');
  });
});

describe('shares and acceptance', () => {
  /** personal01 (a partner since the first test) sells its 1,200 wallet by card; the trade number. */
  async function sale(): Promise<string> {
    const buyer = t.client();
    await buyer.openPage();
    const res = await buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: Errors } }>(
      `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
      {
        input: {
          token: 'demo-leather-wallet',
          payType: 'CREDIT',
          cardNumber: SANDBOX_CARDS.success,
          buyerName: '林美玲',
          buyerEmail: 'buyer@example.com',
        },
      },
    );
    expect(res.data!.sandboxPay.errors).toEqual([]);
    return res.data!.sandboxPay.transaction!.tradeNo;
  }

  it('only sales made after accepting count; 20 parallel reads agree and 20 parallel closes pay the month once', async () => {
    const before = await sale();
    const after = await sale();
    // Four months back (before any demo history): accepted on the 10th; one sale made an hour before, paid after;
    // one made and paid after.
    const base = `(date_trunc('month', now()) - interval '4 months' + interval '9 days')`;
    await sql(`update agent_partner set accepted_at = ${base} where agent_member_id = ? and status = 2`, [agentId]);
    await sql(
      `update payment_transaction set created_at = ${base} - interval '1 hour', paid_at = ${base} + interval '1 hour' where trade_no = ?`,
      [before],
    );
    await sql(
      `update payment_transaction set created_at = ${base} + interval '2 hours', paid_at = ${base} + interval '3 hours' where trade_no = ?`,
      [after],
    );
    const [{ month }] = await sql<{ month: string }>(
      `select to_char(${base} at time zone 'Asia/Taipei', 'YYYY-MM') as month`,
    );
    const summaries = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.gql<{ agentShareSummary: { share: number; rows: { count: number; share: number }[] } }>(
          `{ agentShareSummary(month: "${month}") { share rows { count share } } }`,
        ),
      ),
    );
    for (const s of summaries) expect(s.data!.agentShareSummary).toEqual({ share: 7, rows: [{ count: 1, share: 7 }] });
    const detail = await agent.gql<{ agentShareDetail: { items: { tradeNo: string }[] } }>(
      `{ agentShareDetail(month: "${month}") { items { tradeNo } } }`,
    );
    expect(detail.data!.agentShareDetail.items).toEqual([{ tradeNo: after }]);

    const held = async () =>
      Number(
        (
          await sql<{ balance: number }>(`select balance from ledger_account where member_id = ? and kind = 'held'`, [
            agentId,
          ])
        )[0]?.balance ?? 0,
      );
    const heldBefore = await held();
    const closes = await Promise.all(
      Array.from({ length: 20 }, () =>
        ops.gql<{ closeAgentShareMonth: { paid: number | null } }>(
          `mutation { closeAgentShareMonth(agentMemberId: ${agentId}, month: "${month}") { paid } }`,
        ),
      ),
    );
    expect(closes.map((c) => c.data!.closeAgentShareMonth.paid).filter((p) => p !== null)).toEqual([7]);
    expect((await held()) - heldBefore).toBe(7);
    const [sum] = await sql<{ total: string }>('select coalesce(sum(amount), 0)::text as total from posting');
    expect(sum.total).toBe('0');
  });

  it('a partner found to be the agent itself after accepting (its representative’s ID filled in later) earns nothing', async () => {
    // Accepted just now again, so this month holds the one sale below (not the demo history).
    await sql(`update agent_partner set accepted_at = now() where agent_member_id = ? and status = 2`, [agentId]);
    await sale();
    const share = async () =>
      (
        await agent.gql<{ agentShareSummary: { share: number } }>(
          `{ agentShareSummary(month: "${thisMonth()}") { share } }`,
        )
      ).data!.agentShareSummary.share;
    expect(await share()).toBe(7);
    const [{ identity_no }] = await sql<{ identity_no: string }>(
      `select identity_no from member where login_name = 'personal01'`,
    );
    await setRepresentative(agentId, identity_no);
    const shares = await Promise.all(Array.from({ length: 20 }, share));
    expect(shares).toEqual(Array(20).fill(0));
    await setRepresentative(agentId, null);
    expect(await share()).toBe(7);
  });
});

describe('one seller, many agents', () => {
  it('24 agents’ invitations accepted at once: the seller belongs to exactly one; a repeated answer changes nothing', async () => {
    const crowd = await seller('crowd01', {
      memType: 1,
      identityNo: 'C123456789',
      email: 'crowd01@example.com',
      verified: true,
      mobile: '0966000004',
    });
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const [a] = await sql<{ id: number }>(
        `insert into member (login_name, password_hash, mem_type, name, email, identity_no, status, is_platform)
         values (?, 'x', 2, ?, ?, ?, 1, true) returning id`,
        [`crowdagent${i}`, `代理商 ${i}`, `crowdagent${i}@example.com`, String(50000000 + i)],
      );
      const [p] = await sql<{ id: number }>(
        `insert into agent_partner (agent_member_id, email, status) values (?, 'crowd01@example.com', 1) returning id`,
        [a.id],
      );
      ids.push(p.id);
    }
    const answers = await Promise.all(ids.map((id) => answer(crowd.c, id, true)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).map((a) => a.errors[0].code)).toEqual(Array(23).fill('ALREADY_PARTNER'));
    const active = await sql<{ id: number }>(
      'select id from agent_partner where partner_member_id = ? and status = 2',
      [crowd.id],
    );
    expect(active).toHaveLength(1);
    const [{ accepted_at }] = await sql<{ accepted_at: string }>(
      'select accepted_at::text from agent_partner where id = ?',
      [active[0].id],
    );
    const again = await Promise.all(Array.from({ length: 20 }, () => answer(crowd.c, active[0].id, true)));
    expect(again.map((a) => a.errors[0]?.code)).toEqual(Array(20).fill('ANSWERED'));
    expect(
      (
        await sql<{ accepted_at: string }>('select accepted_at::text from agent_partner where id = ?', [active[0].id])
      )[0].accepted_at,
    ).toBe(accepted_at);
  });
});
