import { describe, expect, it } from 'vitest';
import { type BookingRace, raceFailures, tallyBookings } from './calls-checks';

const fulfilled = (kind: string) => ({ status: 'fulfilled' as const, value: { kind } });

describe('tallyBookings', () => {
  it('counts booked and taken, other outcomes by kind, and errors with the first message', () => {
    const settled = [fulfilled('booked'), fulfilled('taken'), fulfilled('taken'), fulfilled('refused'), { status: 'rejected' as const, reason: new Error('deadlock detected') }, { status: 'rejected' as const, reason: 'later' }];
    expect(tallyBookings(settled)).toEqual({ booked: 1, taken: 2, other: { refused: 1 }, errors: 2, firstError: 'deadlock detected' });
    expect(tallyBookings([])).toEqual({ booked: 0, taken: 0, other: {}, errors: 0 });
  });
});

describe('raceFailures', () => {
  const good: BookingRace = { requests: 100, freeSlots: 20, booked: 20, taken: 80, other: {}, errors: 0, bookedRows: 20, overlaps: 0 };

  it('passes exactly the free slots booked, the rest taken, no error and no overlap', () => {
    expect(raceFailures(good)).toEqual([]);
  });

  it('names every miss', () => {
    expect(raceFailures({ ...good, booked: 21, taken: 78, other: { already_booked: 1 }, errors: 0, bookedRows: 21, overlaps: 1 })).toEqual([
      '21 booked, expected 20',
      '78 told the slot was taken, expected 80',
      '1 answered already_booked',
      '21 booked calls in the table, expected 20',
      '1 overlapping pairs of booked calls in the table',
    ]);
    expect(raceFailures({ ...good, booked: 19, taken: 80, errors: 1, firstError: 'deadlock detected', bookedRows: 19 })).toEqual([
      '19 booked, expected 20',
      '1 errors (first: deadlock detected)',
      '19 booked calls in the table, expected 20',
    ]);
  });
});
