import { DEMO_INQUIRY_TRADE as DEMO_TRADE } from '../../../../db/seeds/demo/demo-money';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app';
import { INQUIRY_LIMIT } from './inquiry.service';

let t: TestApp;
beforeAll(async () => {
  // These tests play an nginx on loopback that sets X-Forwarded-For; the last describe is a direct gateway.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

const INQUIRE = `mutation($input: TradeInquiryInput!) { inquireTrade(input: $input) { result { tradeNo statusLabel merchantName payTypeLabel } errors { field code message } } }`;
type Res = {
  inquireTrade: {
    result: Record<string, string> | null;
    errors: { field: string | null; code: string; message: string }[];
  };
};

async function ask(tradeNo: string, amount: number, ip = '10.0.0.1') {
  const c = t.client();
  await c.openPage();
  const res = await c.agent
    .post('/graphql')
    .set('X-CSRF-TOKEN', c.csrfToken)
    .set('X-Forwarded-For', ip)
    .send({ query: INQUIRE, variables: { input: { tradeNo, amount, captcha: TEST_CAPTCHA } } });
  return res.body.data as Res;
}

describe('public trade inquiry', () => {
  beforeEach(() => t.orm.em.getConnection().execute('delete from rate_limit_hit'));

  it('answers status, merchant and payment type for the seeded trade, nothing else', async () => {
    const res = await ask(DEMO_TRADE.tradeNo, DEMO_TRADE.amount);
    expect(res.inquireTrade).toEqual({
      result: {
        tradeNo: DEMO_TRADE.tradeNo,
        statusLabel: DEMO_TRADE.statusLabel,
        merchantName: DEMO_TRADE.merchantName,
        payTypeLabel: DEMO_TRADE.payTypeLabel,
      },
      errors: [],
    });
  });

  it('gives the same neutral answer for a wrong amount and an unknown number', async () => {
    const wrongAmount = await ask(DEMO_TRADE.tradeNo, DEMO_TRADE.amount + 1);
    const unknown = await ask('99999999999999999999', DEMO_TRADE.amount);
    expect(wrongAmount).toEqual(unknown);
    expect(unknown.inquireTrade.result).toBeNull();
    expect(unknown.inquireTrade.errors[0].code).toBe('NOT_FOUND');
  });

  it('validates the trade number (up to 20 digits) and amount', async () => {
    const res = await ask('123456789012345678901', 0);
    expect(res.inquireTrade.errors.map((e) => e.field)).toEqual(['tradeNo', 'amount']);
    expect((await ask('12ab', 10)).inquireTrade.errors[0].field).toBe('tradeNo');
  });

  it('rate-limits each IP in PostgreSQL', async () => {
    for (let i = 0; i < INQUIRY_LIMIT.limit; i++)
      expect((await ask('1', 1, '10.9.9.9')).inquireTrade.errors[0].code).toBe('NOT_FOUND');
    expect((await ask(DEMO_TRADE.tradeNo, DEMO_TRADE.amount, '10.9.9.9')).inquireTrade.errors[0].code).toBe(
      'THROTTLED',
    );
    expect((await ask(DEMO_TRADE.tradeNo, DEMO_TRADE.amount, '10.9.9.10')).inquireTrade.result).not.toBeNull();
  });

  it('refuses a wrong captcha', async () => {
    const c = t.client();
    await c.openPage();
    const res = await c.gql<Res>(INQUIRE, {
      input: { tradeNo: DEMO_TRADE.tradeNo, amount: DEMO_TRADE.amount, captcha: 'ZZZZZ' },
    });
    expect(res.data!.inquireTrade.errors[0].code).toBe('CAPTCHA_INVALID');
  });
});

describe('a direct gateway (no TRUST_PROXY)', () => {
  it('ignores spoofed X-Forwarded-For headers, so the per-IP limit still holds', async () => {
    const direct = await createTestApp();
    try {
      for (let i = 0; i <= INQUIRY_LIMIT.limit; i++) {
        const c = direct.client();
        await c.openPage();
        const res = await c.agent
          .post('/graphql')
          .set('X-CSRF-TOKEN', c.csrfToken)
          .set('X-Forwarded-For', `203.0.113.${i}`)
          .send({ query: INQUIRE, variables: { input: { tradeNo: '1', amount: 1, captcha: TEST_CAPTCHA } } });
        const code = (res.body.data as Res).inquireTrade.errors[0].code;
        expect(code).toBe(i < INQUIRY_LIMIT.limit ? 'NOT_FOUND' : 'THROTTLED');
      }
    } finally {
      await direct.close();
    }
  });
});
