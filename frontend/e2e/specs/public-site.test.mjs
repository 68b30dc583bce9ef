import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshot, watchConsole } from '../browser.mjs';

const BASE = process.env.E2E_BASE_URL;
const CAPTCHA = process.env.E2E_CAPTCHA;

// Every public route of SPEC §2.2 with a heading it must show.
const ROUTES = [
  ['/', '一個帳號，收齊每一種付款'],
  ['/news', '最新消息'],
  ['/campaign', '行銷活動'],
  ['/products', '核心機制'],
  ['/payment', '金流服務'],
  ['/shipping', '物流服務'],
  ['/shipping-send', '寄件方式'],
  ['/shipping-refund', '退貨流程'],
  ['/period', '定期定額'],
  ['/bank-info-inst', '分期付款銀行'],
  ['/price', '價金保管'],
  ['/fee', '費用說明'],
  ['/security', '安全認證'],
  ['/disputes', '交易爭議處理'],
  ['/terms', '服務條款'],
  ['/privacy', '隱私權政策'],
  ['/QA', '常見問題'],
  ['/contact', '聯絡我們'],
  ['/transactions', '交易查詢'],
];
const WIDTHS = [1280, 375];
const SHOTS = new Set(['/', '/fee', '/shipping']);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function open(path, width) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const errors = watchConsole(page);
  await page.goto(`${BASE}${path}`);
  return { page, errors };
}

/**
 * A prerendered page's buttons work once the app has hydrated it, which comes after the first paint: a press before
 * does nothing, and a visitor presses again, as this does (up to ten times, a second apart).
 */
async function pressUntilOpen(page, buttonName, popup) {
  for (let press = 0; press < 10 && !(await popup.isVisible()); press += 1) {
    await page.getByRole('button', { name: buttonName }).click();
    await popup.waitFor({ timeout: 1_000 }).catch(() => undefined);
  }
  await popup.waitFor();
}

for (const width of WIDTHS) {
  test(`every public route renders its heading at ${width} px without console errors`, async () => {
    for (const [path, heading] of ROUTES) {
      const { page, errors } = await open(path, width);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 10_000 });
      // Pages that read the reference or content wait for their data before the screenshot.
      if (path === '/fee' || path === '/shipping') await page.getByRole('table').first().waitFor();
      assert.ok((await page.title()).startsWith('PayDesk｜'), `${path} title`);
      if (SHOTS.has(path)) await screenshot(page, `public-${path === '/' ? 'index' : path.slice(1)}-${width}`);
      assert.deepEqual(errors, [], `${path} at ${width}px`);
      await page.close();
    }
  });
}

test('the fee page shows the reference figures', async () => {
  const { page } = await open('/fee', 1280);
  const table = page.getByRole('table', { name: '金流手續費' });
  await table.waitFor();
  const text = await table.innerText();
  for (const figure of ['2.8%', '3.5%', '$25 / 筆', '1%', '$30,000', '2.5%', '0.2%', '2.2%'])
    assert.ok(text.includes(figure), figure);
  await page.close();
});

