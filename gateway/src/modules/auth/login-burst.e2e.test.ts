import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // The production pool size: twelve logins used to exhaust it, each holding one connection while asking for another.
  t = await createTestApp({}, { poolMax: 10 });
});
afterAll(() => t.close());

describe('a burst of logins', () => {
  it('answers 60 concurrent logins and keeps an unrelated public query prompt', async () => {
    const accounts = ['personal01', 'business01', 'agent01', 'assist01'];
    const started = Date.now();
    const logins = Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const password = i % 3 === 0 ? 'Wrong+Password99' : DEMO_PASSWORD;
        return t.client().login(accounts[i % accounts.length], 'MEMBER', password);
      }),
    );
    // Sent while the burst is running.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const guest = t.client();
    await guest.openPage();
    const publicStarted = Date.now();
    const news = await guest.gql<{ faqCategories: unknown[] }>('{ faqCategories { __typename } }');
    const publicMs = Date.now() - publicStarted;
    const results = await logins;
    const totalMs = Date.now() - started;

    expect(news.status).toBe(200);
    expect(news.errors).toBeUndefined();
    // The freeze lasted the pool's 60 s acquire timeout; these bounds only tell a freeze from a busy machine.
    expect(publicMs).toBeLessThan(10_000);
    expect(totalMs).toBeLessThan(30_000);
    expect(results).toHaveLength(60);
    for (const r of results)
      expect(r.errors.every((e) => ['LOGIN_FAILED', 'LOGIN_LOCKED'].includes(e.code))).toBe(true);
    expect(results.filter((r) => r.viewer !== null).length).toBeGreaterThan(0);
  });
});
