// Phone-profile first load, shared by the by-hand script (phone-profile.mjs) and the bench: time
// from navigation to the first visible <h1> on Chromium emulating a slow phone: 1.6 Mbps down, 750 kbps up, 150 ms
// latency, 4x CPU slowdown, 390 px wide. Each run uses a fresh browser profile, so nothing is cached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

export const PHONE_PATHS = ['/', '/login', '/fee'];
export const PHONE_TARGET_MS = 2500;

const PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuRate: 4,
  viewport: { width: 390, height: 844 },
};

/** One cold load: a fresh profile, the phone conditions, then navigation until the first <h1> is visible. */
async function measure(url) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-phone-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: PHONE.viewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuRate });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // performance.now() counts from the navigation start, so the figure includes the document request.
    const handle = await page.waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        if (!heading) return false;
        const box = heading.getBoundingClientRect();
        const style = getComputedStyle(heading);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
          ? performance.now()
          : false;
      },
      undefined,
      { polling: 50, timeout: 60_000 },
    );
    const ms = await handle.jsonValue();
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return { ms, scriptKb: bytes / 1000 };
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every phone path measured `runs` times cold: the median, each run and the JS transferred (median). */
export async function measurePhoneProfile(baseUrl, { runs = 3 } = {}) {
  const results = [];
  for (const route of PHONE_PATHS) {
    const each = [];
    for (let run = 0; run < runs; run += 1) each.push(await measure(`${baseUrl}${route}`));
    results.push({
      path: route,
      medianMs: median(each.map((item) => item.ms)),
      runsMs: each.map((item) => item.ms),
      scriptKb: median(each.map((item) => item.scriptKb)),
    });
  }
  return results;
}
