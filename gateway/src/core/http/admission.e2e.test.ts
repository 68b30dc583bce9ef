import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The admission line in the real gateway (core/http/admission.ts), with room for two requests at a time: requests
 * that waited their turn are started from another request's end, and must still run in their own request's
 * context (MikroORM's, the session's, the viewer's).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GATEWAY_MAX_IN_FLIGHT: '2' });
});
afterAll(() => t.close());

it('answers 24 parallel requests of two sellers through a line of two, each as its own seller', async () => {
  const business = t.client();
  const personal = t.client();
  await business.login('business01');
  await personal.login('personal01');
  const asks = Array.from({ length: 24 }, async (_, i) => {
    const seller = i % 2 === 0 ? business : personal;
    if (i % 3 === 0) {
      const res = await seller.post('/api/check_login/login_status').expect(200);
      // The legacy envelope names the member type by its number (SPEC: 1 personal, 2 business).
      return ({ 1: 'PERSONAL', 2: 'BUSINESS' } as Record<number, string>)[res.body.data.memType as number];
    }
    const res = await seller.gql<{ viewer: { memType: string }; moneyOverview: { byDay: unknown[] } }>(
      '{ viewer { memType } moneyOverview { byDay { day total } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.moneyOverview.byDay).toHaveLength(14);
    return res.data!.viewer.memType;
  });
  const types = await Promise.all(asks);
  types.forEach((memType, i) => expect(memType).toBe(i % 2 === 0 ? 'BUSINESS' : 'PERSONAL'));
});
