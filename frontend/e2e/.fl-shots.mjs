// temporary (not committed): screenshots of the first-load pages at 1280 and 390 px, plus the served preload links
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { dismissGates } from './gates.mjs';
const root = '/work/wt-firstload';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const db = 'fl_shots_' + process.pid;
const c = new pg.Client({ connectionString: admin }); await c.connect(); await c.query(`create database ${db}`); await c.end();
const port = 4700 + (process.pid % 200);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, 'gateway/dist/gateway/src/main.js')], { cwd: root, env: { ...process.env, APP_ENV: 'test', PORT: String(port), APP_URL: base, CAPTCHA_FIXED_CODE: 'E2E01', DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`, UPLOAD_DIR: '/tmp/fl-shots/uploads' }, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  for (let i = 0; i < 400; i++) { try { if ((await fetch(`${base}/login`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
  const html = await (await fetch(`${base}/login`)).text();
  console.log('preloads in /login html:', (html.match(/modulepreload/g) ?? []).length, html.includes('LoginView') ? 'names LoginView' : 'NO LoginView');
  const html2 = await (await fetch(`${base}/nope`)).text();
  console.log('preloads in /nope html:', (html2.match(/modulepreload/g) ?? []).length);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const errors = []; page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    for (const p of ['/', '/login', '/fee']) {
      await page.goto(base + p); await page.locator('h1').first().waitFor({ timeout: 60000 }); await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/fl-shots/${p === '/' ? 'home' : p.slice(1)}-${width}.png` });
    }
    await page.goto(`${base}/login`); await page.locator('img[src*="image_captcha"]').first().waitFor({ timeout: 60000 });
    await page.fill('input[name="account"]', 'business01'); await page.fill('input[name="password"]', 'Sandbox+Demo2026'); await page.fill('input[name="captcha"]', 'E2E01');
    await page.getByRole('button', { name: '登入' }).click(); await page.waitForURL(`${base}/auth/index`, { timeout: 60000 });
    await dismissGates(page); await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/fl-shots/auth-index-${width}.png` });
    console.log(width, 'console errors:', errors);
    await ctx.close();
  }
  await browser.close();
} finally {
  child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r));
  const d = new pg.Client({ connectionString: admin }); await d.connect(); await d.query(`drop database if exists ${db} with (force)`); await d.end();
}
