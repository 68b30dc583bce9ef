import { MERCHANT_STATUSES } from '@paydesk/shared/merchant-statuses';
import { STATUS_FILTERS } from './text';

describe('merchant statuses come from one list', () => {
  it('the operator filter offers every shared status, with its shared name', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual(MERCHANT_STATUSES.map((s) => s.key));
    for (const s of MERCHANT_STATUSES)
      expect(STATUS_FILTERS.find((f) => f.value === s.key)!.label.startsWith(s.label)).toBe(true);
  });
});
