// scratch: gateway CPU µs per request for login_status and viewer. node _cpu.mjs <dbUrl> <mainJs>
import { spawn } from 'node:child_process';
import path from 'node:path';
import { signIn, graphqlRequest, load, cpuTicks, CAPTCHA } from './harness.mjs';
const [url, mainJs] = process.argv.slice(2);
const port = 40000 + Math.floor(Math.random() * 2000);
const child = spawn(process.execPath, [mainJs], { cwd: path.resolve('.'), env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'test', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, CAPTCHA_FIXED_CODE: CAPTCHA, DATABASE_URL: url }, stdio: 'ignore' });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) { try { if ((await fetch(base + '/login')).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
try {
  const s = await signIn(base, 'business01');
  const rest = { url: `${base}/api/check_login/login_status`, method: 'POST', headers: s.headers, body: '{}' };
  const gql = graphqlRequest(base, s, '{ viewer { id memType } }');
  const page = { url: `${base}/fee`, method: 'GET' };
  for (const [name, t] of Object.entries({ rest, gql, page, rest2: rest, gql2: gql })) {
    load({ url: t.url, method: t.method, headers: t.headers, body: t.body, connections: 16, seconds: 1 });
    const a = cpuTicks(child.pid).gateway;
    const run = load({ url: t.url, method: t.method, headers: t.headers, body: t.body, connections: 16, seconds: 6 });
    const b = cpuTicks(child.pid).gateway;
    console.log(name.padEnd(6), Math.round(run.rps), 'req/s', Math.round(((b - a) * 10000) / run.requests), 'µs CPU/req', run.errors, 'errors');
  }
} finally { child.kill(); }
