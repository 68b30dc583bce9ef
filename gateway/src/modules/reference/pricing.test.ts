import { PayType } from '@paydesk/shared/pay-types';
import { pricing } from './pricing';

const DAY = 86_400_000;

describe('pricing adapter: the SPEC §9 figures this flow uses', () => {
  it.each([
    ['card domestic 2.8%', PayType.CREDIT, 10_000, {}, 280],
    ['card foreign 3.5%', PayType.CREDIT, 10_000, { cardKind: 'foreign' as const }, 350],
    ['UnionPay 2.8%', PayType.CREDIT, 10_000, { cardKind: 'unionpay' as const }, 280],
    ['3 periods 2.9%', PayType.CREDIT, 10_000, { installments: 3 }, 290],
    ['6 periods 3.5%', PayType.CREDIT, 10_000, { installments: 6 }, 350],
    ['9 periods 4.0%', PayType.CREDIT, 10_000, { installments: 9 }, 400],
    ['12 periods 6.5%', PayType.CREDIT, 10_000, { installments: 12 }, 650],
    ['18 periods 9.0%', PayType.CREDIT, 10_000, { installments: 18 }, 900],
    ['24 periods 11%', PayType.CREDIT, 10_000, { installments: 24 }, 1_100],
    ['30 periods 13%', PayType.CREDIT, 10_000, { installments: 30 }, 1_300],
    ['store code 25 flat', PayType.CVS, 10_000, {}, 25],
    ['ATM 1%', PayType.ATM, 10_000, {}, 100],
    ['prepaid-card wallet 2.5%', PayType.ICASH, 10_000, {}, 250],
    ['messaging-app wallet 0.2%', PayType.LINEPAY, 10_000, {}, 20],
    ['street wallet 2.2%', PayType.JKOPAY, 10_000, {}, 220],
    ['buy-now-pay-later 2.5%', PayType.AFTEE, 10_000, {}, 250],
    ['rounds half up: 2.8% of 1,000 is 28', PayType.CREDIT, 1_000, {}, 28],
    ['rounds half up: 2.8% of 125 is 3.5 -> 4', PayType.CREDIT, 125, {}, 4],
  ])('%s', (_name, payType, amount, options, fee) => {
    expect(pricing.feeFor(payType, amount, options)).toBe(fee);
  });

  it('refund fees: store code 10, ATM 10, others 0; withdrawal fee 15; ATM single limit 30,000', () => {
    expect([PayType.CVS, PayType.ATM, PayType.CREDIT].map((p) => pricing.refundFee(p))).toEqual([10, 10, 0]);
    expect(pricing.withdrawalFee).toBe(15);
    expect(pricing.atmSingleLimit).toBe(30_000);
    expect([pricing.withdrawLimit(1), pricing.withdrawLimit(2)]).toEqual([200_000, 1_000_000]);
  });

  it('settlement: card request +7, store code/ATM/BNPL payment +7, pickup +7, home delivery +15', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    const days = (p: PayType, e: 'request' | 'payment' | 'pickup' | 'delivered') =>
      (pricing.settleDueAt(p, e, d).getTime() - d.getTime()) / DAY;
    expect(days(PayType.CREDIT, 'request')).toBe(7);
    expect([PayType.CVS, PayType.ATM, PayType.AFTEE].map((p) => days(p, 'payment'))).toEqual([7, 7, 7]);
    expect(days(PayType.SHIP, 'pickup')).toBe(7);
    expect(days(PayType.HOME, 'delivered')).toBe(15);
  });

  it('dormant fee: 10% a month, minimum 100, never more than the balance', () => {
    expect([pricing.dormantFee(5_000), pricing.dormantFee(800), pricing.dormantFee(60), pricing.dormantFee(0)]).toEqual(
      [500, 100, 60, 0],
    );
    expect(pricing.dormantAfterDays).toBe(365);
  });
});
