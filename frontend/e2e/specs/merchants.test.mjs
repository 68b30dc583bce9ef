import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';
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

test('personal01 opens a second shop: it waits for review; the dashboard shows real figures', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', 'personal01');
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, T);
  await dismissGates(page);
  // Demo money: 4 paid payments of 1,200, two of them settled (2,341), and older history, all settled (1,175 more).
  await page.getByTestId('money-overview').getByText('本月收款').waitFor(T);
  assert.match(await page.getByTestId('money-overview').textContent(), /\$3,516/);
  await screenshot(page, 'merchants-dashboard');

  await page.goto(`${BASE}/auth/merchant/create`);
  await dismissGates(page);
  await page.getByRole('button', { name: '送出審核' }).click();
  await page.getByText('請輸入商店名稱').waitFor(T);
  await page.fill('input[name="name"]', '小明二號店');
  await page.selectOption('select[name="businessTypeId"]', '3');
  await page.fill('input[name="website"]', 'https://two.example.com');
  // Customer-service phone: the SPEC §5 area-code rule names the wrong part before anything is sent.
  await page.fill('input[name="serviceAreaCode"]', '12');
  await page.fill('input[name="serviceTel"]', '23456789');
  await page.fill('input[name="serviceExt"]', '123');
  await page.getByRole('button', { name: '送出審核' }).click();
  await page.getByText('區碼格式錯誤，須以 0 開頭，第二碼為 2 至 9').waitFor(T);
  await page.fill('input[name="serviceAreaCode"]', '02');
  await screenshot(page, 'merchants-create');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'merchants-create-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: '送出審核' }).click();
  await page.waitForURL(/\/auth\/merchant\/detail\/\d+$/, T);
  await page.getByText('審核中').first().waitFor(T);
  await page.getByText('(02) 23456789 #123').waitFor(T);
  await screenshot(page, 'merchants-detail');

  await page.goto(`${BASE}/auth/merchant`);
  await page.getByText('小明二號店').waitFor(T);
  assert.match(await page.locator('table').textContent(), /小明手作.*啟用.*小明二號店.*審核中/);
  await screenshot(page, 'merchants-list');
  assert.deepEqual(consoleErrors, []);
  await page.close();
});
