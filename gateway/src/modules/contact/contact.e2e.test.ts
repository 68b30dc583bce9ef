import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_LIMIT } from './contact.service';

let t: TestApp;
beforeAll(async () => {
  // These tests play an nginx on loopback that sets X-Forwarded-For; the last describe is a direct gateway.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

const SEND = `mutation($input: ContactInput!) { sendContactMessage(input: $input) { ok errors { field code message } } }`;
type Res = { sendContactMessage: { ok: boolean; errors: { field: string | null; code: string }[] } };
const VALID = {
  name: '陳大文',
  email: 'dawen@example.com',
  phone: '02-2345-6789',
  category: 'payment',
  message: '請問分期付款可以設定最低金額嗎？',
};

async function send(input: object, ip = '10.1.1.1') {
  const c = t.client();
  await c.openPage();
  const res = await c.agent
    .post('/graphql')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .set('X-Forwarded-For', ip)
    .send({ query: SEND, variables: { input } });
  return (res.body.data as Res).sendContactMessage;
}

describe('contact form', () => {
  it('stores a valid message', async () => {
    expect(await send(VALID)).toEqual({ ok: true, errors: [] });
    const rows = await t.orm.em
      .getConnection()
      .execute<{ name: string; category: string }[]>('select name, category from contact_message');
    expect(rows).toEqual([{ name: '陳大文', category: 'payment' }]);
    const mails = await t.orm.em
      .getConnection()
      .execute<{ recipient: string; subject: string; body_text: string }[]>(
        `select recipient, subject, body_text from outbox_message where channel = 'mail' and recipient = 'service@paydesk.tw'`,
      );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('[客服留言] 陳大文');
    expect(mails[0].body_text).toContain('請問分期付款可以設定最低金額嗎？');
  });

  it('validates each field with the SPEC §5 rules', async () => {
    const res = await send({ name: 'A1', email: '王 @x', phone: 'abc', category: 'x', message: ' ' });
    expect(res.errors.map((e) => e.field)).toEqual(['name', 'email', 'phone', 'category', 'message']);
  });

  it('rate-limits per IP', async () => {
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) expect((await send(VALID, '10.2.2.2')).ok).toBe(true);
    expect((await send(VALID, '10.2.2.2')).errors[0].code).toBe('THROTTLED');
  });
});

describe('a direct gateway (no TRUST_PROXY)', () => {
  it('ignores spoofed X-Forwarded-For headers, so the per-IP limit still holds', async () => {
    const direct = await createTestApp();
    try {
      for (let i = 0; i <= CONTACT_LIMIT.limit; i++) {
        const c = direct.client();
        await c.openPage();
        const res = await c.agent
          .post('/graphql')
          .set('X-CSRF-TOKEN', c.csrfToken)
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ query: SEND, variables: { input: VALID } });
        const result = (res.body.data as Res).sendContactMessage;
        if (i < CONTACT_LIMIT.limit) expect(result.ok).toBe(true);
        else expect(result.errors[0].code).toBe('THROTTLED');
      }
    } finally {
      await direct.close();
    }
  });
  it('stores the longest email SPEC §5 accepts (254 characters), not a database error', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(181)}.example`;
    expect(email).toHaveLength(254);
    expect(await send({ ...VALID, email }, '10.1.1.9')).toEqual({ ok: true, errors: [] });
    const rows = await t.orm.em
      .getConnection()
      .execute<{ email: string }[]>('select email from contact_message where email = ?', [email]);
    expect(rows).toHaveLength(1);
  });
});
