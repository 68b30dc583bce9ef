import { chargeDate, chargeSchedule, PeriodCycle } from './period-rules';

describe('recurring charge schedule', () => {
  it('keeps the day of month and falls on the last day of shorter months', () => {
    expect(chargeSchedule(PeriodCycle.MONTHLY, '2026-01-31', 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(chargeDate(PeriodCycle.MONTHLY, '2027-11-30', 3)).toBe('2028-02-29');
  });

  it('counts weeks by seven days and years with 29 February on the 28th', () => {
    expect(chargeSchedule(PeriodCycle.WEEKLY, '2026-12-28', 2)).toEqual(['2026-12-28', '2027-01-04']);
    expect(chargeSchedule(PeriodCycle.YEARLY, '2028-02-29', 3)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
  });
});
