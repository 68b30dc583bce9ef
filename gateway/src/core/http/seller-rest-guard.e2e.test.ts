import { NOTICE_PROVIDER } from '@paydesk/shared/notice-provider';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

let t: TestApp;
let buyer: TestClient;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  buyer = t.client();
  expect((await buyer.login('buyer01', 'BUYER')).viewer).toMatchObject({ kind: 'BUYER', memType: 'BUYER' });
  seller = t.client();
  await seller.login('personal01');
});
afterAll(() => t.close());

// Every seller path of SPEC §7 (and ours); their GraphQL twins carry @auth(roles: [SELLER]) or @permission.
const SELLER_PATHS: [method: 'get' | 'post', path: string, body: object][] = [
  ['post', '/api/register/member/check_miss_info', {}],
  ['post', '/api/register/clean_sp_tag', {}],
  ['post', '/api/register/page_info', {}],
  ['post', '/api/member/confirm_accept', { Confirm: 'taxNotice' }],
  ['post', `/api/member/${NOTICE_PROVIDER}_notice_accept`, { acceptFrom: 'member' }],
  ['post', '/api/merchant/get_setting_list', {}],
  ['post', '/api/merchant/get_edit_merchant', { MerSysID: 'LIST' }],
  ['post', '/api/assistant/list', {}],
  ['get', '/api/transactions/export.csv', {}],
];

const call = (c: TestClient, method: 'get' | 'post', path: string, body: object) =>
  method === 'get' ? c.agent.get(path) : c.post(path, body);

describe('seller REST paths refuse buyers', () => {
  it.each(SELLER_PATHS)('%s %s answers buyer01 with the 403 envelope', async (method, path, body) => {
    const res = await call(buyer, method, path, body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: '很抱歉，您沒有操作權限' });
  });

  it.each(SELLER_PATHS.filter(([, path]) => path !== '/api/assistant/list'))(
    '%s %s still serves a seller',
    async (method, path, body) => {
      expect((await call(seller, method, path, body)).status).toBe(200);
    },
  );

  it("leaves a buyer's own paths open (login status, password keep)", async () => {
    expect((await buyer.post('/api/check_login/login_status').expect(200)).body.data).toEqual({
      isLogin: true,
      memType: 3,
    });
    expect((await buyer.post('/api/member/keep_password')).status).toBe(200);
  });
});
