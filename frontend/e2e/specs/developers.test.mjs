import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import path from 'node:path';
import { launchBrowser, screenshot, SCREENSHOT_DIR, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function login(page, account) {
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', account);
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, T);
  await dismissGates(page);
}

const examples = (page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: '範例' }) });

test('a guest sees the examples without copy buttons and is asked to sign in for the console', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${BASE}/developers`);
  await page.getByText('登入會員後即可在此試用 API。').waitFor(T);
  assert.equal(await examples(page).getByRole('button', { name: '複製' }).count(), 0);
  assert.ok((await examples(page).innerText()).includes('$PAYDESK_TOKEN'));
  await screenshot(page, 'developers-guest-1280');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a member copies examples with <YOUR_TOKEN>, runs a query in the console, and cannot run a mutation', async () => {
  const page = await browser.context.newPage();
  const errors = watchConsole(page);
  await login(page, 'business01');
  await page.goto(`${BASE}/developers`);
  const form = page.getByRole('form', { name: 'GraphQL 查詢主控台' });
  await form.waitFor(T);
  assert.equal(await examples(page).getByRole('button', { name: '複製' }).count(), 4);
  assert.ok((await examples(page).innerText()).includes('Bearer <YOUR_TOKEN>'));

  await form.getByRole('button', { name: '執行' }).click();
  const result = page.getByLabel('回應', { exact: true });
  await result.waitFor(T);
  assert.match(await result.innerText(), /"account": "business01"/);
  await page.getByText('回應（HTTP 200）').waitFor(T);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: '試用 API（測試環境）' }) });
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, `developers-console-${width}.png`) });
    await screenshot(page, `developers-member-${width}`);
    await examples(page).screenshot({ path: path.join(SCREENSHOT_DIR, `developers-examples-${width}.png`) });
    await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: '錯誤格式' }) })
      .screenshot({ path: path.join(SCREENSHOT_DIR, `developers-errors-${width}.png`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll at ${width} px (${overflow})`);
  }

  await page.getByLabel('查詢（GraphQL）').fill('mutation { logout }');
  await form.getByRole('button', { name: '執行' }).click();
  await page.getByRole('alert').filter({ hasText: '測試主控台只能執行查詢' }).waitFor(T);
  assert.deepEqual(errors, []);

  // The gateway refuses it too, whatever the page does.
  const refused = await page.evaluate(async () => {
    const token = document.querySelector('meta[name="csrf-token"]').content;
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token, 'X-PayDesk-Console': '1' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    return { status: r.status, body: await r.json() };
  });
  assert.equal(refused.status, 403);
  assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN');
  await page.close();
});
