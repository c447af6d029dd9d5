import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToDay,
  BERLIN,
  berlinDay,
  parseDay,
  berlinMonthIndex,
  berlinTime,
  berlinToday,
  endOfBerlinDay,
  endOfBerlinMonth,
  formatAppointment,
  formatDateTime,
  formatInBerlin,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatWeekdayDate,
  clockText,
  startOfBerlinDay,
  startOfBerlinMonth,
} from './time';

const iso = (moment: Date) => moment.toISOString();
const HOUR = 3_600_000;

describe('Berlin days', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('today is the Berlin day, not the UTC one', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    expect(berlinToday()).toBe('2027-01-01');
    vi.setSystemTime(new Date('2026-07-01T21:59:59Z'));
    expect(berlinToday()).toBe('2026-07-01');
    vi.setSystemTime(new Date('2026-07-01T22:00:00Z'));
    expect(berlinToday()).toBe('2026-07-02');
  });

  it('starts and ends a day in Berlin time, in winter and in summer', () => {
    expect(iso(startOfBerlinDay('2026-12-24'))).toBe('2026-12-23T23:00:00.000Z');
    expect(iso(endOfBerlinDay('2026-12-24'))).toBe('2026-12-24T22:59:59.999Z');
    expect(iso(startOfBerlinDay('2026-07-01'))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(endOfBerlinDay('2026-07-01'))).toBe('2026-07-01T21:59:59.999Z');
  });

  it('gives the spring Sunday 23 hours and the autumn Sunday 25', () => {
    expect(iso(startOfBerlinDay('2026-03-29'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(endOfBerlinDay('2026-03-29'))).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfBerlinDay('2026-03-29').getTime() + 1 - startOfBerlinDay('2026-03-29').getTime()).toBe(23 * HOUR);
    expect(iso(startOfBerlinDay('2026-10-25'))).toBe('2026-10-24T22:00:00.000Z');
    // The day the clocks go back: still the last moment of that Berlin day.
    expect(iso(endOfBerlinDay('2026-10-25'))).toBe('2026-10-25T22:59:59.999Z');
    expect(endOfBerlinDay('2026-10-25').getTime() + 1 - startOfBerlinDay('2026-10-25').getTime()).toBe(25 * HOUR);
  });

  it('round-trips with berlinDay', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(berlinDay(endOfBerlinDay(day))).toBe(day);
      expect(berlinDay(startOfBerlinDay(day))).toBe(day);
    }
  });

  it('puts a time of day on a Berlin day, across both changes of the clock', () => {
    expect(iso(berlinTime('2026-03-29', 3))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(berlinTime('2026-03-29', 1, 30))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(berlinTime('2026-10-25', 3))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(berlinTime('2026-12-03', 10, 15))).toBe('2026-12-03T09:15:00.000Z');
  });

  it('counts calendar days over month and year ends', () => {
    expect(addToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addToDay('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('refuses what is no day', () => {
    expect(() => endOfBerlinDay('24.12.2026')).toThrow(RangeError);
  });
});

describe('Berlin months', () => {
  it('counts the month in Berlin, not in UTC', () => {
    // 31 October 23:30 UTC is already 1 November in Berlin (CET, UTC+1).
    expect(berlinMonthIndex(new Date('2026-10-31T23:30:00Z'))).toBe(10);
    expect(berlinMonthIndex(new Date('2026-10-31T22:59:59Z'))).toBe(9);
    // 31 March 22:30 UTC is 1 April in Berlin (CEST, UTC+2).
    expect(berlinMonthIndex(new Date('2026-03-31T22:30:00Z'))).toBe(3);
    expect(berlinMonthIndex(new Date('2026-12-31T23:00:00Z'))).toBe(0);
  });

  it('starts and ends months that hold a change of the clock', () => {
    const march = new Date('2026-03-15T12:00:00Z');
    expect(iso(startOfBerlinMonth(march))).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(endOfBerlinMonth(march))).toBe('2026-03-31T21:59:59.999Z');
    const october = new Date('2026-10-31T22:30:00Z');
    expect(iso(startOfBerlinMonth(october))).toBe('2026-09-30T22:00:00.000Z');
    expect(iso(endOfBerlinMonth(october))).toBe('2026-10-31T22:59:59.999Z');
  });
});

