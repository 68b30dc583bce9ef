import { taiwanDay } from './money-format';
import {
  DEFAULT_RANGE_DAYS,
  defaultTransactionFilter,
  rememberTransactionRange,
  toTransactionFilter,
} from './transaction-filter';

describe('transaction filter', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens on the last 30 days (seller day 9), today included', () => {
    const v = defaultTransactionFilter();
    expect(DEFAULT_RANGE_DAYS).toBe(30);
    expect(v).toMatchObject({ from: taiwanDay(-29), to: taiwanDay(0), status: '', payType: '' });
  });

  it('remembers how many days the seller last searched, and ignores nonsense', () => {
    rememberTransactionRange({ ...defaultTransactionFilter(), from: '2026-11-01', to: '2026-11-07' });
    expect(defaultTransactionFilter()).toMatchObject({ from: taiwanDay(-6), to: taiwanDay(0) });
    rememberTransactionRange({ ...defaultTransactionFilter(), from: '2026-11-07', to: '2026-11-01' });
    expect(defaultTransactionFilter().from).toBe(taiwanDay(-6));
    window.localStorage.setItem('paydesk.txRangeDays', 'lots');
    expect(defaultTransactionFilter().from).toBe(taiwanDay(-29));
  });

  it("speaks the contract: the code lists' enum keys, empty filters as null", () => {
    const f = toTransactionFilter({ ...defaultTransactionFilter(), status: 'PAID', payType: '' }, 'cursor');
    expect(f).toMatchObject({ status: 'PAID', payType: null, tradeNo: null, after: 'cursor', first: 50 });
  });
});
