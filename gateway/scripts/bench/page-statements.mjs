// SQL statements per page as a browser loads it cold (every request the page makes, static
// files included), read from the gateway's X-Sql-Statements header (SQL_STATEMENT_COUNT=1). The dashboard and the
// transactions page each stay at or under 15; the table also shows how many requests the page made.
import { launchBrowser } from '../../../frontend/e2e/browser.mjs';
import { CAPTCHA, PASSWORD } from './harness.mjs';

const TARGET = 15;

async function statementsOf(page, url) {
  const seen = [];
  const onResponse = (res) => {
    const n = res.headers()['x-sql-statements'];
    if (n === undefined) return;
    let operation = '';
    try {
      // A batch of queries posts an array of operations.
      const body = res.request().postDataJSON();
      operation = [body ?? []]
        .flat()
        .map((op) => op.operationName)
        .join('+');
    } catch {
      // not JSON (a GET)
    }
    last = Date.now();
    seen.push({ url: `${res.url()} ${operation}`, n: Number(n) });
  };
  let last = Date.now();
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  // 'networkidle' comes after 500 ms without traffic, which a busy machine can spend parsing the page's chunks
  // before its queries leave: the page is done when two seconds pass without a counted answer.
  while (Date.now() - last < 2_000) await page.waitForTimeout(250);
  page.off('response', onResponse);
  return { requests: seen.length, statements: seen.reduce((sum, r) => sum + r.n, 0), seen };
}

export async function measurePageStatements(gateway) {
  // The browser tests' launcher: Debian's chromium with the flags this machine needs.
  const { context, close } = await launchBrowser();
  try {
    const page = await context.newPage();
    await page.goto(`${gateway.baseUrl}/login`);
    await page.locator('img[src*="image_captcha"]').first().waitFor();
    await page.fill('input[name="account"]', 'business01');
    await page.fill('input[name="password"]', PASSWORD);
    await page.fill('input[name="captcha"]', CAPTCHA);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(`${gateway.baseUrl}/auth/index`, { timeout: 20_000 });
    const rows = [];
    for (const [name, route] of [
      ['dashboard (/auth/index)', '/auth/index'],
      ['transactions (/auth/uop/transaction)', '/auth/uop/transaction'],
    ]) {
      // A cold load: a new page, as after typing the address.
      const cold = await context.newPage();
      const { requests, statements, seen } = await statementsOf(cold, `${gateway.baseUrl}${route}`);
      await cold.close();
      if (process.env.BENCH_VERBOSE) for (const r of seen) if (r.n) console.error(`  ${r.n}\t${r.url}`);
      rows.push({
        figure: `SQL statements, cold ${name}: ${requests} requests`,
        value: String(statements),
        target: `≤ ${TARGET}`,
        pass: statements <= TARGET,
      });
    }
    return rows;
  } finally {
    await close();
  }
}
