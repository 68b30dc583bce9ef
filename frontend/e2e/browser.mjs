// Launches Debian's chromium through playwright-core with the flags this machine needs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** The flags this machine's chromium needs (playwright adds the headless one). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's chromium binary. */
export function chromiumPath() {
  const executablePath = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
  if (!executablePath) throw new Error('Debian chromium is not installed (apt-get install -y chromium)');
  return executablePath;
}

/** `bypassCSP` lets a spec inject its own inline script (the accessibility spec's axe-core). */
export async function launchBrowser({ bypassCSP = false } = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    bypassCSP,
    viewport: { width: 1280, height: 800 },
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page, name) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Collects console errors and page errors so a spec can assert there were none. */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}
