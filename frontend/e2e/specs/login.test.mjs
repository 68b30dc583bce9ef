import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('personal01 logs in through the real login page and lands on /auth/index', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', 'personal01');
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  await page.getByText('王小明').first().waitFor({ timeout: 10_000 });
  await screenshot(page, 'personal01-auth-index');
  assert.deepEqual(consoleErrors, []);
  await page.close();
});

test('a wrong password keeps the member on the login page with the server message', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${BASE}/login`);
  await page.fill('input[name="account"]', 'personal01');
  await page.fill('input[name="password"]', 'Wrong+Password2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.getByText('帳號或密碼錯誤').first().waitFor({ timeout: 10_000 });
  assert.match(new URL(page.url()).pathname, /^\/login/);
  await page.close();
});

test('the public home page renders for a visitor', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/`);
  await page.locator('h1').first().waitFor();
  assert.ok((await page.title()).startsWith('PayDesk'));
  await screenshot(page, 'public-index');
  assert.deepEqual(consoleErrors, []);
  await page.close();
});
