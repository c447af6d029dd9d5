/**
 * Berlin time, in one place. Moments are stored as UTC instants; days, months and "today" are Berlin's, computed
 * through @date-fns/tz (no hand-made offsets), so the daylight-saving Sundays have their 23 and 25 hours.
 *
 * Loaded without bundling too (by the page cache handler through lib/cache-tags.ts): relative imports only.
 */
import { TZDate, tz } from '@date-fns/tz';
import { endOfDay, endOfMonth, format, startOfDay, startOfMonth } from 'date-fns';
import { de } from 'date-fns/locale';

/** The site's time zone; SQL that needs Berlin's calendar takes its name from here too. */
export const BERLIN = 'Europe/Berlin';

const inBerlin = tz(BERLIN);

/** The languages dates are written in: the admin's (i18n's AdminLocale, which lib's root does not import). */
export type DateLocale = 'de' | 'en';

const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The English admin's words ("Tuesday, 8 December") set into the pattern as literals, in place of date-fns' English
 * locale: this module runs in the public pages' scripts too, and a second locale would add to each of them.
 */
function englishPattern(moment: Date, pattern: string): string {
  const weekday = EN_WEEKDAYS[Number(format(moment, 'i', { in: inBerlin })) - 1];
  const month = EN_MONTHS[Number(format(moment, 'M', { in: inBerlin })) - 1];
  return pattern.replace('EEEE', `'${weekday}'`).replace('MMMM', `'${month}'`);
}

/**
 * A moment written in Berlin time with a date-fns pattern (https://date-fns.org/docs/format), in German unless told;
 * in English only the weekday (EEEE) and month (MMMM) are words.
 */
export function formatInBerlin(moment: Date | string | number, pattern: string, locale: DateLocale = 'de'): string {
  const date = new Date(moment);
  return format(date, locale === 'en' ? englishPattern(date, pattern) : pattern, { in: inBerlin, locale: de });
}

/** The worded forms per language; the public side, PDFs and customers' mails use the German ones (the default). */
const PATTERNS = {
  de: { longDate: 'd. MMMM yyyy', longDateTime: "d. MMMM yyyy 'um' HH:mm", weekday: 'EEEE, d. MMMM', weekdayYear: 'EEEE, d. MMMM yyyy', month: 'MMMM yyyy' },
  en: { longDate: 'd MMMM yyyy', longDateTime: "d MMMM yyyy 'at' HH:mm", weekday: 'EEEE, d MMMM', weekdayYear: 'EEEE, d MMMM yyyy', month: 'MMMM yyyy' },
} as const satisfies Record<DateLocale, Record<string, string>>;

/** A calendar day as yyyy-mm-dd, e.g. "2026-12-24". */
export type Day = string;

function dayParts(day: Day): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A typed date as yyyy-mm-dd: a date input's value, or "11.12.2026" typed where there is no date picker; undefined for a date that does not exist. */
export function parseDay(text: string): Day | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const german = GERMAN_DAY.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : german ? [german[3], german[2], german[1]].map(Number) : [];
  if (year === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The Berlin calendar day (yyyy-mm-dd) of a moment, as a date field shows it. */
export function berlinDay(moment: Date): Day {
  return formatInBerlin(moment, 'yyyy-MM-dd');
}

/** Today in Berlin (yyyy-mm-dd). */
export function berlinToday(): Day {
  return berlinDay(new Date());
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addToDay(day: Day, days: number): Day {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The moment it is hour:minute in Berlin on a Berlin calendar day (an hour skipped in spring counts as summer time). */
export function berlinTime(day: Day, hour: number, minute = 0): Date {
  const [year, month, date] = dayParts(day);
  return new Date(new TZDate(year, month - 1, date, hour, minute, BERLIN).getTime());
}

/** The first moment of a Berlin calendar day. */
export function startOfBerlinDay(day: Day): Date {
  const [year, month, date] = dayParts(day);
  return new Date(startOfDay(new TZDate(year, month - 1, date, 12, BERLIN)).getTime());
}

/** The last millisecond of a Berlin calendar day: an ad "until 24.12." runs through Christmas Eve. */
export function endOfBerlinDay(day: Day): Date {
  const [year, month, date] = dayParts(day);
  return new Date(endOfDay(new TZDate(year, month - 1, date, 12, BERLIN)).getTime());
}

/** The Berlin year and month (0 = January) of a moment. */
export function berlinYearMonth(moment: Date): { year: number; monthIndex: number } {
  const date = new TZDate(moment.getTime(), BERLIN);
  return { year: date.getFullYear(), monthIndex: date.getMonth() };
}

/** The month it is in Berlin at `moment` (0 = January), whatever the server's time zone. */
export function berlinMonthIndex(moment: Date): number {
  return new TZDate(moment.getTime(), BERLIN).getMonth();
}

/** The first moment of the Berlin month that holds `moment`. */
export function startOfBerlinMonth(moment: Date): Date {
  return new Date(startOfMonth(moment, { in: inBerlin }).getTime());
}

/** The last millisecond of the Berlin month that holds `moment`. */
export function endOfBerlinMonth(moment: Date): Date {
  return new Date(endOfMonth(moment, { in: inBerlin }).getTime());
}

/** A moment for admin lists, e.g. "23.11.2026, 09:05". */
export function formatDateTime(moment: Date): string {
  return formatInBerlin(moment, 'dd.MM.yyyy, HH:mm');
}

/** A day in long form, e.g. "21. November 2026" (English: "21 November 2026"). */
export function formatLongDate(moment: Date | string, locale: DateLocale = 'de'): string {
  return formatInBerlin(moment, PATTERNS[locale].longDate, locale);
}

/** A calendar day in short form, "11.12.2026". */
export function formatShortDay(day: Day): string {
  return formatInBerlin(startOfBerlinDay(day), 'dd.MM.yyyy');
}

/** A moment in long form, as mails write it, e.g. "23. November 2026 um 09:05" (English: "23 November 2026 at 09:05"). */
export function formatLongDateTime(moment: Date, locale: DateLocale = 'de'): string {
  return formatInBerlin(moment, PATTERNS[locale].longDateTime, locale);
}

/** A moment's Berlin day with its weekday, "Freitag, 11. Dezember 2026" ("Friday, 11 December 2026"); without the year for a slot soon ahead. */
export function formatWeekdayDate(moment: Date, locale: DateLocale = 'de', { year = true } = {}): string {
  return formatInBerlin(moment, year ? PATTERNS[locale].weekdayYear : PATTERNS[locale].weekday, locale);
}

/** A month named with its year, "Oktober 2026" ("October 2026"), from a day in it. */
export function formatMonth(day: Day, locale: DateLocale = 'de'): string {
  return formatInBerlin(startOfBerlinDay(day), PATTERNS[locale].month, locale);
}

/** A time of day or a span as the language says it: "18:00–23:30 Uhr" in German, "18:00–23:30" in English. */
export function clockText(time: string, locale: DateLocale = 'de'): string {
  return locale === 'de' ? `${time} Uhr` : time;
}

/** An appointment with its weekday, e.g. "Donnerstag, 3. Dezember 2026 · 10:15 Uhr". */
export function formatAppointment(moment: Date): string {
  return formatInBerlin(moment, "EEEE, d. MMMM yyyy '·' HH:mm 'Uhr'");
}
