import {
  AdvanceShipmentDocument,
  CreateShipmentDocument,
  ShipmentPageDocument,
  UpdateShipmentDocument,
  type Ops,
} from '../../test/client-operations';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { CSV_EXPORTS, csvHeader } from '@paydesk/shared/csv-exports';

/**
 * The parcel desk: 物流明細 as a filtered, paged list, SPEC §3's shipping type codes in GraphQL, REST and the CSV,
 * SPEC §5's logistics number rule on the filter, and the edit pages' rule (before drop-off, of the page's type).
 */

let t: TestApp;
let seller: TestClient;
/** business01's first shop: the demo seed opened its logistics services. */
let shop: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = t.client();
  await seller.login('business01');
  [{ id: shop }] = await sql<{ id: number }>(
    `select s.id from merchant s join member m on m.id = s.member_id where m.login_name = 'business01' and s.status = 1 order by s.id limit 1`,
  );
});
afterAll(() => t.close());

const sql = <T>(q: string, p: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(q, p);

const PARCEL = {
  receiverName: '林美玲',
  receiverMobile: '0987654321',
  goodsName: '手工皂',
  declaredValue: 500,
  lengthCm: 20,
  widthCm: 15,
  heightCm: 10,
  weightKg: 1,
};

async function create(input: Pick<Ops.ShipmentInput, 'service'> & Partial<Ops.ShipmentInput>) {
  const res = await seller.gql(CreateShipmentDocument, { input: { merchantId: shop, ...PARCEL, ...input } });
  expect(res.data!.createShipment.errors).toEqual([]);
  return res.data!.createShipment.shipment!;
}

const page = async (filter: Ops.ShipmentFilter, at = 1, pageSize = 20) =>
  (await seller.gql(ShipmentPageDocument, { filter, page: at, pageSize })).data!.shipmentPage;

let normal: Awaited<ReturnType<typeof create>>;
let frozen: Awaited<ReturnType<typeof create>>;
let home: Awaited<ReturnType<typeof create>>;

describe('parcel desk', () => {
  beforeAll(async () => {
    normal = await create({ service: 'C2C_NORMAL', storeCode: '131386' });
    frozen = await create({ service: 'B2C_FROZEN', storeCode: '131386' });
    home = await create({ service: 'HOME_NORMAL', address: '台北市信義區市府路 1 號', region: 'LOCAL' });
  });

  it('names each parcel by its SPEC §3 shipping type', () => {
    expect([normal.shippingType, frozen.shippingType, home.shippingType]).toEqual(['SPC2C', 'SPB2CFRZ', 'HOME']);
  });

  it('lists parcels newest first, a page at a time, filtered by logistics number, type or receiver', async () => {
    const first = await page({}, 1, 2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.rows.map((r) => r.id)).toEqual([home.id, frozen.id]);
    expect((await page({}, 2, 2)).rows[0].id).toBe(normal.id);
    expect((await page({ logisticsNo: frozen.logisticsNo.toLowerCase() })).rows.map((r) => r.id)).toEqual([frozen.id]);
    expect((await page({ service: 'HOME_NORMAL' })).rows.every((r) => r.shippingType === 'HOME')).toBe(true);
    expect((await page({ keyword: '林美' })).total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a logistics number that breaks the SPEC §5 rule over REST, with the shared message', async () => {
    for (const bad of ['AB-123', 'A'.repeat(21)]) {
      const res = await seller.agent.get(seller.path(`/api/shipping/parcels?logisticsNo=${bad}`));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: '物流單號最多 20 個字元，僅限英文字母及數字' });
    }
    expect((await page({ logisticsNo: 'AB-123' })).total).toBe(0);
  });

  it('answers the list over REST with the shipping type codes', async () => {
    const res = await seller.agent.get(seller.path(`/api/shipping/parcels?pageSize=3`));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.list.map((p: { ShippingType: string }) => p.ShippingType)).toEqual([
      'HOME',
      'SPB2CFRZ',
      'SPC2C',
    ]);
    expect(res.body.data.list[2]).toMatchObject({ LogisticsNo: normal.logisticsNo, StoreCode: '131386' });
    const guest = t.client();
    await guest.openPage();
    expect((await guest.agent.get(guest.path('/api/shipping/parcels'))).status).toBe(401);
  });

  it('exports the parcels as an Excel-friendly CSV: BOM, the header, one row each with its type code', async () => {
    const res = await seller.agent.get(seller.path('/api/shipping/parcels.csv?service=C2C_NORMAL')).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      `\uFEFF${csvHeader(CSV_EXPORTS.parcels.columns, 'excel')
        .map((h) => `"${h}"`)
        .join(',')}`,
    );
    const row = lines.find((l) => l.includes(normal.logisticsNo))!;
    expect(row.startsWith(`"=""${normal.logisticsNo}""","SPC2C","超商店到店（常溫）","待寄件"`)).toBe(true);
    expect(lines.slice(1).every((l) => l.includes('"SPC2C"'))).toBe(true);
  });

  it('edits a parcel before drop-off on the page of its type, and nothing once it is on its way', async () => {
    const edit = (id: number, goodsType: string, input: Partial<Ops.ShipmentEditInput> = {}) =>
      seller
        .gql(UpdateShipmentDocument, {
          id,
          goodsType,
          input: { receiverName: '陳志豪', receiverMobile: '0922333444', goodsName: '手工皂禮盒', ...input },
        })
        .then((r) => r.data!.updateShipment);
    expect((await edit(normal.id, 'SPB2CFRZ', { storeCode: '175093' })).errors).toEqual([
      { field: null, code: 'GOODS_TYPE', message: '物流單的類型與頁面不符' },
    ]);
    expect((await edit(normal.id, 'SPC2C', { storeCode: '000000' })).errors).toEqual([
      expect.objectContaining({ field: 'storeCode', code: 'REQUIRED' }),
    ]);
    const saved = await edit(normal.id, 'SPC2C', { storeCode: '175093' });
    expect(saved.errors).toEqual([]);
    expect(saved.shipment).toMatchObject({ receiverName: '陳志豪', storeCode: '175093', goodsName: '手工皂禮盒' });
    const homeSaved = await edit(home.id, 'HOME', { address: '台北市中正區忠孝西路一段 49 號' });
    expect(homeSaved.shipment!.address).toBe('台北市中正區忠孝西路一段 49 號');

    await seller.gql(AdvanceShipmentDocument, { id: normal.id, to: 'SHIPPED' });
    const late = await edit(normal.id, 'SPC2C', { storeCode: '131386' });
    expect(late.errors).toEqual([{ field: null, code: 'NOT_EDITABLE', message: '物流單已交寄，無法再修改' }]);
    const [row] = await sql<{ store_code: string }>('select store_code from shipment where id = ?', [normal.id]);
    expect(row.store_code).toBe('175093');
  });
});
