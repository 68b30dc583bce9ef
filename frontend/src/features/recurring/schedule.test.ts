import { planPreview, upcomingDates } from './schedule';

describe('planPreview', () => {
  it('starts today plus the trial, or on a fixed first date still ahead, and stops at the number of charges', () => {
    const plan = { cycle: 'MONTHLY', firstChargeDate: '', trialDays: '0', totalCharges: null };
    expect(planPreview(plan, '2026-01-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(planPreview({ ...plan, trialDays: '14' }, '2026-01-01')).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    expect(planPreview({ ...plan, firstChargeDate: '2026-02-10', totalCharges: 2 }, '2026-01-01')).toEqual([
      '2026-02-10',
      '2026-03-10',
    ]);
    expect(planPreview({ ...plan, cycle: 'YEARLY' }, '2028-02-29')).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
  });
});

describe('upcomingDates', () => {
  const sub = { cycle: 'MONTHLY', chargesDone: 2, totalCharges: null, firstDueDate: '2026-01-31' };

  it('keeps the month-end day of the first charge', () => {
    expect(upcomingDates({ ...sub, nextChargeDate: '2026-03-31' })).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('counts from the next date after a resume, and stops at the last charge', () => {
    expect(upcomingDates({ ...sub, nextChargeDate: '2026-06-05', totalCharges: 4 })).toEqual([
      '2026-06-05',
      '2026-07-05',
    ]);
    expect(upcomingDates({ ...sub, nextChargeDate: null })).toEqual([]);
  });
});
