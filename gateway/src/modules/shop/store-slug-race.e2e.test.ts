import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let seller: TestClient;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  merchantId = (
    await seller.gql<{ merchants: { id: number; status: string }[] }>('{ merchants { id status } }')
  ).data!.merchants.find((m) => m.status === 'ACTIVE')!.id;
});
afterAll(() => t.close());

type Payload = { store: { id: number } | null; errors: { field: string | null; code: string; message: string }[] };
const FIELDS = 'store { id } errors { field code message }';
const input = (slug: string) => ({
  merchantId,
  name: '同名賣場',
  slug,
  payTypes: ['CREDIT'],
  deliveryMethods: ['HOME'],
});
const storesWithSlug = async (slug: string) =>
  (
    await t.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from store where slug = ?', [slug])
  )[0]!.n;

const TAKEN = { field: 'slug', code: 'TAKEN', message: '此賣場網址已被使用' };

it('20 parallel createStore with one slug: one store, 19 answers that the address is taken, no 500', async () => {
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      seller.gql<{ createStore: Payload }>(
        `mutation($input: StoreInput!) { createStore(input: $input) { ${FIELDS} } }`,
        {
          input: input('race-slug'),
        },
      ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
  const payloads = answers.map((a) => a.data!.createStore);
  expect(payloads.filter((p) => p.store && p.errors.length === 0)).toHaveLength(1);
  const refused = payloads.filter((p) => !p.store);
  expect(refused).toHaveLength(19);
  for (const p of refused) expect(p.errors).toEqual([TAKEN]);
  expect(await storesWithSlug('race-slug')).toBe(1);
});
