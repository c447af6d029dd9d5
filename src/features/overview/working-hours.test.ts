import { describe, expect, it } from 'vitest';
import { berlinTime } from '@/lib/time';
import { addWorkingHours, holidaysOf, isWorkingDay, NO_HOLIDAYS, WORKING_DAY_HOURS } from './working-hours';

const berlin = holidaysOf('BE');
const bavaria = holidaysOf('BY');

describe('holidaysOf', () => {
  it('knows the nationwide holidays in every state', () => {
    for (const state of [berlin, bavaria, holidaysOf('NW'), holidaysOf('SN')]) {
      expect(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25', '2026-10-03', '2026-12-25', '2026-12-26'].filter((day) => !state(day))).toEqual([]);
    }
    expect(berlin('2026-10-02')).toBe(false);
    expect(berlin('2026-12-24')).toBe(false);
  });

  it('knows the holidays of the operator’s state, and only there', () => {
    // International Women's Day: Berlin's, not Bavaria's. Epiphany and Corpus Christi: Bavaria's, not Berlin's.
    expect([berlin('2027-03-08'), bavaria('2027-03-08')]).toEqual([true, false]);
    expect([berlin('2026-01-06'), bavaria('2026-01-06')]).toEqual([false, true]);
    expect([berlin('2026-06-04'), bavaria('2026-06-04'), holidaysOf('NW')('2026-06-04')]).toEqual([false, true, true]);
    // Reformation Day in Saxony, Buß- und Bettag there only.
    expect([berlin('2026-10-31'), holidaysOf('SN')('2026-10-31'), holidaysOf('SN')('2026-11-18'), berlin('2026-11-18')]).toEqual([false, true, true, false]);
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday without public holidays', () => {
    expect(['2026-11-23', '2026-11-27'].map((day) => isWorkingDay(day, berlin))).toEqual([true, true]);
    expect(['2026-11-28', '2026-11-29'].map((day) => isWorkingDay(day, berlin))).toEqual([false, false]);
    expect(isWorkingDay('2026-12-25', berlin)).toBe(false);
    expect(isWorkingDay('2026-12-25', NO_HOLIDAYS)).toBe(true);
  });
});

describe('addWorkingHours', () => {
  /** A Berlin wall-clock moment, "2026-11-27 19:03". */
  const at = (text: string) => berlinTime(text.slice(0, 10), Number(text.slice(11, 13)), Number(text.slice(14, 16)));
  const add = (start: string, hours: number, holidays = berlin) => addWorkingHours(at(start), hours, holidays);

  it('counts within the day when the hours fit', () => {
    expect(add('2026-11-25 10:15', 2)).toEqual(at('2026-11-25 12:15'));
    expect(add('2026-11-25 09:00', 9)).toEqual(at('2026-11-25 18:00'));
    expect(add('2026-11-25 11:00', 0.5)).toEqual(at('2026-11-25 11:30'));
  });

  it('counts from the next opening when it starts in the evening, at night or early in the morning', () => {
    // The brief's example: Friday 19:03 with 2 working hours is Monday 11:00, not Friday 21:07.
    expect(add('2026-11-27 19:03', 2)).toEqual(at('2026-11-30 11:00'));
    expect(add('2026-11-25 18:00', 2)).toEqual(at('2026-11-26 11:00'));
    expect(add('2026-11-25 23:59', 2)).toEqual(at('2026-11-26 11:00'));
    expect(add('2026-11-26 00:30', 2)).toEqual(at('2026-11-26 11:00'));
    expect(add('2026-11-26 07:10', 2)).toEqual(at('2026-11-26 11:00'));
  });

  it('carries what is left of a day over to the next working day', () => {
    expect(add('2026-11-25 17:00', 2)).toEqual(at('2026-11-26 10:00'));
    // One working day from the middle of a day is the same time on the next.
    expect(add('2026-11-25 10:00', WORKING_DAY_HOURS)).toEqual(at('2026-11-26 10:00'));
    expect(add('2026-11-25 10:00', 24)).toEqual(at('2026-11-27 16:00'));
  });

  it('skips the weekend', () => {
    expect(add('2026-11-27 17:00', 2)).toEqual(at('2026-11-30 10:00'));
    expect(add('2026-11-28 12:00', 2)).toEqual(at('2026-11-30 11:00'));
    expect(add('2026-11-29 20:00', 4)).toEqual(at('2026-11-30 13:00'));
  });

  it('skips a nationwide holiday: German Unity Day', () => {
    // 3 October 2025 is a Friday: from Thursday 17:00 the second hour falls on Monday.
    expect(add('2025-10-02 17:00', 2)).toEqual(at('2025-10-06 10:00'));
    expect(add('2025-10-02 17:00', 2, NO_HOLIDAYS)).toEqual(at('2025-10-03 10:00'));
    expect(add('2025-10-03 10:00', 1)).toEqual(at('2025-10-06 10:00'));
  });

  it('skips a holiday of the operator’s state only: 8 March in Berlin, not in Bavaria', () => {
    // 8 March 2027 is a Monday.
    expect(add('2027-03-05 17:30', 2)).toEqual(at('2027-03-09 10:30'));
    expect(add('2027-03-05 17:30', 2, bavaria)).toEqual(at('2027-03-08 10:30'));
    // Christmas and the weekend after it together.
    expect(add('2026-12-24 17:00', 2)).toEqual(at('2026-12-28 10:00'));
  });

  it('keeps Berlin hours across the daylight-saving switches', () => {
    // Summer time begins on Sunday, 29 March 2026; winter time on Sunday, 25 October 2026.
    const spring = add('2026-03-27 17:00', 2);
    expect(spring).toEqual(at('2026-03-30 10:00'));
    expect(spring.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    const autumn = add('2026-10-23 17:00', 2);
    expect(autumn).toEqual(at('2026-10-26 10:00'));
    expect(autumn.toISOString()).toBe('2026-10-26T09:00:00.000Z');
    // Started in the night of the switch itself.
    expect(add('2026-03-29 02:30', 1).toISOString()).toBe('2026-03-30T08:00:00.000Z');
  });

  it('counts 0 hours as the next moment of working time', () => {
    expect(add('2026-11-25 12:34', 0)).toEqual(at('2026-11-25 12:34'));
    expect(add('2026-11-27 19:03', 0)).toEqual(at('2026-11-30 09:00'));
  });

  it('is never earlier than the same hours on the clock', () => {
    // due-queries.ts narrows its rows by clock hours: that stays a superset only while this holds.
    for (let minutes = 0; minutes < 7 * 24 * 60; minutes += 97) {
      const start = new Date(at('2026-12-21 00:00').getTime() + minutes * 60_000);
      for (const hours of [0, 2, 4, 9, 24]) expect(addWorkingHours(start, hours, berlin).getTime()).toBeGreaterThanOrEqual(start.getTime() + hours * 3_600_000);
    }
  });

  it('refuses a negative or unreal number of hours, and a calendar without working days', () => {
    expect(() => add('2026-11-25 10:00', -1)).toThrow(RangeError);
    expect(() => add('2026-11-25 10:00', Number.NaN)).toThrow(RangeError);
    expect(() => add('2026-11-25 10:00', 1, () => true)).toThrow(RangeError);
  });
});
