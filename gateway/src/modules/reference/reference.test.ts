import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  applyRate,
  atmFee,
  bnplFee,
  cardFee,
  codCollectionFee,
  cvsFee,
  dormantBalanceFee,
  frozenPickupFee,
  homeCollectionFee,
  homeDeliveryFee,
  instalmentFee,
  PayType,
  referenceSnapshot,
  settlementDate,
  settlementRule,
  walletFee,
} from '.';

const ref = referenceSnapshot();

// Every SPEC §9 figure, as [description, actual, expected]: a changed table fails here by name.
const SPEC_FIGURES: [string, unknown, unknown][] = [
  [
    'payment type codes',
    ref.paymentTypes.map((t) => `${t.code}:${t.name}`),
    // SPEC §3 order: CREDIT, the OFFLINE group, the OTHER group, then the fixed extras.
    [
      '1:CREDIT',
      '2:ATM',
      '3:CVS',
      '6:ICASH',
      '7:AFTEE',
      '9:LINEPAY',
      '11:JKOPAY',
      '5:SHIP',
      '8:REFUND',
      '99:SHIPFEE',
      '10:HOME',
    ],
  ],
  [
    'payment method labels',
    ref.paymentMethodLabels.map((l) => l.key),
    [
      'atm',
      'cvs',
      'credit',
      'creditinst',
      'creditred',
      'creditunionpay',
      'applepay',
      'icash',
      'aftee',
      'linepay',
      'jkopay',
    ],
  ],
  ['card domestic 2.8%', ref.cardRates.find((c) => c.kind === 'DOMESTIC')?.rateBp, 280],
  ['card foreign 3.5%', ref.cardRates.find((c) => c.kind === 'FOREIGN')?.rateBp, 350],
  ['card UnionPay 2.8%', ref.cardRates.find((c) => c.kind === 'UNIONPAY')?.rateBp, 280],
  [
    'instalment rates',
    ref.instalmentRates.map((r) => [r.periods, r.rateBp]),
    [
      [3, 290],
      [6, 350],
      [9, 400],
      [12, 650],
      [18, 900],
      [24, 1100],
      [30, 1300],
    ],
  ],
  ['store code 25', ref.cvsFee, 25],
  ['ATM 1%', ref.atmRateBp, 100],
  ['ATM single limit', ref.atmSingleLimit, 30_000],
  ['prepaid-card wallet 2.5%', ref.wallets.find((w) => w.kind === 'ICASH')?.rateBp, 250],
  [
    'messaging-app wallet 0.2% next day',
    [ref.wallets.find((w) => w.kind === 'LINEPAY')?.rateBp, ref.wallets.find((w) => w.kind === 'LINEPAY')?.note],
    [20, '處理費，於交易次日收取'],
  ],
  [
    'street wallet 2.2% promotion',
    [ref.wallets.find((w) => w.kind === 'JKOPAY')?.rateBp, ref.wallets.find((w) => w.kind === 'JKOPAY')?.note],
    [220, '2025 年底前申請適用之優惠費率'],
  ],
  ['BNPL 2.5%', ref.bnplRateBp, 250],
  ['refund fees', ref.refundFees, { cvs: 10, atm: 10 }],
  ['withdrawal', ref.withdrawal, { fee: 15, minBusinessDays: 1, maxBusinessDays: 3 }],
  ['credit limits', ref.creditLimits, { individual: 200_000, enterprise: 1_000_000 }],
  [
    'withdraw limits',
    ref.withdrawLimits,
    { individualDefault: 200_000, individualExtra: 500_000, enterpriseDefault: 1_000_000, enterpriseExtra: 1_000_000 },
  ],
  ['dormant balance', ref.dormantBalance, { days: 365, monthlyRateBp: 1000, minimumFee: 100 }],
  ['settlement card request+7', settlementRule(PayType.CREDIT), { event: 'REQUEST', days: 7 }],
  ['settlement store code payment+7', settlementRule(PayType.CVS), { event: 'PAYMENT', days: 7 }],
  ['settlement ATM payment+7', settlementRule(PayType.ATM), { event: 'PAYMENT', days: 7 }],
  ['settlement BNPL payment+7', settlementRule(PayType.AFTEE), { event: 'PAYMENT', days: 7 }],
  ['settlement store pickup-on-pay pickup+7', settlementRule(PayType.SHIP), { event: 'PICKUP', days: 7 }],
  ['settlement home COD delivered+15', settlementRule(PayType.HOME), { event: 'DELIVERED', days: 15 }],
  [
    'settlement: no rule for refund or shipping fee',
    [settlementRule(PayType.REFUND), settlementRule(PayType.SHIPFEE)],
    [null, null],
  ],
  [
    'store fees',
    ref.logistics.storeFees,
    { b2cNormal: 50, b2cFrozen: 125, b2cReturn: 50, c2cNormal: 60, c2cFrozen: 160 },
  ],
  ['frozen pickup', ref.logistics.frozenPickup, { perParcel: 150, bulkPerParcel: 50, bulkFrom: 30 }],
  ['COD collection 0.5% min 1', ref.logistics.codCollection, { rateBp: 50, minimum: 1 }],
  ['home collection 1% min 20', ref.logistics.homeCollection, { rateBp: 100, minimum: 20 }],
  ['no-show fee', ref.logistics.noShowFee, 10],
  ['home normal sizes', ref.logistics.homeRates[0].sizesCm, [60, 90, 120, 150]],
  [
    'home normal fees',
    ref.logistics.homeRates[0].rows.map((r) => [r.region, r.fees]),
    [
      ['LOCAL', [125, 165, 205, 245]],
      ['OUTLYING', [230, 290, 330, 370]],
      ['ISLAND_TO_ISLAND', [450, 570, 650, 730]],
    ],
  ],
  ['home cold sizes', ref.logistics.homeRates[1].sizesCm, [60, 90, 120]],
  [
    'home cold fees',
    ref.logistics.homeRates[1].rows.map((r) => [r.region, r.fees]),
    [
      ['LOCAL', [160, 225, 290]],
      ['OUTLYING', [270, 350, 410]],
      ['ISLAND_TO_ISLAND', [530, 690, 810]],
    ],
  ],
  [
    'C2C normal package',
    ref.logistics.packageRules[0],
    { service: 'C2C_NORMAL', label: '店到店常溫', maxLongestSideCm: 45, maxSumCm: 105, maxWeightKg: 5 },
  ],
  ['C2C frozen weight', ref.logistics.packageRules[1].maxWeightKg, 10],
  [
    'home package sums and weight',
    ref.logistics.packageRules.slice(2).map((r) => [r.maxSumCm, r.maxWeightKg]),
    [
      [150, 20],
      [120, 20],
    ],
  ],
  ['compensation caps', ref.logistics.compensationCaps, { c2c: 4_000, b2c: 20_000, frozen: 2_000, home: 20_000 }],
  ['shipping deadlines', ref.logistics.shippingDeadlines, { c2cDays: 6, b2cNormalDays: 14, b2cFrozenDays: 5 }],
  ['pickup windows', ref.logistics.pickupWindows, { normalDays: 7, frozenDays: 4 }],
  ['10 instalment banks', ref.instalmentBanks.length, 10],
  [
    'bank periods within 3/6/9/12/18/24/30',
    ref.instalmentBanks.every((b) => b.periods.every((p) => [3, 6, 9, 12, 18, 24, 30].includes(p))),
    true,
  ],
  [
    'customer service hours',
    [ref.customerService.weekdays, ref.customerService.hours],
    [
      '週一至週五',
      [
        { from: '09:00', to: '12:30' },
        { from: '13:30', to: '18:00' },
      ],
    ],
  ],
];

