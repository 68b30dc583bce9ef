import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';
import { rawCodes, visibleText } from '../raw-codes.mjs';

// An agent's contract set by ops through the UI only: agent01 (no contract in the demo data) asks for one, ops finds
// it by typing part of its name, opens it and types the rates in percent; agent01 then reads the same percent. The
// first round runs at 1280 px, a second version is set and read at 390 px.

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };
const AGENT_NAME = '通路夥伴股份有限公司';
const WHOSE = `${AGENT_NAME}（agent01）的合約`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const taiwanNow = () => new Date(Date.now() + 8 * 3_600_000);
const thisMonthFirst = () => `${taiwanNow().toISOString().slice(0, 7)}-01`;
const nextMonthFirst = () => {
  const d = taiwanNow();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

const browsers = {};
before(async () => {
  for (const who of ['ops', 'agent']) browsers[who] = await launchBrowser();
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

// A gate dialog (SPEC §4) may open seconds after a page loads and hide the page from role queries.
async function visit(page, url) {
  await page.goto(url);
  await dismissGates(page, { settleMs: 4000 });
}

async function noRawCodes(page, where) {
  assert.deepEqual(rawCodes(await visibleText(page)), [], `raw codes on ${where}`);
}

/** On /ops/agents: types part of a name or account, searches, and opens the one agent row. */
async function findAndOpen(ops, search, shot) {
  await ops.fill('input[name="search"]', search);
  await ops.getByRole('button', { name: '搜尋', exact: true }).click();
  const row = ops.getByTestId('agent-row').filter({ hasText: 'agent01' });
  await row.first().waitFor(T);
  assert.equal(await ops.getByTestId('agent-row').count(), 1);
  await noRawCodes(ops, 'the agent list');
  await screenshot(ops, shot);
  const text = await row.first().textContent();
  await row
    .first()
    .getByRole('button', { name: `開啟 ${AGENT_NAME} 的合約` })
    .click();
  await ops.getByTestId('agent-whose').filter({ hasText: WHOSE }).waitFor(T);
  assert.match(await ops.getByTestId('contract-whose').textContent(), new RegExp(WHOSE));
  return text;
}

test('agent01 asks for a contract; ops finds it by part of its name and sets the rates in percent; agent01 reads the same percent (1280 and 390 px)', async () => {
  // 1. agent01 has no contract: the page says so plainly and lets it ask once.
  const agent = await browsers.agent.context.newPage();
  const agentErrors = watchConsole(agent);
  await login(agent, 'agent01');
  await visit(agent, `${BASE}/auth/pf/contract_info`);
  const none = agent.getByTestId('contract-none');
  await none.getByRole('heading', { name: '尚未簽訂合約' }).waitFor(T);
  assert.match(await none.textContent(), /合作商店的交易不會產生分潤/);
  await screenshot(agent, 'agent-contract-none');
  await agent.setViewportSize(PHONE);
  await screenshot(agent, 'agent-contract-none-390');
  await agent.setViewportSize(DESKTOP);
  await none.getByRole('button', { name: '申請簽訂合約' }).click();
  await agent.getByTestId('contract-requested').waitFor(T);
  await agent.reload();
  await dismissGates(agent, { settleMs: 2000 });
  // Still one waiting request after a reload; the button is gone, so it cannot be sent twice.
  await agent.getByTestId('contract-requested').waitFor(T);
  assert.equal(await agent.getByRole('button', { name: '申請簽訂合約' }).count(), 0);
  await noRawCodes(agent, 'contract_info without a contract');
  await screenshot(agent, 'agent-contract-requested');

  // 2. ops01 finds agent01 by typing part of its name: the row shows the waiting request.
  const ops = await browsers.ops.context.newPage();
  const opsErrors = watchConsole(ops);
  await login(ops, 'ops01', '/ops/members');
  await ops.getByRole('link', { name: '代理商合約' }).click();
  await ops.waitForURL(`${BASE}/ops/agents`, T);
  const rowText = await findAndOpen(ops, '通路', 'agent-contract-ops-list');
  assert.match(rowText, /申請合約中/);
  assert.match(rowText, /\$0/); // no partners yet: this month's volume is nothing

  // 3. The rate is typed in percent; a third decimal is refused before anything is sent.
  await ops.fill('input[name="startsOn"]', thisMonthFirst());
  await ops.fill('input[name="rates.CREDIT"]', '0.355');
  await ops.getByRole('button', { name: '儲存合約' }).click();
  await ops.getByText('分潤比例需為 0% 至 100%，最多兩位小數').first().waitFor(T);
  await ops.fill('input[name="rates.CREDIT"]', '0.35');
  await ops.fill('textarea[name="note"]', '依申請簽約');
  await ops.getByRole('button', { name: '儲存合約' }).click();
  await ops.getByTestId('agent-contracts').getByText('生效中').first().waitFor(T);
  assert.match(await ops.getByTestId('agent-contracts').textContent(), /信用卡 0\.35%/);
  await noRawCodes(ops, 'the agent page');
  await screenshot(ops, 'agent-contract-ops-set');
  // Back in the list the request is answered: the contract is in force with its percent.
  await ops.getByRole('button', { name: '返回代理商列表' }).click();
  const row = ops.getByTestId('agent-row').filter({ hasText: 'agent01' });
  await row.getByText('生效中').waitFor(T);
  assert.match(await row.textContent(), /信用卡 0\.35%/);
  assert.doesNotMatch(await row.textContent(), /申請合約中/);

  // 4. agent01 reads the same percent.
  await visit(agent, `${BASE}/auth/pf/contract_info`);
  await agent.getByTestId('contract-current').getByText('生效中').waitFor(T);
  assert.match(await agent.getByTestId('contract-current').textContent(), /信用卡\s*0\.35%/);
  assert.equal(await agent.getByTestId('contract-none').count(), 0);
  await noRawCodes(agent, 'contract_info');
  await screenshot(agent, 'agent-contract-set');

  // 5. The share page says only sales after a partner's acceptance count; its title and menu item agree.
  await visit(agent, `${BASE}/auth/pf/shared/list`);
  await agent.getByRole('heading', { name: '分潤總覽', level: 1 }).waitFor(T);
  await agent.getByText('分潤只計入合作商店接受合作之後成立的交易').waitFor(T);
  assert.ok((await agent.getByRole('link', { name: '分潤總覽' }).count()) >= 1);
  assert.match(await agent.title(), /分潤總覽/);

  // 6. On a phone: ops find agent01 by its account and set a second version from next month at 0.5 %.
  await ops.setViewportSize(PHONE);
  await visit(ops, `${BASE}/ops/agents`);
  await findAndOpen(ops, 'agent0', 'agent-contract-ops-list-390');
  await ops.fill('input[name="startsOn"]', nextMonthFirst());
  await ops.fill('input[name="rates.CREDIT"]', '0.5');
  await ops.getByRole('button', { name: '儲存合約' }).click();
  await ops.getByTestId('agent-contracts').getByText('尚未生效').first().waitFor(T);
  assert.match(await ops.getByTestId('agent-contracts').textContent(), /信用卡 0\.5%/);
  await screenshot(ops, 'agent-contract-ops-set-390');

  await agent.setViewportSize(PHONE);
  await visit(agent, `${BASE}/auth/pf/contract_info`);
  await agent.getByTestId('contract-current').getByText('生效中').waitFor(T);
  assert.match(await agent.getByTestId('contract-current').textContent(), /信用卡\s*0\.35%/);
  await agent.getByTestId('contract-history').getByText('尚未生效').first().waitFor(T);
  assert.match(await agent.getByTestId('contract-history').textContent(), /信用卡 0\.5%/);
  await noRawCodes(agent, 'contract_info on a phone');
  await screenshot(agent, 'agent-contract-set-390');

  assert.deepEqual(agentErrors, []);
  assert.deepEqual(opsErrors, []);
});
