import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const HELPER = { account: `helper${Date.now() % 100000}`, password: 'Helper+Pass2026', name: '李小助' };
const GROUP = `收款助理${Date.now() % 1000}`;
// Two permission keys by their catalogue labels (bread): trans_detail and uop_list.
const GRANTED = ['交易明細', '收款頁列表'];
// Entries every signed-in seller sees: they carry no permission key (home page, SPEC §2.3 helper routes, docs link).
const UNGATED = ['會員首頁', '最新消息', '常見問題', '技術文件'];

// Owner and assistant need separate cookie jars, so each gets its own browser profile.
let owner;
let helper;
before(async () => {
  owner = await launchBrowser();
  helper = await launchBrowser();
});
after(async () => {
  await owner?.close();
  await helper?.close();
});

async function login(browser, account, password) {
  const page = await browser.context.newPage();
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', password);
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  await dismissGates(page);
  return page;
}

const menuTexts = (page) => page.locator('[data-testid="side-menu"] nav a').allInnerTexts();

test('business01 grants a group two keys; its new assistant sees exactly those and is signed out when disabled', async () => {
  const page = await login(owner, 'business01', 'Sandbox+Demo2026');
  const ownerErrors = watchConsole(page);

  await page.goto(`${BASE}/auth/assistant/group`);
  await page.getByLabel('群組名稱').fill(GROUP);
  for (const label of GRANTED) await page.getByRole('checkbox', { name: label, exact: true }).check();
  await screenshot(page, 'assistants-group-form');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/assistant`);

  await page.goto(`${BASE}/auth/assistant/account`);
  await page.getByLabel('助理帳號', { exact: true }).fill(HELPER.account);
  await page.getByLabel('姓名').fill(HELPER.name);
  await page.getByLabel('權限群組').selectOption({ label: GROUP });
  await page.getByLabel('登入密碼').fill(HELPER.password);
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/assistant`);
  const row = page.getByRole('row').filter({ hasText: HELPER.account });
  await row.getByText('啟用中').waitFor();
  await screenshot(page, 'assistants-list');

  const assistant = await login(helper, HELPER.account, HELPER.password);
  const helperErrors = watchConsole(assistant);
  await assistant.locator('[data-testid="side-menu"] nav a', { hasText: GRANTED[1] }).waitFor();
  const items = await menuTexts(assistant);
  assert.deepEqual(items.filter((t) => !UNGATED.includes(t)).sort(), [...GRANTED].sort());
  await screenshot(assistant, 'assistants-helper-menu');

  await row.getByRole('link', { name: '編輯' }).click();
  await page.getByRole('checkbox', { name: '啟用' }).uncheck();
  await page.getByRole('button', { name: '儲存' }).click();
  await page.waitForURL(`${BASE}/auth/assistant`);
  await page.getByRole('row').filter({ hasText: HELPER.account }).getByText('已停用').waitFor();

  // Disabling ends the assistant's sessions: its next navigation lands on the login page.
  await assistant.locator('[data-testid="side-menu"] nav a', { hasText: GRANTED[0] }).click();
  await assistant.waitForURL(/\/login/, { timeout: 15_000 });
  await screenshot(assistant, 'assistants-helper-signed-out');

  assert.deepEqual(ownerErrors, []);
  // The only errors allowed on the assistant's page are the requests its ended session refused (its CSRF token went
  // with the session, so they answer 419, SPEC §8 登入逾時).
  assert.deepEqual(
    helperErrors.filter((e) => !/status of (401|419)/.test(e)),
    [],
  );
});