describe('SPEC §9 reference figures', () => {
  it.each(SPEC_FIGURES)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

// [function, input, expected fee]: rounding half up, minimums, flat fees.
const FEES: [string, () => number | null, number | null][] = [
  ['applyRate rounds half up', () => applyRate(50, 100), 1],
  ['applyRate rounds down below half', () => applyRate(49, 100), 0],
  ['card domestic 1000', () => cardFee(1000, 'DOMESTIC'), 28],
  ['card domestic 1018 (28.504 -> 29)', () => cardFee(1018, 'DOMESTIC'), 29],
  ['card foreign 1000', () => cardFee(1000, 'FOREIGN'), 35],
  ['card UnionPay 999 (27.972 -> 28)', () => cardFee(999, 'UNIONPAY'), 28],
  ['instalment 12 periods 10000', () => instalmentFee(10_000, 12), 650],
  ['instalment 30 periods 10000', () => instalmentFee(10_000, 30), 1300],
  ['store code is flat', () => cvsFee(99_999), 25],
  ['ATM 1% of 1250 (12.5 -> 13)', () => atmFee(1250), 13],
  ['LINE Pay 0.2% of 1000', () => walletFee(1000, 'LINEPAY'), 2],
  ['street wallet 2.2% of 1000', () => walletFee(1000, 'JKOPAY'), 22],
  ['icash 2.5% of 1000', () => walletFee(1000, 'ICASH'), 25],
  ['BNPL 2.5% of 1000', () => bnplFee(1000), 25],
  ['COD 0.5% of 1000', () => codCollectionFee(1000), 5],
  ['COD 0.5% of 300 (1.5 -> 2)', () => codCollectionFee(300), 2],
  ['COD minimum 1', () => codCollectionFee(50), 1],
  ['COD zero amount', () => codCollectionFee(0), 0],
  ['home collection minimum 20', () => homeCollectionFee(1000), 20],
  ['home collection 1% of 5050 (50.5 -> 51)', () => homeCollectionFee(5050), 51],
  ['frozen pickup 29 parcels', () => frozenPickupFee(29), 29 * 150],
  ['frozen pickup 30 parcels', () => frozenPickupFee(30), 30 * 50],
  ['home normal local 60 cm', () => homeDeliveryFee('NORMAL', 'LOCAL', 60), 125],
  ['home normal outlying 61 cm -> 90 class', () => homeDeliveryFee('NORMAL', 'OUTLYING', 61), 290],
  ['home cold island 120 cm', () => homeDeliveryFee('FROZEN', 'ISLAND_TO_ISLAND', 120), 810],
  ['home cold over 120 cm does not ship', () => homeDeliveryFee('FROZEN', 'LOCAL', 121), null],
  ['dormant under 365 days', () => dormantBalanceFee(5000, 364), 0],
  ['dormant 10% of 5000', () => dormantBalanceFee(5000, 365), 500],
  ['dormant minimum 100', () => dormantBalanceFee(300, 400), 100],
  ['dormant never above the balance', () => dormantBalanceFee(60, 400), 60],
];

describe('fee functions', () => {
  it.each(FEES)('%s', (_name, fee, expected) => {
    expect(fee()).toBe(expected);
  });

  it('refuses fractional and negative amounts', () => {
    expect(() => cardFee(10.5, 'DOMESTIC')).toThrow(RangeError);
    expect(() => atmFee(-1)).toThrow(RangeError);
  });

  it('dates settlement from the rule event', () => {
    const paid = new Date('2026-03-28T10:00:00Z');
    expect(settlementDate(PayType.CVS, paid)?.toISOString()).toBe('2026-04-04T10:00:00.000Z');
    expect(settlementDate(PayType.HOME, paid)?.toISOString()).toBe('2026-04-12T10:00:00.000Z');
    expect(settlementDate(PayType.REFUND, paid)).toBeNull();
  });
});

describe('reference query', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the same tables to a visitor', async () => {
    const c = t.client();
    await c.openPage();
    const res = await c.gql<{
      reference: {
        cvsFee: number;
        cardRates: { kind: string; rateBp: number }[];
        logistics: { homeRates: { rows: { fees: number[] }[] }[] };
      };
    }>('{ reference { cvsFee cardRates { kind rateBp } logistics { homeRates { rows { fees } } } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data?.reference.cvsFee).toBe(25);
    expect(res.data?.reference.cardRates).toEqual(ref.cardRates.map(({ kind, rateBp }) => ({ kind, rateBp })));
    expect(res.data?.reference.logistics.homeRates[0].rows[2].fees).toEqual([450, 570, 650, 730]);
  });

  // The frontend's page tests render this fixture; it must be what the gateway actually serves.
  it('matches the frontend fixture the public page tests use', async () => {
    const dir = path.join(__dirname, '../../../../frontend/src/features/reference');
    const fixture = JSON.parse(fs.readFileSync(path.join(dir, 'reference.fixture.json'), 'utf8'), (key, value) =>
      key === '__typename' ? undefined : value,
    );
    const c = t.client();
    await c.openPage();
    const res = await c.gql(fs.readFileSync(path.join(dir, 'operations.graphql'), 'utf8'));
    expect(res.data).toEqual(fixture);
  });
});
