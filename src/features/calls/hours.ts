/**
 * A planner's hours as the settings form writes them, as pure functions: a weekday's ranges are one line of text
 * ("09:00–12:00, 13:00–17:00") and the date exceptions one line per date ("2026-12-24 frei",
 * "2026-12-23 10:00–14:00"), all Berlin wall-clock time. The errors are message keys with their values (the admin's
 * language is chosen where they are shown: hoursErrorText).
 */
import { type KeyTranslator, messageKeys, translateKey } from '@/i18n/keys';
import { parseDay } from '@/lib/time';
import type { DayException, WeeklyRange } from './slots';

export interface MinuteRange {
  startMinute: number;
  endMinute: number;
}

const problem = messageKeys('calls.hours');
type ProblemKey = ReturnType<typeof problem>;

/** What is wrong with a line: a key of 'calls.hours' and its values; `day` names the exception line's date it is about. */
export interface HoursError {
  key: ProblemKey;
  values?: Record<string, string | number>;
  day?: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: HoursError };

const refused = (key: ProblemKey, values?: Record<string, string | number>): { ok: false; error: HoursError } => ({ ok: false, error: { key, values } });

/** An error of parseRanges or parseExceptions in the reader's language (t: useTranslations() or catalogue(locale)). */
export function hoursErrorText(t: KeyTranslator, error: HoursError): string {
  const text = translateKey(t, error.key, error.values);
  return error.day === undefined ? text : translateKey(t, problem('onDay'), { day: error.day, problem: text });
}

const weekdayName = messageKeys('calls.weekdays');

/** Monday to Sunday, as the form lists them (1 = Monday … 7 = Sunday), each with the message key of its name. */
export const WEEKDAYS = [
  { weekday: 1, name: weekdayName('monday') },
  { weekday: 2, name: weekdayName('tuesday') },
  { weekday: 3, name: weekdayName('wednesday') },
  { weekday: 4, name: weekdayName('thursday') },
  { weekday: 5, name: weekdayName('friday') },
  { weekday: 6, name: weekdayName('saturday') },
  { weekday: 7, name: weekdayName('sunday') },
] as const;

/**
 * The default hours, Monday to Friday 09:00–17:00 (Berlin wall clock): what the form offers an admin without any,
 * and what a new admin gets when nobody takes calls yet (takeCallsIfNobodyDoes in ./queries.ts).
 */
export const DEFAULT_WEEKLY: WeeklyRange[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 }));

/** The words that make an exception line a day off. */
const DAY_OFF = /^(frei|off|free|closed)$/i;
const MAX_RANGES = 12;
const MAX_EXCEPTION_LINES = 366;

const TIME = /^(\d{1,2})(?::(\d{2}))?$/;

/** Minutes after midnight of "9", "09:00" or "24:00"; undefined for anything else (e.g. "25:00", "09:60"). */
export function parseTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:05"; minute 1440 is "24:00". */
export function formatTime(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** One range as the form writes it, e.g. "09:00–12:00". */
export const formatRange = (range: MinuteRange): string => `${formatTime(range.startMinute)}–${formatTime(range.endMinute)}`;

/** Ranges as one line, in time order: "09:00–12:00, 13:00–17:00" (empty: none). */
export function formatRanges(ranges: readonly MinuteRange[]): string {
  return [...ranges]
    .sort((a, b) => a.startMinute - b.startMinute)
    .map(formatRange)
    .join(', ');
}

/**
 * A line of ranges: comma- or semicolon-separated, each "from–to" with a hyphen, an en or em dash, or "to"/"bis".
 * Empty means none. Refused: a time that is none ("25:00"), an end not after its start, ranges that overlap.
 */
export function parseRanges(text: string): Parsed<MinuteRange[]> {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > MAX_RANGES) return refused(problem('tooManyRanges'), { max: MAX_RANGES });
  const ranges: MinuteRange[] = [];
  for (const part of parts) {
    const ends = part.split(/\s*(?:[-–—]|\bto\b|\bbis\b)\s*/i);
    if (ends.length !== 2 || !ends[0] || !ends[1]) return refused(problem('notARange'), { part });
    const [startMinute, endMinute] = ends.map(parseTime);
    const wrong = startMinute === undefined ? ends[0] : endMinute === undefined ? ends[1] : undefined;
    if (wrong !== undefined) return refused(problem('notATime'), { time: wrong });
    if (endMinute! <= startMinute!) return refused(problem('endBeforeStart'), { range: part });
    ranges.push({ startMinute: startMinute!, endMinute: endMinute! });
  }
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i].startMinute < ranges[i - 1].endMinute) return refused(problem('overlap'), { first: formatRange(ranges[i - 1]), second: formatRange(ranges[i]) });
  }
  return { ok: true, value: ranges };
}

/** The weekly hours as the form's lines, by weekday (1 … 7). */
export function weeklyLines(weekly: readonly WeeklyRange[]): Record<number, string> {
  return Object.fromEntries(WEEKDAYS.map(({ weekday }) => [weekday, formatRanges(weekly.filter((r) => r.weekday === weekday))]));
}

/**
 * The exceptions, one date a line: "2026-12-24 frei" (a day off; also "off") or "2026-12-23 10:00–14:00" (that
 * day's hours instead of the weekly ones). Empty lines are skipped; a date may stand once.
 */
export function parseExceptions(text: string): Parsed<DayException[]> {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > MAX_EXCEPTION_LINES) return refused(problem('tooManyDates'), { max: MAX_EXCEPTION_LINES });
  const exceptions: DayException[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const [first, ...rest] = line.split(/\s+/);
    const day = parseDay(first);
    if (!day) return refused(problem('noDate'), { line });
    if (seen.has(day)) return refused(problem('dateTwice'), { day });
    seen.add(day);
    const what = rest.join(' ');
    if (!what) return refused(problem('nothingForDate'), { line });
    if (DAY_OFF.test(what)) {
      exceptions.push({ day, startMinute: null, endMinute: null });
      continue;
    }
    const ranges = parseRanges(what);
    if (!ranges.ok) return { ok: false, error: { ...ranges.error, day } };
    exceptions.push(...ranges.value.map((range) => ({ day, ...range })));
  }
  return { ok: true, value: exceptions.sort((a, b) => a.day.localeCompare(b.day) || (a.startMinute ?? -1) - (b.startMinute ?? -1)) };
}

/** The exceptions as the form's lines, one date a line, in date order. */
export function exceptionLines(exceptions: readonly DayException[]): string {
  const days = [...new Set(exceptions.map((e) => e.day))].sort();
  return days
    .map((day) => {
      const ofDay = exceptions.filter((e) => e.day === day);
      const off = ofDay.some((e) => e.startMinute === null || e.endMinute === null);
      return `${day} ${off ? 'frei' : formatRanges(ofDay.map((e) => ({ startMinute: e.startMinute!, endMinute: e.endMinute! })))}`;
    })
    .join('\n');
}