describe('German dates', () => {
  it('writes an appointment with its weekday', () => {
    expect(formatAppointment(new Date('2025-12-03T09:15:00Z'))).toBe('Mittwoch, 3. Dezember 2025 · 10:15 Uhr');
    expect(formatAppointment(new Date('2026-12-03T09:15:00Z'))).toBe('Donnerstag, 3. Dezember 2026 · 10:15 Uhr');
    expect(formatAppointment(new Date('2026-03-29T01:00:00Z'))).toBe('Sonntag, 29. März 2026 · 03:00 Uhr');
  });

  it('writes the day in German long form, in Berlin time', () => {
    expect(formatLongDate(new Date('2026-11-21T10:00:00Z'))).toBe('21. November 2026');
    // 23:30 UTC on 28 February is already 1 March in Berlin.
    expect(formatLongDate('2026-02-28T23:30:00Z')).toBe('1. März 2026');
  });

  it('writes what the Intl formats with Berlin time wrote before, to the letter', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { ...options, timeZone: BERLIN });
    const moments = ['2026-01-01T00:00:00Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-07-04T08:05:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-12-31T23:30:00Z'].map((text) => new Date(text));
    for (const moment of moments) {
      expect(formatDateTime(moment)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' }).format(moment));
      expect(formatLongDate(moment)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(moment));
      expect(formatLongDateTime(moment)).toBe(intl({ dateStyle: 'long', timeStyle: 'short' }).format(moment));
    }
    expect(formatDateTime(new Date('2026-11-23T08:05:00Z'))).toBe('23.11.2026, 09:05');
    expect(formatLongDateTime(new Date('2026-11-23T08:05:00Z'))).toBe('23. November 2026 um 09:05');
  });

  it('writes any pattern in Berlin time', () => {
    expect(formatInBerlin(new Date('2026-10-25T01:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe('2026-10-25 02:30');
    expect(formatInBerlin(new Date('2026-10-25T00:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe('2026-10-25 02:30');
  });
});

describe('dates for an English admin', () => {
  it('write the worded forms in British English, in Berlin time', () => {
    expect(formatWeekdayDate(new Date('2026-12-08T09:00:00Z'), 'en', { year: false })).toBe('Tuesday, 8 December');
    expect(formatWeekdayDate(new Date('2026-12-08T09:00:00Z'), 'en')).toBe('Tuesday, 8 December 2026');
    expect(formatLongDate(new Date('2026-11-21T10:00:00Z'), 'en')).toBe('21 November 2026');
    expect(formatLongDateTime(new Date('2026-11-23T08:05:00Z'), 'en')).toBe('23 November 2026 at 09:05');
    expect(formatMonth('2026-10-01', 'en')).toBe('October 2026');
    expect(clockText('18:00–23:30', 'en')).toBe('18:00–23:30');
  });

  it('keep the Berlin day and hour across both changes of the clock and at midnight', () => {
    // 23:30 UTC on 28 February is already Sunday, 1 March in Berlin.
    expect(formatWeekdayDate(new Date('2026-02-28T23:30:00Z'), 'en')).toBe('Sunday, 1 March 2026');
    expect(formatLongDateTime(new Date('2026-03-29T00:59:59Z'), 'en')).toBe('29 March 2026 at 01:59');
    expect(formatLongDateTime(new Date('2026-03-29T01:00:00Z'), 'en')).toBe('29 March 2026 at 03:00');
    expect(formatLongDateTime(new Date('2026-10-25T00:30:00Z'), 'en')).toBe('25 October 2026 at 02:30');
    expect(formatLongDateTime(new Date('2026-10-25T01:30:00Z'), 'en')).toBe('25 October 2026 at 02:30');
    expect(formatLongDateTime(new Date('2026-07-04T22:05:00Z'), 'en')).toBe('5 July 2026 at 00:05');
  });

  it('leave the German forms as they were', () => {
    expect(formatWeekdayDate(new Date('2026-12-08T09:00:00Z'))).toBe('Dienstag, 8. Dezember 2026');
    expect(formatWeekdayDate(new Date('2026-12-08T09:00:00Z'), 'de', { year: false })).toBe('Dienstag, 8. Dezember');
    expect(formatLongDate(new Date('2026-11-21T10:00:00Z'), 'de')).toBe('21. November 2026');
    expect(formatLongDateTime(new Date('2026-11-23T08:05:00Z'), 'de')).toBe('23. November 2026 um 09:05');
    expect(formatMonth('2026-03-01')).toBe('März 2026');
    expect(clockText('10:00')).toBe('10:00 Uhr');
  });
});

describe('parseDay', () => {
  it('reads the date input and German dates, and nothing that is no calendar day', () => {
    expect(parseDay('2026-12-11')).toBe('2026-12-11');
    expect(parseDay(' 11.12.2026 ')).toBe('2026-12-11');
    expect(parseDay('1.2.2027')).toBe('2027-02-01');
    expect(parseDay('31.11.2026')).toBeUndefined();
    expect(parseDay('2026-02-29')).toBeUndefined();
    expect(parseDay('Heiligabend')).toBeUndefined();
  });
});
