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
  // The code is typed from the captcha image, which shows once the app runs.
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', 'personal01');
  await page.fill('input[name="password"]', 'Wrong+Password2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.getByText('帳號或密碼錯誤').first().waitFor({ timeout: 10_000 });
  assert.match(new URL(page.url()).pathname, /^\/login/);
  await page.close();
});

test('the login form is in the HTML, its full form loads on the first use and keeps what was typed fast', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const html = await (await fetch(`${BASE}/login`)).text();
  assert.match(html, /<input[^>]*name="password"/);
  await page.goto(`${BASE}/login`);
  await page.waitForLoadState('networkidle');
  // Formik, Yup and Apollo Client wait for the visitor.
  assert.deepEqual(
    scripts.filter((file) => /LoginFormView|apollo-runtime/.test(file)),
    [],
  );

  // Typed without a pause: the full form takes over somewhere in the middle.
  await page.locator('input[name="account"]').pressSequentially('bad account!');
  await page.locator('input[name="password"]').focus();
  await page.locator('input[name="password"]').pressSequentially('Sandbox+Demo2026');
  await page.getByText('帳號最多 20 個字元，僅限英文字母、數字及 _ . @').waitFor({ timeout: 10_000 });
  assert.equal(await page.inputValue('input[name="account"]'), 'bad account!');
  assert.equal(await page.inputValue('input[name="password"]'), 'Sandbox+Demo2026');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'password');
  assert.ok(scripts.some((file) => /LoginFormView/.test(file)));

  await page.fill('input[name="account"]', 'personal01');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  assert.deepEqual(consoleErrors, []);
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
