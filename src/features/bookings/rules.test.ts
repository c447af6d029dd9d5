import { describe, expect, it } from 'vitest';
import { calculatePrice } from '@/features/ad-slots/prices';
import { monthOf } from '@/features/ad-slots/rules';
import { bookingPeriod, chargedMonths, firstOpenStart, freeByMonth, gridMonths, liveFromDay, monthShare, occupancyGrid, startAfterLapse, startMonths } from './rules';

const NOW = { year: 2026, monthIndex: 10 };

describe('bookingPeriod', () => {
  it('runs from the start month to December, priced as the partner page calculates', () => {
    const booked = bookingPeriod(9, 2027, NOW);
    expect(booked).toEqual({
      ok: true,
      period: {
        months: ['2027-10-01', '2027-11-01', '2027-12-01'],
        lines: [
          { month: '2027-10-01', netCents: 12900 },
          { month: '2027-11-01', netCents: 14900 },
          { month: '2027-12-01', netCents: 6900 },
        ],
        netCents: 34700,
      },
    });
    expect(booked.ok && booked.period.netCents).toBe(calculatePrice(9).totalPrice * 100);
    expect(bookingPeriod(2, 2027, NOW)).toMatchObject({ ok: true, period: { netCents: calculatePrice(2).totalPrice * 100 } });
    expect(bookingPeriod(2, 2027, NOW).ok && bookingPeriod(2, 2027, NOW)).toMatchObject({ period: { months: { length: 10 } } });
  });

  it('takes the current month, refuses past months, January and February, and the year after next', () => {
    expect(bookingPeriod(10, 2026, NOW)).toMatchObject({ ok: true, period: { months: ['2026-11-01', '2026-12-01'], netCents: 21800 } });
    expect(bookingPeriod(9, 2026, NOW)).toEqual({ ok: false, problem: 'past' });
    expect(bookingPeriod(3, 2025, NOW)).toEqual({ ok: false, problem: 'past' });
    expect(bookingPeriod(0, 2027, NOW)).toEqual({ ok: false, problem: 'offSeason' });
    expect(bookingPeriod(1, 2027, NOW)).toEqual({ ok: false, problem: 'offSeason' });
    expect(bookingPeriod(12, 2027, NOW)).toEqual({ ok: false, problem: 'offSeason' });
    expect(bookingPeriod(5, 2028, NOW)).toEqual({ ok: false, problem: 'tooFar' });
  });
});

describe('occupancy', () => {
  const months = [9, 10, 11].map((i) => monthOf(2026, i));

  it('counts the free slots per month', () => {
    expect(freeByMonth(months, new Map([['2026-11-01', 3], ['2026-12-01', 1]]))).toEqual([
      { month: '2026-10-01', free: 3 },
      { month: '2026-11-01', free: 0 },
      { month: '2026-12-01', free: 2 },
    ]);
  });

  it('names the first start month from which every month to December has a slot', () => {
    expect(firstOpenStart(months, new Map())).toBe('2026-10-01');
    expect(firstOpenStart(months, new Map([['2026-11-01', 3]]))).toBe('2026-12-01');
    expect(firstOpenStart(months, new Map([['2026-10-01', 3]]))).toBe('2026-11-01');
    expect(firstOpenStart(months, new Map([['2026-12-01', 3]]))).toBeUndefined();
  });
});

describe('startAfterLapse', () => {
  const bookable = startMonths(NOW).map((start) => monthOf(start.year, start.index));
  const free = (full: string[]) => bookable.map((month) => ({ month, free: full.includes(month) ? 0 : 2 }));

  it("offers the lapsed booking's own start, else the first later one of its year, else the first open start of any year", () => {
    expect(startAfterLapse('2027-10-01', free([]))).toBe('2027-10-01');
    expect(startAfterLapse('2027-10-01', free(['2027-10-01']))).toBe('2027-11-01');
    expect(startAfterLapse('2027-10-01', free(['2027-12-01']))).toBe('2026-11-01');
    expect(startAfterLapse('2026-11-01', free(['2026-12-01']))).toBe('2027-03-01');
    expect(startAfterLapse('2027-10-01', free(['2026-12-01', '2027-12-01']))).toBeUndefined();
    // A start month that has passed meanwhile: the bookable months of its year from now on.
    expect(startAfterLapse('2026-10-01', free([]))).toBe('2026-11-01');
  });
});

describe('startMonths', () => {
  it('offers the bookable months from now to December of next year', () => {
    const options = startMonths({ year: 2026, monthIndex: 10 });
    expect(options.map((option) => option.label)).toEqual(['November 2026', 'Dezember 2026', ...['März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'].map((name) => `${name} 2027`)]);
    expect(startMonths({ year: 2027, monthIndex: 0 })[0]).toEqual({ year: 2027, index: 2, label: 'März 2027' });
  });
});

