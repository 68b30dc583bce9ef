import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/config';
import { freePort } from '../core/database/embedded-postgres';

/** The built gateway's entry point: tests that start it as a process need `npm run build -w gateway` first. */
const MAIN = path.join(repoRoot(), 'gateway', 'dist', 'gateway', 'src', 'main.js');

export interface BuiltGateway {
  child: ChildProcess;
  url: string;
  /** Everything it has printed so far (stdout and stderr). */
  output: () => string;
}

/**
 * Starts the built gateway as a process (APP_ENV=test, a fixed captcha) on `databaseUrl` and a free port; with
 * `waitUntilServing` (the default) resolves once its login page answers.
 */
export async function startBuiltGateway(
  databaseUrl: string,
  captcha: string,
  { env = {}, waitUntilServing = true }: { env?: NodeJS.ProcessEnv; waitUntilServing?: boolean } = {},
): Promise<BuiltGateway> {
  if (!fs.existsSync(MAIN)) throw new Error(`build the gateway first (npm run build -w gateway): ${MAIN} is missing`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      CAPTCHA_FIXED_CODE: captcha,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const gateway = { child, url: `http://127.0.0.1:${port}`, output: () => output };
  if (!waitUntilServing) return gateway;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway exited: ${output}`);
    try {
      if ((await fetch(`${gateway.url}/login`)).ok) return gateway;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The cookies a response sets, as a Cookie header. */
export const cookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Signs a demo member in over HTTP as a browser would, against a running gateway (APP_ENV=test with a fixed
 * captcha): the login page for the cookie and CSRF token, the captcha, then the login mutation.
 */
export async function signInOverHttp(
  url: string,
  captcha: string,
  account = 'business01',
): Promise<{ cookie: string; csrf: string }> {
  const page = await fetch(`${url}/login`);
  const cookie = cookieOf(page);
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error('the login page carries no CSRF token');
  await fetch(`${url}/api/login/image_captcha?t=1`, { headers: { cookie } });
  const login = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { errors { message } } }',
      variables: { input: { account, password: 'Sandbox+Demo2026', captcha, kind: 'MEMBER' } },
    }),
  });
  const answer = (await login.json()) as { data?: { login: { errors: unknown[] } } };
  if (answer.data?.login.errors.length !== 0) throw new Error(`sign-in of ${account}: ${JSON.stringify(answer)}`);
  return { cookie: cookieOf(login) || cookie, csrf };
}
