// scratch: screenshot signed-in pages. node _shot.mjs <dbUrl> <out-prefix> <path>...
import { chromium } from 'playwright-core';
import { startGateway, signIn } from './harness.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../../frontend/e2e/browser.mjs';
const [url, out, ...paths] = process.argv.slice(2);
const gw = await startGateway(url);
try {
  const s = await signIn(gw.baseUrl, 'business01');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies(s.cookie.split('; ').map((c) => { const [name, ...v] = c.split('='); return { name, value: v.join('='), url: gw.baseUrl }; }));
    const page = await ctx.newPage();
    for (const p of paths) {
      await page.goto(gw.baseUrl + p);
      await page.waitForTimeout(2500);
      const f = `${out}-${p.replace(/\W+/g, '_')}-${width}.png`;
      await page.screenshot({ path: f, fullPage: width === 1280 });
      console.log(f);
    }
    await ctx.close();
  }
  await browser.close();
} finally { await gw.stop(); }
