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
