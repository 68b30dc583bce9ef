import type { HomeRegion, ServiceKind } from '../reference';
import {
  compensationCap,
  frozenPickupFee,
  packageProblem,
  pickupWindowDays,
  quote,
  shippingDeadlineDays,
  sizeBand,
  type Parcel,
} from './quote';

/** Every SPEC §9 logistics figure, one row each: if a number in the reference drifts, a row says which. */
const parcel = (service: ServiceKind, over: Partial<Parcel> = {}): Parcel => ({
  service,
  lengthCm: 20,
  widthCm: 20,
  heightCm: 10,
  weightKg: 1,
  codAmount: 0,
  ...over,
});

describe('store shipping fees (SPEC §9)', () => {
  it.each<[ServiceKind, number]>([
    ['B2C_NORMAL', 50],
    ['B2C_FROZEN', 125],
    ['C2C_NORMAL', 60],
    ['C2C_FROZEN', 160],
  ])('%s costs %i per parcel', (service, fee) => {
    expect(quote(parcel(service)).shippingFee).toBe(fee);
  });

  it.each([
    [1, 150],
    [29, 150],
    [30, 50],
    [31, 50],
  ])('the frozen B2C pickup fee of parcel %i of the day is %i', (n, fee) => {
    expect(frozenPickupFee(n)).toBe(fee);
    expect(quote(parcel('B2C_FROZEN'), n).pickupFee).toBe(fee);
  });

  it('charges the pickup fee on frozen B2C only', () => {
    for (const s of ['B2C_NORMAL', 'C2C_NORMAL', 'C2C_FROZEN', 'HOME_FROZEN'] as ServiceKind[])
      expect(quote(parcel(s, { region: 'LOCAL' })).pickupFee).toBe(0);
  });
});

describe('home delivery by size band and region (SPEC §9)', () => {
  const rows: [ServiceKind, HomeRegion, number[]][] = [
    ['HOME_NORMAL', 'LOCAL', [125, 165, 205, 245]],
    ['HOME_NORMAL', 'OUTLYING', [230, 290, 330, 370]],
    ['HOME_NORMAL', 'ISLAND_TO_ISLAND', [450, 570, 650, 730]],
    ['HOME_FROZEN', 'LOCAL', [160, 225, 290]],
    ['HOME_FROZEN', 'OUTLYING', [270, 350, 410]],
    ['HOME_FROZEN', 'ISLAND_TO_ISLAND', [530, 690, 810]],
  ];
  const bands = [60, 90, 120, 150];
  it.each(rows.flatMap(([service, region, fees]) => fees.map((fee, i) => [service, region, bands[i]!, fee] as const)))(
    '%s %s up to %i cm costs %i',
    (service, region, band, fee) => {
      // A parcel whose sides sum exactly to the band, and one just over the band below, fall in this band.
      const q = quote(parcel(service, { region, lengthCm: band - 20, widthCm: 10, heightCm: 10 }));
      expect(q).toMatchObject({ shippingFee: fee, sizeBandCm: band });
      const below = band === 60 ? 1 : bands[bands.indexOf(band) - 1]! + 1;
      expect(sizeBand(service, below)).toBe(band);
    },
  );

  it('has no band above 150 cm (normal) or 120 cm (cold)', () => {
    expect(sizeBand('HOME_NORMAL', 151)).toBeNull();
    expect(sizeBand('HOME_FROZEN', 121)).toBeNull();
  });
});

describe('cash on delivery and other fees (SPEC §9)', () => {
  it.each([
    ['C2C_NORMAL', 1000, 5],
    ['C2C_NORMAL', 99, 1],
    ['C2C_NORMAL', 150, 1],
    ['B2C_FROZEN', 3000, 15],
    ['HOME_NORMAL', 5000, 50],
    ['HOME_NORMAL', 1000, 20],
    ['HOME_FROZEN', 2500, 25],
  ] as [ServiceKind, number, number][])('%s collecting %i costs %i', (service, cod, fee) => {
    expect(quote(parcel(service, { codAmount: cod, region: 'LOCAL' })).codFee).toBe(fee);
  });

  it('adds shipping, pickup and collection fees into the total', () => {
    expect(quote(parcel('B2C_FROZEN', { codAmount: 2000 }), 3)).toEqual({
      shippingFee: 125,
      pickupFee: 150,
      codFee: 10,
      total: 285,
      sizeBandCm: null,
    });
  });
});

describe('package rules (SPEC §9), each refusal naming its rule', () => {
  it.each<[ServiceKind, Partial<Parcel>, string | null]>([
    ['C2C_NORMAL', { lengthCm: 45, widthCm: 30, heightCm: 30, weightKg: 5 }, null],
    ['C2C_NORMAL', { lengthCm: 46, widthCm: 10, heightCm: 10 }, '店到店常溫：最長邊不可超過 45 公分'],
    ['C2C_NORMAL', { lengthCm: 45, widthCm: 45, heightCm: 16 }, '店到店常溫：三邊合計不可超過 105 公分'],
    ['C2C_NORMAL', { weightKg: 5.1 }, '店到店常溫：重量不可超過 5 公斤'],
    ['C2C_FROZEN', { weightKg: 10 }, null],
    ['C2C_FROZEN', { weightKg: 10.5 }, '店到店冷凍：重量不可超過 10 公斤'],
    ['B2C_NORMAL', { lengthCm: 46 }, '店到店常溫：最長邊不可超過 45 公分'],
    ['B2C_FROZEN', { weightKg: 11 }, '店到店冷凍：重量不可超過 10 公斤'],
    ['HOME_NORMAL', { lengthCm: 100, widthCm: 30, heightCm: 20, weightKg: 20 }, null],
    ['HOME_NORMAL', { lengthCm: 100, widthCm: 30, heightCm: 21 }, '宅配常溫：三邊合計不可超過 150 公分'],
    ['HOME_NORMAL', { weightKg: 20.5 }, '宅配常溫：重量不可超過 20 公斤'],
    ['HOME_FROZEN', { lengthCm: 60, widthCm: 40, heightCm: 21 }, '宅配低溫：三邊合計不可超過 120 公分'],
    ['HOME_FROZEN', { weightKg: 21 }, '宅配低溫：重量不可超過 20 公斤'],
    ['C2C_NORMAL', { weightKg: 0 }, '店到店常溫：請填寫包裹的長、寬、高與重量'],
  ])('%s %j → %s', (service, over, problem) => {
    expect(packageProblem(parcel(service, over))).toBe(problem);
  });
});

describe('caps, deadlines and pickup windows (SPEC §9)', () => {
  it.each<[ServiceKind, number, number, number | null]>([
    ['C2C_NORMAL', 4_000, 6, 7],
    ['C2C_FROZEN', 2_000, 6, 4],
    ['B2C_NORMAL', 20_000, 14, 7],
    ['B2C_FROZEN', 2_000, 5, 4],
    ['HOME_NORMAL', 20_000, 6, null],
    ['HOME_FROZEN', 20_000, 6, null],
  ])('%s: compensation up to %i, drop-off within D+%i, pickup window %s days', (service, cap, deadline, window) => {
    expect(compensationCap(service)).toBe(cap);
    expect(shippingDeadlineDays(service)).toBe(deadline);
    expect(pickupWindowDays(service)).toBe(window);
  });
});
