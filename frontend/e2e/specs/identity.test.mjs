import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const PASSWORD = 'Signup+Flow2026';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function logout(page) {
  await page.goto(`${BASE}/logout`);
  await page.waitForURL(/\/login/, { timeout: 15_000 });
}

const field = (page, name) => page.locator(`input[name="${name}"]`);

test('a new personal member signs up with field errors first, then succeeds and lands in the back office', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/signup`);
  await field(page, 'account').waitFor();
  // A duplicate national ID and email come back from the gateway on their fields.
  await field(page, 'account').fill('flow_member');
  await field(page, 'password').fill(PASSWORD);
  await field(page, 'passwordConfirmed').fill(PASSWORD);
  await field(page, 'name').fill('流程測試');
  await field(page, 'identityNo').fill('A123456789');
  await field(page, 'email').fill('personal01@example.com');
  await field(page, 'mobile').fill('0977000111');
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByText('我已閱讀並同意服務條款與隱私權政策').click();
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await page.getByText('此身分證字號已註冊為會員').waitFor({ timeout: 10_000 });
  await page.getByText('此電子信箱已被其他個人會員使用').waitFor();
  await screenshot(page, 'signup-duplicates');

  await field(page, 'identityNo').fill('E123456783');
  await field(page, 'email').fill('flow_member@example.com');
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '註冊', exact: true }).click();
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  await page.getByText('流程測試').first().waitFor({ timeout: 10_000 });

  // Verify the email with the code read from the developer mailbox.
  await page.goto(`${BASE}/auth/member/edit`);
  const emailRow = page.getByTestId('verify-電子信箱');
  await emailRow.getByRole('button', { name: '發送驗證碼' }).click();
  await emailRow.getByRole('button', { name: /秒後可重新發送/ }).waitFor({ timeout: 10_000 });
  const mailbox = await browser.context.newPage();
  await mailbox.goto(`${BASE}/dev/mailbox`);
  const mail = mailbox.locator('[data-testid="outbox-message"]', { hasText: 'PayDesk 電子信箱驗證碼' }).first();
  await mail.waitFor({ timeout: 10_000 });
  const code = /(\d{6})/.exec(await mail.innerText())[1];
  await mailbox.close();
  await emailRow.getByLabel('電子信箱驗證碼').fill(code);
  await emailRow.getByRole('button', { name: '驗證' }).click();
  await emailRow.getByText('已驗證').waitFor({ timeout: 10_000 });
  await screenshot(page, 'member-edit-verified');

  // Complete the data with uploads; inspect then shows "pending review".
  await page.goto(`${BASE}/complete/personal`);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256)]);
  for (const kind of ['id_front', 'id_back', 'second_doc']) {
    await page
      .locator(`input[type="file"][name="${kind}"]`)
      .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: png });
    await page.getByText(`${kind}.png`).waitFor({ timeout: 10_000 });
  }
  await field(page, 'address').fill('台北市信義區市府路 1 號');
  await field(page, 'contactPhone').fill('02-2720-8889');
  await page.locator('input[name="bankCode"]').fill('812');
  await field(page, 'bankAccount').fill('12345678901234');
  await screenshot(page, 'complete-personal');
  await page.getByRole('button', { name: '送出審核' }).click();
  await page.waitForURL(`${BASE}/auth/member/inspect`, { timeout: 15_000 });
  await page.getByTestId('member-status').getByText('待審核').waitFor({ timeout: 10_000 });
  await screenshot(page, 'inspect-pending');
  assert.deepEqual(consoleErrors, []);
  await logout(page);
  await page.close();
});

test('ops01 approves the new member, who then sees the approval on inspect', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/login`);
  // The code is typed from the captcha image, which shows once the app runs.
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await field(page, 'account').fill('ops01');
  await field(page, 'password').fill('Sandbox+Demo2026');
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/ops/members`, { timeout: 15_000 });
  const card = page.getByTestId('pending-member').filter({ hasText: 'flow_member' });
  await card.waitFor({ timeout: 10_000 });
  await screenshot(page, 'ops-members');
  // The queue layout: open the row, decide in the drawer, confirm, then read the audit line.
  await card.getByRole('button', { name: '審核' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: '審核通過' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確認送出' }).click();
  await drawer.getByText(/^已由 營運人員 於 .+ 核准$/).waitFor({ timeout: 10_000 });
  await card.waitFor({ state: 'detached', timeout: 10_000 });
  await page.keyboard.press('Escape');
  await logout(page);

  await field(page, 'account').fill('flow_member');
  await field(page, 'password').fill(PASSWORD);
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  await page.goto(`${BASE}/auth/member/inspect`);
  await page.getByTestId('member-status').getByText('審核通過').waitFor({ timeout: 10_000 });
  assert.deepEqual(consoleErrors, []);
  await logout(page);
  await page.close();
});

test('a forgotten password is reset through the link in the developer mailbox', async () => {
  const page = await browser.context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${BASE}/verify/forget`);
  // The member created by the signup test, so no demo account used by other specs changes.
  await field(page, 'account').fill('flow_member');
  await field(page, 'email').fill('flow_member@example.com');
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '寄送重設密碼信' }).click();
  await page.getByText('若帳號與電子信箱相符').waitFor({ timeout: 10_000 });

  await page.goto(`${BASE}/dev/mailbox`);
  await page.getByText('PayDesk 重設密碼通知').first().waitFor({ timeout: 10_000 });
  await screenshot(page, 'dev-mailbox');
  await page
    .locator('[data-testid="outbox-message"]', { hasText: 'flow_member@example.com' })
    .first()
    .locator('a')
    .first()
    .click();
  await page.waitForURL(/\/verify\/resetp\//);
  await field(page, 'newPassword').fill('Reset+Browser26');
  await field(page, 'newPasswordConfirmed').fill('Reset+Browser26');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await page.waitForURL(/\/login$/, { timeout: 15_000 });

  await field(page, 'account').fill('flow_member');
  await field(page, 'password').fill('Reset+Browser26');
  await field(page, 'captcha').fill(CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
  assert.deepEqual(consoleErrors, []);
  await logout(page);
  await page.close();
});