describe('occupancyGrid', () => {
  it('counts booked, held and free slots per city and month, naming the holders', () => {
    const months = gridMonths({ year: 2026, monthIndex: 10 });
    expect(months).toEqual(['2026-11-01', '2026-12-01', ...[3, 4, 5, 6, 7, 8, 9, 10].map((m) => `2027-${String(m).padStart(2, '0')}-01`)]);
    const grid = occupancyGrid(
      [
        { cityId: 'koeln', month: '2026-12-01', status: 'approved', venueName: 'Brauhaus' },
        { cityId: 'koeln', month: '2026-12-01', status: 'confirmed', venueName: 'Kranhaus' },
        { cityId: 'bonn', month: '2026-11-01', status: 'unconfirmed', venueName: 'Bundesbar' },
        { cityId: 'bonn', month: '2026-12-01', status: 'approved', venueName: 'Rheinaue', madeInAdmin: true },
      ],
      months.slice(0, 2),
    );
    expect(grid).toEqual([
      {
        cityId: 'bonn',
        cells: [
          { month: '2026-11-01', booked: 0, held: 1, free: 2, holders: [{ venueName: 'Bundesbar', booked: false, madeInAdmin: false }] },
          { month: '2026-12-01', booked: 1, held: 0, free: 2, holders: [{ venueName: 'Rheinaue', booked: true, madeInAdmin: true }] },
        ],
      },
      {
        cityId: 'koeln',
        cells: [
          { month: '2026-11-01', booked: 0, held: 0, free: 3, holders: [] },
          { month: '2026-12-01', booked: 1, held: 1, free: 1, holders: [{ venueName: 'Brauhaus', booked: true, madeInAdmin: false }, { venueName: 'Kranhaus', booked: false, madeInAdmin: false }] },
        ],
      },
    ]);
  });
});

describe('monthShare', () => {
  it('charges a month pro rata from the day the ad goes live, rounded half-up to the cent', () => {
    // Live on 27 November: 27, 28, 29 and 30 November, 4 of 30 days; 14900 × 4 ÷ 30 = 1986,67 → 1987.
    expect(monthShare('2026-11-01', 14900, '2026-11-27')).toEqual({ month: '2026-11-01', from: '2026-11-27', days: 4, daysInMonth: 30, netCents: 1987 });
    // 6900 × 30 ÷ 31 = 6677,42 → 6677; 1550 × 1 ÷ 31 = 50 exactly.
    expect(monthShare('2026-12-01', 6900, '2026-12-02')).toMatchObject({ days: 30, daysInMonth: 31, netCents: 6677 });
    expect(monthShare('2026-12-01', 1550, '2026-12-31').netCents).toBe(50);
    // 15 × 16 ÷ 30 = 8 exactly; 1 × 15 ÷ 30 = 0,5 → 1 (half a cent rounds up), 1 × 14 ÷ 30 = 0,47 → 0.
    expect(monthShare('2026-11-01', 15, '2026-11-15').netCents).toBe(8);
    expect(monthShare('2026-11-01', 1, '2026-11-16').netCents).toBe(1);
    expect(monthShare('2026-11-01', 1, '2026-11-17').netCents).toBe(0);
  });

  it('charges the full month from its first day, or when the ad went live before it', () => {
    expect(monthShare('2026-11-01', 14900, '2026-11-01')).toEqual({ month: '2026-11-01', from: '2026-11-01', days: 30, daysInMonth: 30, netCents: 14900 });
    expect(monthShare('2027-10-01', 12900, '2026-11-25')).toMatchObject({ from: '2027-10-01', days: 31, netCents: 12900 });
  });

  it('counts the days of February in a leap year', () => {
    expect(monthShare('2028-02-01', 2900, '2028-02-15')).toMatchObject({ days: 15, daysInMonth: 29, netCents: 1500 });
    expect(monthShare('2027-02-01', 2800, '2027-02-15')).toMatchObject({ days: 14, daysInMonth: 28, netCents: 1400 });
  });

  it("charges one day from the month's last day, and nothing for a month that ended before", () => {
    expect(monthShare('2026-11-01', 14900, '2026-11-30')).toMatchObject({ from: '2026-11-30', days: 1, daysInMonth: 30, netCents: 497 });
    expect(monthShare('2026-11-01', 14900, '2026-12-01')).toMatchObject({ days: 0, netCents: 0 });
  });
});

describe('liveFromDay and chargedMonths', () => {
  const lines = [
    { month: '2026-11-01', netCents: 14900 },
    { month: '2026-12-01', netCents: 6900 },
  ];

  it('goes live on the approval day, or on the first day of the first month when approved before it', () => {
    expect(liveFromDay('2026-11-01', '2026-11-27')).toBe('2026-11-27');
    expect(liveFromDay('2027-10-01', '2026-11-27')).toBe('2027-10-01');
    expect(liveFromDay('2026-11-01', '2026-11-01')).toBe('2026-11-01');
  });

  it('charges the first month pro rata and the later ones in full, and no month that ended before the ad went live', () => {
    expect(chargedMonths(lines, '2026-11-27').map((share) => [share.month, share.days, share.netCents])).toEqual([
      ['2026-11-01', 4, 1987],
      ['2026-12-01', 31, 6900],
    ]);
    expect(chargedMonths(lines, '2026-11-01').map((share) => share.netCents)).toEqual([14900, 6900]);
    expect(chargedMonths(lines, '2026-12-02').map((share) => [share.month, share.days, share.netCents])).toEqual([['2026-12-01', 30, 6677]]);
    expect(chargedMonths(lines, '2027-01-04')).toEqual([]);
  });
});