test('/ and /fee come prerendered, and the app hydrates them without an error', async () => {
  for (const [path, heading] of [
    ['/', '一個帳號，收齊每一種付款'],
    ['/fee', '費用說明'],
  ]) {
    // The heading is in the HTML itself (build/prerender.mjs, put in #root by the gateway): no script needed.
    const html = await (await fetch(`${BASE}${path}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    assert.match(root, new RegExp(`<h1[^>]*>${heading}</h1>`), `${path}: the prerendered h1`);
    // One inline script, the loader that asks for the app after the first paint; the CSP allows it by its hash (a
    // refusal would be on the console and leave the page without its app).
    assert.equal(root.match(/<script>/g)?.length, 1, `${path}: the after-paint loader only`);

    const page = await browser.context.newPage();
    const errors = watchConsole(page);
    // The heading element as parsed from the HTML, before any module script has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.prerenderedHeading = document.querySelector('h1');
      });
    });
    await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
    if (path === '/fee') await page.getByRole('table', { name: '金流手續費' }).waitFor();
    // Hydrated, not replaced: the app adopted the prerendered elements. A mismatch would make React render the
    // page anew (another h1) and report it on the console.
    assert.equal(await page.evaluate(() => window.prerenderedHeading === document.querySelector('h1')), true, path);
    assert.equal(await page.getByRole('heading', { level: 1, name: heading }).count(), 1);
    assert.deepEqual(errors, [], `${path}: console`);
    // The app's entry was asked for after the first contentful paint, not beside the HTML.
    const [firstPaint, entryRequested] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime,
    ]);
    assert.ok(
      firstPaint > 0 && entryRequested >= firstPaint,
      `${path}: entry at ${entryRequested}, FCP at ${firstPaint}`,
    );
    // And it is the live app: a header link navigates in the page, without loading a new document.
    await page.evaluate(() => {
      window.samePage = true;
    });
    await page.getByRole('banner').getByRole('link', { name: '費用說明' }).first().click();
    await page.waitForURL(`${BASE}/fee`);
    await page.getByRole('heading', { level: 1, name: '費用說明' }).waitFor();
    assert.equal(await page.evaluate(() => window.samePage), true, `${path}: client-side navigation`);
    await page.close();
  }
});

test('robots.txt names the sitemap, which lists the public pages of the built route table', async () => {
  const robots = await fetch(`${BASE}/robots.txt`);
  assert.equal(robots.status, 200);
  const text = await robots.text();
  assert.match(text, /^Disallow: \/auth\/$/m);
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(text)?.[1];
  assert.ok(sitemapUrl, text);
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  // Addresses come from APP_URL; the app's own base path (if any) is left off to compare with the route table.
  const base = new URL(BASE).pathname.replace(/\/$/, '');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname.slice(base.length) || '/',
  );
  for (const path of ['/', '/fee', '/news', '/developers']) assert.ok(paths.includes(path), `${path} in ${paths}`);
  for (const path of paths) assert.doesNotMatch(path, /^\/(auth|ops|sample)|:/);
});

test('the header turns solid after 81 px and the up button appears after 301 px', async () => {
  const { page, errors } = await open('/fee', 1280);
  await page.getByRole('table').first().waitFor();
  const header = page.locator('header');
  assert.equal(await header.getAttribute('data-solid'), 'false');
  assert.equal(await page.getByRole('button', { name: '回到頂端' }).count(), 0);
  await page.evaluate(() => window.scrollTo(0, 81));
  await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-solid') === 'true', null, {
    timeout: 2000,
  });
  assert.equal(await page.getByRole('button', { name: '回到頂端' }).count(), 0);
  await page.evaluate(() => window.scrollTo(0, 301));
  await page.getByRole('button', { name: '回到頂端' }).waitFor({ timeout: 2000 });
  await page.getByRole('button', { name: '回到頂端' }).click();
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 3000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the mobile drawer opens and navigates', async () => {
  const { page, errors } = await open('/', 375);
  const drawer = page.getByRole('dialog');
  await pressUntilOpen(page, '開啟選單', drawer);
  await page.waitForTimeout(400); // let the slide-in animation finish before the screenshot
  await screenshot(page, 'public-drawer-375');
  await drawer.getByRole('link', { name: '費用說明' }).click();
  await page.waitForURL(`${BASE}/fee`);
  await page.getByRole('heading', { level: 1, name: '費用說明' }).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the customer-service popup links to /contact', async () => {
  const { page } = await open('/price', 1280);
  // /price comes prerendered. The popup is the dialog (the footer shows the same hours).
  const popup = page.getByRole('dialog', { name: '客服中心' });
  await pressUntilOpen(page, '客服中心', popup);
  await popup.getByText(/客服時間：週一至週五 09:00-12:30、13:30-18:00/).waitFor();
  await popup.getByRole('link', { name: '聯絡客服' }).click();
  await page.getByRole('heading', { level: 1, name: '聯絡我們' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/contact');
  await page.close();
});

test('a news item opens from the list', async () => {
  const { page, errors } = await open('/news', 1280);
  await page.getByRole('link', { name: /系統維護公告/ }).click();
  await page.getByRole('heading', { level: 1, name: /系統維護公告/ }).waitFor();
  assert.match(new URL(page.url()).pathname, /^\/news\/\d+$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the trade inquiry answers the seeded trade and a neutral message otherwise', async () => {
  const { page, errors } = await open('/transactions', 1280);
  const ask = async (tradeNo, amount) => {
    await page.getByLabel('交易編號').fill(tradeNo);
    await page.getByLabel('交易金額').fill(amount);
    await page.getByLabel('驗證碼').fill(CAPTCHA);
    await page.getByRole('button', { name: '查詢' }).click();
  };
  // The demo trade seeded through the real checkout (db/seeds/demo/demo-money.ts).
  await ask('20261110103000000001', '1200');
  await page.getByText('小明手作').waitFor();
  await page.getByText('付款成功').waitFor();
  await ask('20261110103000000001', '1201');
  await page.getByText('查無符合的交易，請確認交易編號與金額是否正確').waitFor();
  assert.equal(await page.getByText('小明手作').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('ops01 edits a news item in the content screen and the public page shows it', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${BASE}/login`);
  // The code is typed from the captcha image, which shows once the app runs.
  await page.locator('img[src*="image_captcha"]').first().waitFor();
  await page.fill('input[name="account"]', 'ops01');
  await page.fill('input[name="password"]', 'Sandbox+Demo2026');
  await page.fill('input[name="captcha"]', CAPTCHA);
  await page.getByRole('button', { name: '登入' }).click();
  // Operators land on member review; the content screen is their other tool.
  await page.waitForURL(`${BASE}/ops/members`);
  await page.goto(`${BASE}/ops/content`);
  await page.getByRole('button', { name: /^編輯 稅務提醒/ }).click();
  await page.getByLabel('標題').fill('稅務提醒：網路銷售門檻（已更新）');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.getByRole('cell', { name: '稅務提醒：網路銷售門檻（已更新）', exact: true }).waitFor();
  await screenshot(page, 'ops-content-1280');
  await page.goto(`${BASE}/news`);
  await page.getByRole('link', { name: '稅務提醒：網路銷售門檻（已更新）' }).waitFor();
  await page.close();
});
