import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../app';
import { openOrm } from '../boot/database';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy';
import { createTestApp, TestClient, type TestApp } from './test-app';

/**
 * A transaction whose connection a PostgreSQL shutdown has cut while it sat in the pool: its BEGIN fails. The
 * answer is 503 (try again shortly) in the surface's envelope, never a 500, nothing moved, and the retry with the
 * same key moves the money exactly once.
 */
describe('a transaction cut by a PostgreSQL shutdown', () => {
  let t: TestApp;
  let proxy: CuttingProxy;
  let orm: MikroORM;
  let close: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    proxy = await startCuttingProxy(t.databaseUrl);
    // The ORM's pool goes through the proxy; sessions keep their own direct pool, so only transactions are cut.
    orm = await openOrm(proxy.url, 20);
    const gateway = await createApp(t.config, orm, t.databaseUrl);
    close = () => gateway.close();
    t = { ...t, client: () => new TestClient(gateway.app, t.config.basePath) };
  });
  afterAll(async () => {
    await close();
    await orm.close(true);
    await proxy.close();
    await t.close();
  });

  const WITHDRAW = `mutation($key: String!) { withdraw(input: {amount: 100, idempotencyKey: $key}) { withdrawal { id } errors { code } } }`;
  type Withdrawn = { withdraw: { withdrawal: { id: number } | null; errors: { code: string }[] } };
  const available = async (c: TestClient) =>
    (await c.gql<{ balance: { available: number } }>('{ balance { available } }')).data!.balance.available;

  it('answers 503 envelopes, moves nothing, and the retries move the money once', async () => {
    const c = t.client();
    expect((await c.login('personal01')).viewer).not.toBeNull();
    // personal01's withdrawal account is on file and verified (demo seed): a new one would wait for an operator.
    const before = await available(c);

    proxy.cutBegins();
    const cut = await Promise.all(
      Array.from({ length: 20 }, (_, i) => c.gql<Withdrawn>(WITHDRAW, { key: `cut-transaction-${i % 2}` })),
    );
    for (const answer of cut) {
      expect(answer.status).toBe(503);
      expect(answer.errors).toEqual([
        {
          message: '系統暫時無法服務，請稍後再試',
          extensions: { code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) },
        },
      ]);
    }
    expect(await available(c)).toBe(before);
    proxy.stopCutting();

    // The retries: twenty per key at once, each key moving 100 exactly once.
    const again = await Promise.all(
      Array.from({ length: 40 }, (_, i) => c.gql<Withdrawn>(WITHDRAW, { key: `cut-transaction-${i % 2}` })),
    );
    const ids = new Set(again.map((r) => r.data?.withdraw.withdrawal?.id));
    expect(again.map((r) => r.status)).toEqual(again.map(() => 200));
    expect(ids.size).toBe(2);
    expect(await available(c)).toBe(before - 200);
  });
});
