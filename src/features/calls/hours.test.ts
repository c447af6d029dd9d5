import { describe, expect, it } from 'vitest';
import { catalogue } from '@/i18n/translator';
import { DEFAULT_WEEKLY, exceptionLines, formatRanges, hoursErrorText, type Parsed, parseExceptions, parseRanges, parseTime, weeklyLines } from './hours';

/** A refusal with its error in the admin's English. */
const inEnglish = <T>(parsed: Parsed<T>) => (parsed.ok ? parsed : { ok: false, error: hoursErrorText(catalogue('en'), parsed.error) });

describe('parseTime', () => {
  it('reads hours and minutes from 00:00 to 24:00', () => {
    expect(parseTime('09:00')).toBe(540);
    expect(parseTime('9')).toBe(540);
    expect(parseTime(' 7:30 ')).toBe(450);
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('24:00')).toBe(1440);
  });

  it('refuses what is no time of day', () => {
    for (const text of ['25:00', '24:30', '09:60', '9:5', 'nine', '', '-1:00', '09.00']) expect(parseTime(text), text).toBeUndefined();
  });
});

describe('parseRanges', () => {
  it('reads one or more ranges with any dash, in time order', () => {
    expect(parseRanges('09:00–12:00, 13:00–17:00')).toEqual({
      ok: true,
      value: [
        { startMinute: 540, endMinute: 720 },
        { startMinute: 780, endMinute: 1020 },
      ],
    });
    expect(parseRanges('13-17; 9 - 12')).toEqual({
      ok: true,
      value: [
        { startMinute: 540, endMinute: 720 },
        { startMinute: 780, endMinute: 1020 },
      ],
    });
    expect(parseRanges('08:00 bis 10:30')).toEqual({ ok: true, value: [{ startMinute: 480, endMinute: 630 }] });
    expect(parseRanges('22:00—24:00')).toEqual({ ok: true, value: [{ startMinute: 1320, endMinute: 1440 }] });
  });

  it('takes an empty line as no hours', () => {
    expect(parseRanges('')).toEqual({ ok: true, value: [] });
    expect(parseRanges('  ,  ')).toEqual({ ok: true, value: [] });
  });

  it('lets ranges touch, but not overlap', () => {
    expect(parseRanges('09:00–12:00, 12:00–13:00').ok).toBe(true);
    expect(inEnglish(parseRanges('09:00–12:00, 11:00–13:00'))).toEqual({ ok: false, error: '09:00–12:00 and 11:00–13:00 overlap' });
  });

  it('says which time or range is wrong', () => {
    expect(inEnglish(parseRanges('09:00–25:00'))).toEqual({ ok: false, error: '“25:00” is not a time: use 00:00 to 24:00' });
    expect(inEnglish(parseRanges('17:00–09:00'))).toEqual({ ok: false, error: 'In “17:00–09:00” the end must be after the start' });
    expect(inEnglish(parseRanges('10:00–10:00'))).toEqual({ ok: false, error: 'In “10:00–10:00” the end must be after the start' });
    expect(inEnglish(parseRanges('09:00'))).toEqual({ ok: false, error: '“09:00” is not a range: write it like 09:00–12:00' });
    expect(inEnglish(parseRanges('morgens'))).toEqual({ ok: false, error: '“morgens” is not a range: write it like 09:00–12:00' });
  });

  it('writes ranges back as the form reads them', () => {
    const line = '09:00–12:00, 13:00–17:00';
    const parsed = parseRanges(line);
    expect(parsed.ok && formatRanges(parsed.value)).toBe(line);
    expect(formatRanges([])).toBe('');
  });
});

describe('weekly lines', () => {
  it('has the default hours as rows: weekdays 1 to 5, minute 540 to 1020', () => {
    expect(DEFAULT_WEEKLY).toEqual([1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })));
  });

  it('writes each weekday of the default hours, Monday to Friday 09:00–17:00', () => {
    expect(weeklyLines(DEFAULT_WEEKLY)).toEqual({ 1: '09:00–17:00', 2: '09:00–17:00', 3: '09:00–17:00', 4: '09:00–17:00', 5: '09:00–17:00', 6: '', 7: '' });
  });
});

describe('parseExceptions', () => {
  it('reads days off and other hours, one date a line, in date order', () => {
    expect(parseExceptions('2026-12-24 frei\n\n23.12.2026 10:00–14:00, 15:00–16:00\r\n2026-12-31 off')).toEqual({
      ok: true,
      value: [
        { day: '2026-12-23', startMinute: 600, endMinute: 840 },
        { day: '2026-12-23', startMinute: 900, endMinute: 960 },
        { day: '2026-12-24', startMinute: null, endMinute: null },
        { day: '2026-12-31', startMinute: null, endMinute: null },
      ],
    });
    expect(parseExceptions('')).toEqual({ ok: true, value: [] });
  });

  it('says which line is wrong', () => {
    expect(inEnglish(parseExceptions('Heiligabend frei'))).toEqual({ ok: false, error: '“Heiligabend frei”: start the line with a date like 2026-12-24' });
    expect(inEnglish(parseExceptions('2026-12-24'))).toEqual({ ok: false, error: '“2026-12-24”: add “frei” for a day off, or the hours like 10:00–14:00' });
    expect(inEnglish(parseExceptions('2026-12-24 frei\n24.12.2026 10-12'))).toEqual({ ok: false, error: '2026-12-24 stands more than once' });
    expect(inEnglish(parseExceptions('2026-12-23 14:00–10:00'))).toEqual({ ok: false, error: '2026-12-23: In “14:00–10:00” the end must be after the start' });
    expect(inEnglish(parseExceptions('2026-12-23 09:00–25:00'))).toEqual({ ok: false, error: '2026-12-23: “25:00” is not a time: use 00:00 to 24:00' });
  });

  it('words its errors in the admin’s German too', () => {
    const parsed = parseExceptions('2026-12-23 09:00–25:00');
    expect(!parsed.ok && hoursErrorText(catalogue('de'), parsed.error)).toBe('2026-12-23: „25:00“ ist keine Uhrzeit: Erlaubt ist 00:00 bis 24:00');
  });

  it('writes the exceptions back as the form reads them', () => {
    const text = '2026-12-23 10:00–14:00, 15:00–16:00\n2026-12-24 frei';
    const parsed = parseExceptions(text);
    expect(parsed.ok && exceptionLines(parsed.value)).toBe(text);
  });
});