test(
  'the idle dialog appears after a shortened idle limit, "I am still here" resets it, and zero logs out',
  { timeout: 90_000 },
  async () => {
    const page = await browser.context.newPage();
    const consoleErrors = watchConsole(page);
    await page.goto(`${BASE}/login`);
    // The code is typed from the captcha image, which shows once the app runs.
    await page.locator('img[src*="image_captcha"]').first().waitFor();
    await field(page, 'account').fill('personal01');
    await field(page, 'password').fill('Sandbox+Demo2026');
    await field(page, 'captcha').fill(CAPTCHA);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(`${BASE}/auth/index`, { timeout: 15_000 });
    // Test environments honour a per-browser override of the 10-minute limit.
    await page.evaluate(() => window.localStorage.setItem('paydesk.idleLimitMs', '3000'));
    await page.reload();
    const dialog = page.getByRole('alertdialog', { name: '閒置提醒' });
    await dialog.getByText(/系統將於 \d+ 秒後自動登出/).waitFor({ timeout: 10_000 });
    const activity = await page.evaluate(() => Number(window.localStorage.getItem('ctmo')));
    assert.ok(activity > 0);
    await screenshot(page, 'idle-warning');
    await dialog.getByRole('button', { name: '我還在' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.ok((await page.evaluate(() => Number(window.localStorage.getItem('ctmo')))) > activity);
    // Left alone again: the warning returns and the countdown ends at /logout, then the login page.
    await dialog.getByText(/系統將於 \d+ 秒後自動登出/).waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/login$/, { timeout: 45_000 });
    assert.equal(await page.evaluate(() => window.localStorage.getItem('ctmo')), null);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  },
);
