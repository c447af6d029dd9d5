import { describe, expect, it } from 'vitest';
import { adHoldMonths, monthName, monthOf } from './rules';

describe('monthName', () => {
  it('names a month in German with its year', () => {
    expect(monthName('2026-10-01')).toBe('Oktober 2026');
    expect(monthName(monthOf(2027, 2))).toBe('März 2027');
  });
});

describe('adHoldMonths', () => {
  const now = { year: 2026, monthIndex: 10 };
  it('holds from this month to the end month, leaving out January and February', () => {
    expect(adHoldMonths(now, null, { year: 2027, monthIndex: 3 })).toEqual(['2026-11-01', '2026-12-01', '2027-03-01', '2027-04-01']);
  });
  it('holds from a later start, and without an end as far as bookings reach', () => {
    expect(adHoldMonths(now, { year: 2027, monthIndex: 9 }, null)).toEqual(['2027-10-01', '2027-11-01', '2027-12-01']);
    expect(adHoldMonths(now, { year: 2025, monthIndex: 2 }, null)).toHaveLength(12);
  });
  it('holds nothing when the ad has ended', () => {
    expect(adHoldMonths(now, null, { year: 2026, monthIndex: 9 })).toEqual([]);
  });
});
