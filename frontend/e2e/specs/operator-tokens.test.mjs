import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';

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

test('ops01 makes a reports token, a tool reads the daily report with it, and the use shows in its log', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/login`);
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', 'ops01');
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/ops/members`, T);
  await page.getByRole('navigation', { name: '營運工具' }).getByRole('link', { name: '營運權杖' }).click();
  await page.waitForURL(`${BASE}/ops/tokens`, T);
  await page.getByText('尚未建立任何營運權杖。').waitFor(T);

  await page.fill('input[name="name"]', '每日營收報表');
  await page.fill('input[name="expiresInDays"]', '30');
  await page.getByText('營運報表（唯讀）').click();
  await page.getByRole('button', { name: '建立權杖' }).click();
  const secret = (await page.getByTestId('operator-token-secret').textContent({ timeout: 15_000 })).trim();
  assert.match(secret, /^pdk_/);
  await screenshot(page, 'operator-tokens-created');

  // The internal tool: no cookie, only the token.
  const answer = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: 'query DailyReport { opsDailySales { from to items { day count amount } } }' }),
  });
  assert.equal(answer.status, 200);
  const body = await answer.json();
  assert.equal(body.errors, undefined);
  assert.match(body.data.opsDailySales.to, /^\d{4}-\d{2}-\d{2}$/);
  const refused = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ pendingMembers { items { id } } }' }),
  });
  assert.equal((await refused.json()).errors[0].extensions.code, 'FORBIDDEN');

  await page.getByRole('button', { name: '我已妥善保存' }).click();
  await page.getByRole('button', { name: '使用紀錄 每日營收報表' }).click();
  const log = page.getByTestId('token-use-log');
  await log.getByText('DailyReport').waitFor(T);
  await log.getByText('已拒絕').waitFor(T);
  // The list was read again with the log: the tool's last use shows.
  assert.doesNotMatch(await page.getByTestId('operator-token-row').textContent(), /最後使用-|-有效/);
  await screenshot(page, 'operator-tokens-uses');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'operator-tokens-uses-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '撤銷 每日營收報表' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤銷' }).click();
  await page.getByText('已撤銷', { exact: true }).waitFor(T);
  const afterRevoke = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ opsDailySales { from } }' }),
  });
  assert.equal(afterRevoke.status, 401);
  await screenshot(page, 'operator-tokens-revoked');
  assert.deepEqual(consoleErrors, []);
  await page.close();
});
