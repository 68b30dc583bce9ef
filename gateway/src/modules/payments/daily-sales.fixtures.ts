import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { sqlOf } from '../../core/database/sql';
import { SANDBOX_CARDS } from './checkout.messages';
import { DAILY_SALES, rollUpDailySales } from './daily-sales';

/** Test helpers for the daily summary: a link to pay, a checkout, and the summary against a direct aggregate. */

/** A fresh app with business01 signed in and a card payment link of its to pay. */
export async function sellerWithLink(poolMax?: number) {
  // The figures are compared right after each write: the dashboard reads its report part every time.
  const t = await createTestApp({ DASHBOARD_REPORT_CACHE_MS: '0' }, poolMax ? { poolMax } : {});
  const em = t.orm.em.fork();
  const seller = t.client();
  await seller.login('business01');
  return { t, em, seller, token: await paymentLinkOf(seller) };
}

export async function paymentLinkOf(seller: TestClient, payTypes = ['CREDIT']): Promise<string> {
  const shops = await seller.gql<{ merchants: { id: number }[] }>('{ merchants { id } }');
  const merchantId = shops.data?.merchants[0]?.id;
  if (!merchantId) throw new Error('the seller has no shop');
  const link = await seller.gql<{ createPaymentLink: { link: { token: string } } }>(
    `mutation($input: PaymentLinkInput!) { createPaymentLink(input: $input) { link { token } } }`,
    { input: { merchantId, title: '日報測試', amount: 1_000, description: '', payTypes, installments: [] } },
  );
  const token = link.data?.createPaymentLink.link.token;
  if (!token) throw new Error(`no payment link: ${JSON.stringify(link.errors)}`);
  return token;
}

export async function pay(t: TestApp, token: string, card: string = SANDBOX_CARDS.success) {
  const buyer = t.client();
  await buyer.openPage();
  return buyer.gql<{ sandboxPay: { transaction: { tradeNo: string } | null; errors: { code: string }[] } }>(
    `mutation($input: SandboxPayInput!) { sandboxPay(input: $input) { transaction { tradeNo } errors { code } } }`,
    { input: { token, payType: 'CREDIT', cardNumber: card, buyerName: '林美玲', buyerEmail: 'buyer@example.com' } },
  );
}

/** Keys where the summary (rolled up plus queued deltas) and a direct aggregate of the payments disagree. */
export async function summaryMismatches(em: EntityManager): Promise<unknown[]> {
  return sqlOf(em)(
    `with s as (select member_id, business_date as d, pay_type, status, sum(tx_count)::int as n, sum(amount_sum)::bigint as a
                  from ${DAILY_SALES} x group by 1, 2, 3, 4 having sum(tx_count) <> 0 or sum(amount_sum) <> 0),
          p as (select member_id, (created_at at time zone 'Asia/Taipei')::date as d, pay_type, status, count(*)::int as n,
                       sum(amount)::bigint as a from payment_transaction where member_id is not null group by 1, 2, 3, 4)
     select member_id, to_char(d, 'YYYY-MM-DD') as day, pay_type, status, s.n as summary_n, p.n as direct_n,
            s.a::text as summary_amount, p.a::text as direct_amount
       from s full join p using (member_id, d, pay_type, status)
      where s.n is distinct from p.n or s.a is distinct from p.a`,
  );
}

/**
 * The summary is exact with its deltas queued, and again after they are rolled up (none left queued); throws (so
 * fails the calling test) with the keys that differ. Throws rather than expects: this file is built with the gateway.
 */
export async function expectSummaryExact(em: EntityManager): Promise<void> {
  const queued = await summaryMismatches(em);
  await rollUpDailySales(em);
  const left = await queuedDeltas(em);
  const rolled = await summaryMismatches(em);
  if (queued.length || left || rolled.length)
    throw new Error(`daily summary off: ${JSON.stringify({ queued, left, rolled })}`);
}

export async function queuedDeltas(em: EntityManager): Promise<number> {
  const [{ n }] = await sqlOf(em)<{ n: number }>(`select count(*)::int as n from member_daily_sales_delta`);
  return n;
}
