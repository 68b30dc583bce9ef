import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const taiwanToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const browsers = {};
before(async () => {
  // One browser per person: sessions are cookies, and each role signs in on its own.
  for (const who of ['ops', 'agent', 'seller', 'buyer']) browsers[who] = await launchBrowser();
});
after(async () => {
  for (const b of Object.values(browsers)) await b?.close();
});

async function login(page, account, landing = '/auth/index') {
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}${landing}`, T);
  if (landing === '/auth/index') await dismissGates(page);
}

// A loaded machine may raise a gate dialog (SPEC §4) seconds after a page loads; a modal hides the page from role
// queries, so every page the spec acts on is given that long to show one.
const GATE_SETTLE = { settleMs: 4000 };
async function visit(page, url) {
  await page.goto(url);
  await dismissGates(page, GATE_SETTLE);
}

/** A GraphQL call made inside the page, with its session and CSRF token. */
async function gql(page, query) {
  return page.evaluate(async (q) => {
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf },
      body: JSON.stringify({ query: q }),
    });
    return (await res.json()).data;
  }, query);
}

const money = (text) => Number(text.replace(/[^\d-]/g, ''));

/** The available (withdrawable) figure of the balance page. */
async function available(page) {
  await page.goto(`${BASE}/auth/bill/detail`);
  const figure = page.getByTestId('figure-available');
  await figure.getByText('$').first().waitFor(T);
  return money(await figure.locator('span').filter({ hasText: '$' }).first().textContent());
}

/** The signed-in member's id ('member:12' -> 12), as ops would look it up. */
async function memberId(page) {
  const id = await page.evaluate(async () => {
    const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    return (await res.json()).data.viewer.id;
  });
  return Number(String(id).split(':')[1]);
}

test('ops sets a contract, agent01 refers personal01 who accepts, a payment shows in inquiry and shares, the month closes and pays once, a pf:read token is shown once', async () => {
  const agent = await browsers.agent.context.newPage();
  const agentErrors = watchConsole(agent);
  await login(agent, 'agent01');
  const agentId = await memberId(agent);
  assert.ok(agentId > 0);

  // 1. ops01 sets agent01's contract from the first of this month: 20% of the platform fee on card payments.
  const ops = await browsers.ops.context.newPage();
  const opsErrors = watchConsole(ops);
  await login(ops, 'ops01', '/ops/members');
  await ops.getByRole('link', { name: '代理商合約' }).click();
  await ops.waitForURL(`${BASE}/ops/agents`, T);
  await ops.fill('input[name="search"]', 'agent01');
  await ops.getByRole('button', { name: '搜尋', exact: true }).click();
  await ops.getByTestId('agent-row').filter({ hasText: 'agent01' }).getByRole('button', { name: /^開啟/ }).click();
  await ops.getByRole('heading', { name: '設定新版本合約' }).waitFor(T);
  await ops.fill('input[name="startsOn"]', `${taiwanToday().slice(0, 7)}-01`);
  // Rates are typed in percent of the platform fee.
  await ops.fill('input[name="rates.CREDIT"]', '20');
  await ops.fill('textarea[name="note"]', 'E2E 合約');
  await ops.getByRole('button', { name: '儲存合約' }).click();
  await ops.getByTestId('agent-contracts').getByText('生效中').first().waitFor(T);
  assert.match(await ops.getByTestId('agent-contracts').textContent(), /信用卡 20%/);
  await screenshot(ops, 'agency-ops-contract');
  assert.deepEqual(opsErrors, []);

  // 2. The agent sees the contract in force and refers personal01 by email.
  await visit(agent, `${BASE}/auth/pf/contract_info`);
  await agent.getByTestId('contract-current').getByText('生效中').waitFor(T);
  assert.match(await agent.getByTestId('contract-current').textContent(), /信用卡\s*20%/);
  await screenshot(agent, 'agency-contract');
  await visit(agent, `${BASE}/auth/pf/merchant/create`);
  // SPEC §5 email rule before anything is sent.
  await agent.fill('input[name="email"]', '賣家 @example');
  await agent.getByRole('button', { name: '送出邀請' }).click();
  await agent.getByText('電子信箱格式錯誤').waitFor(T);
  await agent.fill('input[name="email"]', 'personal01@example.com');
  await agent.fill('textarea[name="note"]', '夜市攤商');
  await agent.getByRole('button', { name: '送出邀請' }).click();
  await agent.waitForURL(`${BASE}/auth/pf/merchant/list`, T);
  const invited = agent.getByTestId('partner-row').filter({ hasText: 'personal01@example.com' });
  await invited.getByText('邀請中').waitFor(T);
  await screenshot(agent, 'agency-partners-invited');

  // 3. personal01 accepts on its dashboard.
  const seller = await browsers.seller.context.newPage();
  const sellerErrors = watchConsole(seller);
  await login(seller, 'personal01');
  const card = seller.getByTestId('referral-card');
  await card.waitFor(T);
  await dismissGates(seller, GATE_SETTLE);
  assert.match(await card.textContent(), /邀請您成為合作商店/);
  await screenshot(seller, 'agency-referral-card');
  await card.getByRole('button', { name: '接受' }).click();
  await card.waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(sellerErrors, []);

  await agent.reload();
  await dismissGates(agent, GATE_SETTLE);
  await agent.getByTestId('partner-row').filter({ hasText: 'personal01@example.com' }).getByText('合作中').waitFor(T);
  await screenshot(agent, 'agency-partners');

  // 4. A buyer pays personal01's payment link by sandbox card.
  const buyer = await browsers.buyer.context.newPage();
  await buyer.goto(`${BASE}/pay/demo-leather-wallet`);
  await buyer.fill('input[name="buyerName"]', '林美玲');
  await buyer.fill('input[name="buyerEmail"]', 'buyer@example.com');
  await buyer.fill('input[name="cardNumber"]', '4311952222222222');
  await buyer.getByRole('button', { name: '確認付款' }).click();
  await buyer.getByText('付款成功').first().waitFor(T);
  const tradeNo = (await buyer.getByTestId('trade-no').textContent()).trim();
  assert.match(tradeNo, /^\d{20}$/);

  // 5. The agent finds it in the partner inquiry (with a CSV of the same filter) and in this month's share.
  await visit(agent, `${BASE}/auth/pf/inquiry/transaction`);
  await agent.getByTestId('partner-transaction-row').filter({ hasText: tradeNo }).waitFor(T);
  // The page says what of a partner it shows: transactions from its acceptance on.
  await agent.getByText('只顯示各合作商店接受合作之後建立的交易').waitFor(T);
  const csv = await agent.getByRole('link', { name: '匯出 CSV' }).getAttribute('href');
  assert.match(csv, /\/api\/pf\/transactions\.csv\?from=\d{4}-\d{2}-\d{2}&to=/);
  await screenshot(agent, 'agency-inquiry');
  await agent.setViewportSize({ width: 390, height: 844 });
  await screenshot(agent, 'agency-inquiry-390');
  await agent.setViewportSize({ width: 1280, height: 800 });

  await visit(agent, `${BASE}/auth/pf/shared/list`);
  const row = agent.getByTestId('share-row').filter({ hasText: '信用卡' });
  await row.first().waitFor(T);
  assert.match(await agent.getByTestId('share-total').textContent(), /\$[1-9]/);
  assert.match(await agent.getByTestId('share-closed').textContent(), /未結算/);
  assert.equal(await agent.getByTestId('share-bar').count(), 12);
  await screenshot(agent, 'agency-shares');
  await agent.setViewportSize({ width: 390, height: 844 });
  await screenshot(agent, 'agency-shares-390');
  await agent.setViewportSize({ width: 1280, height: 800 });
  await agent.getByRole('link', { name: '查看明細' }).click();
  await agent.getByTestId('share-detail-row').filter({ hasText: tradeNo }).waitFor(T);
  await screenshot(agent, 'agency-share-detail');

  // 6. The month closes: the agent's sandbox clock passes the month's end, the share is paid into its held funds
  // once; ops closing the same month again is refused and pays nothing.
  await visit(agent, `${BASE}/auth/pf/shared/list`);
  const share = money(await agent.getByTestId('share-total').textContent());
  assert.ok(share > 0);
  const before = await available(agent);
  const now = new Date(Date.now() + 8 * 3_600_000);
  const days = Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2) - now.getTime()) / 86_400_000);
  const moved = await gql(agent, `mutation { advanceSettlementClock(days: ${days}) { errors { message } } }`);
  assert.deepEqual(moved.advanceSettlementClock.errors, []);
  assert.equal(await available(agent), before + share);
  await screenshot(agent, 'agency-share-paid');

  await ops.goto(`${BASE}/ops/agents?agent=${agentId}`);
  await ops.getByLabel('月份').fill(taiwanToday().slice(0, 7));
  await ops.getByRole('button', { name: '結算月份' }).click();
  await ops.getByRole('alertdialog').getByRole('button', { name: '結算月份' }).click();
  await ops.getByText('此月份已結算').first().waitFor(T);
  await screenshot(ops, 'agency-ops-close-again');
  assert.equal(await available(agent), before + share);

  // 7. The agent creates a read-only pf:read token: the secret is shown once.
  await visit(agent, `${BASE}/auth/member/tokens`);
  await agent.fill('input[name="name"]', '對帳腳本');
  await agent.getByText('代理商專區與分潤（唯讀）').click();
  await agent.getByRole('button', { name: '建立權杖' }).click();
  const secret = agent.getByTestId('token-secret');
  await secret.waitFor(T);
  const value = (await secret.textContent()).trim();
  assert.ok(value.length >= 20);
  await agent.getByTestId('token-row').filter({ hasText: '對帳腳本' }).waitFor(T);
  assert.ok(!(await agent.getByTestId('token-list').textContent()).includes(value));
  await screenshot(agent, 'agency-token-created');
  await agent.setViewportSize({ width: 390, height: 844 });
  await screenshot(agent, 'agency-token-created-390');
  await agent.setViewportSize({ width: 1280, height: 800 });
  await agent.reload();
  await dismissGates(agent, GATE_SETTLE);
  await agent.getByTestId('token-row').filter({ hasText: '對帳腳本' }).waitFor(T);
  assert.equal(await agent.getByTestId('token-secret').count(), 0);
  assert.deepEqual(agentErrors, []);
});
