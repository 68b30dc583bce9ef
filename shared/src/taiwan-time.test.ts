import {
  isCalendarDay,
  taipeiBusinessDay,
  taipeiDate,
  taipeiDateTime,
  taipeiIsoDay,
  taipeiStamp,
  taipeiTime,
} from './taiwan-time';

describe('Taiwan time (one module for gateway and client)', () => {
  // 2026-11-23 16:30:05 UTC is 2026-11-24 00:30:05 in Taipei: the day has already turned there.
  const lateUtc = new Date('2026-11-23T16:30:05Z');

  it('formats the Taiwan wall clock, whatever the machine zone', () => {
    expect(taipeiIsoDay(lateUtc)).toBe('2026-11-24');
    expect(taipeiDate(lateUtc)).toBe('2026/11/24');
    expect(taipeiTime(lateUtc)).toBe('00:30');
    expect(taipeiDateTime(lateUtc)).toBe('2026/11/24 00:30');
    expect(taipeiStamp(lateUtc)).toBe('20261124003005');
  });

  it('shifts whole Taiwan days', () => {
    expect(taipeiIsoDay(lateUtc, -2)).toBe('2026-11-22');
    expect(taipeiIsoDay(new Date('2026-12-31T16:00:00Z'), 0)).toBe('2027-01-01');
  });

  it('counts working days from the Taiwan day, skipping weekends (the arrival estimate of a withdrawal)', () => {
    // Taiwan Tuesday 2026-11-24 (already the 24th there at 16:30 UTC on the 23rd).
    expect(taipeiBusinessDay(lateUtc, 1)).toBe('2026-11-25');
    expect(taipeiBusinessDay(lateUtc, 3)).toBe('2026-11-27');
    expect(taipeiBusinessDay(lateUtc, 4)).toBe('2026-11-30');
    // From a Friday: the next working day is Monday.
    expect(taipeiBusinessDay(new Date('2026-11-27T02:00:00Z'), 1)).toBe('2026-11-30');
    // From a Saturday: two working days is Tuesday.
    expect(taipeiBusinessDay(new Date('2026-11-28T02:00:00Z'), 2)).toBe('2026-12-01');
    expect(taipeiBusinessDay(lateUtc, 0)).toBe('2026-11-24');
  });
});

describe('isCalendarDay', () => {
  it('takes real days written YYYY-MM-DD and refuses days Date.parse would roll over', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31', '2022-08-01']) expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-1-05',
      '20261105',
      '',
    ])
      expect(isCalendarDay(day)).toBe(false);
  });
});
