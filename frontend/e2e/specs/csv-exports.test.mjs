import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import path from 'node:path';
import { launchBrowser, SCREENSHOT_DIR, watchConsole } from '../browser.mjs';
import { dismissGates } from '../gates.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;
const T = { timeout: 15_000 };

let seller;
before(async () => {
  seller = await launchBrowser();
});
after(async () => {
  await seller?.close();
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

/** The first line of a download, fetched in the page with its session as the link would fetch it. */
async function firstLine(page, href) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    // text() would drop the BOM: decode keeping it, as a spreadsheet sees the file.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    return `${res.status} ${text.split('\r\n')[0]}`;
  }, href);
}

const PAGES = [
  {
    path: '/auth/bill/detail',
    link: '匯出帳戶明細 CSV',
    href: /\/api\/bill\/ledger\.csv\?account=trust$/,
    header: '分錄編號',
  },
  { path: '/auth/bill/withdraw', link: '匯出提領紀錄 CSV', href: /\/api\/bill\/withdrawals\.csv$/, header: '提領編號' },
  { path: '/auth/period/transaction', link: '匯出 CSV', href: /\/api\/period\/charges\.csv$/, header: '訂閱編號' },
];

test('帳戶明細, withdrawals and recurring charges each link their CSV export, at 1280 and 390 px', async () => {
  const page = await seller.context.newPage();
  const consoleErrors = watchConsole(page);
  await login(page, 'business01');
  for (const p of PAGES) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`${BASE}${p.path}`);
      await dismissGates(page);
      const link = page.getByRole('link', { name: p.link });
      await link.waitFor(T);
      const box = await link.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${p.path} at ${width}: the button fits the screen`);
      // The button's part of the page (a full-page shot of a long ledger is too tall to look at).
      await link.scrollIntoViewIfNeeded();
      const name = `csv-export-${p.path.split('/').slice(-2).join('-')}-${width}`;
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
    }
    const href = await page.getByRole('link', { name: p.link }).getAttribute('href');
    assert.match(href, p.href);
    // The Excel format by default: the BOM, then the zh-TW header row.
    assert.match(await firstLine(page, href), new RegExp(`^200 \\uFEFF"${p.header}"`));
    // The program format: no BOM, snake_case keys.
    assert.match(await firstLine(page, `${href}${href.includes('?') ? '&' : '?'}format=raw`), /^200 "[a-z_]+",/);
  }
  assert.deepEqual(consoleErrors, []);
});
