import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CaptchaService } from './captcha.service';

let t: TestApp;
beforeAll(async () => {
  // No fixed code: the real single-use path.
  t = await createTestApp({ CAPTCHA_FIXED_CODE: '' });
});
afterAll(() => t.close());

const sha = (code: string) => createHash('sha256').update(code).digest('hex');
/** The stored code is only a hash; a test sets a known code for a session. */
const setCode = (sessionId: string, code: string) =>
  t.orm.em
    .getConnection()
    .execute('update captcha_challenge set code_hash = ? where session_id = ?', [sha(code), sessionId]);

describe('CaptchaService', () => {
  const service = new CaptchaService(undefined);

  it('accepts the issued code once, case-insensitively', async () => {
    const em = t.orm.em.fork();
    expect(await service.issue(em, 'sess-a')).toMatch(/^<svg/);
    await setCode('sess-a', 'ABCDE');
    expect(await service.consume(em, 'sess-a', 'abcde')).toBe(true);
    expect(await service.consume(em, 'sess-a', 'ABCDE')).toBe(false);
  });

  it('spends the code on a wrong answer', async () => {
    const em = t.orm.em.fork();
    await service.issue(em, 'sess-b');
    await setCode('sess-b', 'ABCDE');
    expect(await service.consume(em, 'sess-b', 'WRONG')).toBe(false);
    expect(await service.consume(em, 'sess-b', 'ABCDE')).toBe(false);
  });

  it('refuses when no captcha was issued, and an expired one', async () => {
    const em = t.orm.em.fork();
    expect(await service.consume(em, 'sess-none', 'ABCDE')).toBe(false);
    await service.issue(em, 'sess-old');
    await setCode('sess-old', 'ABCDE');
    await t.orm.em
      .getConnection()
      .execute(`update captcha_challenge set issued_at = now() - interval '6 minutes' where session_id = 'sess-old'`);
    expect(await service.consume(em, 'sess-old', 'ABCDE')).toBe(false);
  });

  it('uses the fixed code in local and test configurations', async () => {
    const fixed = new CaptchaService('TEST1');
    expect(await fixed.consume(t.orm.em.fork(), 'sess-c', 'test1')).toBe(true);
  });

  it('lets exactly one of 20 parallel requests of one session spend an answer', async () => {
    const c = t.client();
    await c.openPage();
    await c.agent.get('/api/login/image_captcha?t=1').expect(200);
    // This client's session is the newest row.
    const [{ session_id: sid }] = await t.orm.em
      .getConnection()
      .execute<{ session_id: string }[]>('select session_id from captcha_challenge order by issued_at desc limit 1');
    await setCode(sid, 'ABCDE');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.gql<{ login: { errors: { code: string }[] } }>(
          `mutation { login(input: {account: "business01", password: "Wrong+Password99", captcha: "ABCDE", kind: MEMBER}) { errors { code } } }`,
        ),
      ),
    );
    const codes = results.map((r) => r.data!.login.errors[0].code);
    expect(codes.filter((code) => code !== 'CAPTCHA_INVALID')).toHaveLength(1);
    expect(codes.filter((code) => code === 'CAPTCHA_INVALID')).toHaveLength(19);
  });
});
