/**
 * The free call slots, as pure functions. A planner's hours are Berlin wall-clock ranges; each range becomes the
 * two instants it starts and ends at on that day (through lib/time.ts), and slots step through the real time in
 * between, so the Sundays of the clock changes get their true length: 01:00–04:00 is two hours on the last Sunday
 * of March and four on the last Sunday of October.
 */
import type { AdminLocale } from '@/i18n/locale';
import { addToDay, berlinDay, berlinTime, clockText, type Day, formatInBerlin, formatWeekdayDate } from '@/lib/time';

export interface CallSettingsValues {
  callMinutes: number;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  /** Bookable days: today and the days after it, this many in all. */
  horizonDays: number;
}

/** The defaults, also the columns' defaults of call_settings. */
export const DEFAULT_CALL_SETTINGS: CallSettingsValues = { callMinutes: 15, bufferMinutes: 5, minimumNoticeMinutes: 120, horizonDays: 14 };

export interface WeeklyRange {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A date's exception: without minutes a day off, with minutes that day's hours instead of the weekly ones. */
export interface DayException {
  day: Day;
  startMinute: number | null;
  endMinute: number | null;
}

/** A booked call as it blocks its planner: from its start until its end plus the buffer. */
export interface BusySpan {
  startsAt: Date;
  blockedUntil: Date;
}

export interface PlannerAvailability {
  id: string;
  name: string;
  weekly: WeeklyRange[];
  exceptions: DayException[];
  busy: BusySpan[];
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  /** The planners free for it, in the order they were given. */
  plannerIds: string[];
}

const MINUTE = 60_000;

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar day. */
export function isoWeekday(day: Day): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** The wall-clock minute of a Berlin day as an instant; minute 1440 is the next day's midnight. */
function instantOf(day: Day, minute: number): Date {
  return berlinTime(addToDay(day, Math.floor(minute / 1440)), Math.floor((minute % 1440) / 60), minute % 60);
}

/** A planner's ranges on one Berlin day: the date's exceptions if it has any, otherwise the weekday's hours. */
export function rangesOn(planner: Pick<PlannerAvailability, 'weekly' | 'exceptions'>, day: Day): { startMinute: number; endMinute: number }[] {
  const exceptions = planner.exceptions.filter((e) => e.day === day);
  if (exceptions.length) {
    if (exceptions.some((e) => e.startMinute === null || e.endMinute === null)) return [];
    return exceptions.map((e) => ({ startMinute: e.startMinute!, endMinute: e.endMinute! }));
  }
  const weekday = isoWeekday(day);
  return planner.weekly.filter((r) => r.weekday === weekday);
}

/** The same test as the database's exclusion constraint: half-open ranges [start, blockedUntil) overlap. */
function overlaps(startsAt: number, blockedUntil: number, busy: readonly BusySpan[]): boolean {
  return busy.some((b) => startsAt < b.blockedUntil.getTime() && b.startsAt.getTime() < blockedUntil);
}

/** The Berlin days one may book on at `now`: today and the following ones, horizonDays in all. */
export function bookableDays(now: Date, settings: CallSettingsValues): Day[] {
  const today = berlinDay(now);
  return Array.from({ length: settings.horizonDays }, (_, i) => addToDay(today, i));
}

/** The slot starts of one planner on one day (within the hours, after the notice, clear of their calls and buffers). */
function plannerStarts(planner: PlannerAvailability, day: Day, earliest: Date, settings: CallSettingsValues): number[] {
  const call = settings.callMinutes * MINUTE;
  const blocked = (settings.callMinutes + settings.bufferMinutes) * MINUTE;
  const starts: number[] = [];
  for (const range of rangesOn(planner, day)) {
    const end = instantOf(day, range.endMinute).getTime();
    for (let start = instantOf(day, range.startMinute).getTime(); start + call <= end; start += call) {
      if (start < earliest.getTime()) continue;
      if (overlaps(start, start + blocked, planner.busy)) continue;
      starts.push(start);
    }
  }
  return starts;
}

/** Every free slot on the bookable days (or the given ones among them), in time order. */
export function freeSlots(input: { planners: readonly PlannerAvailability[]; settings: CallSettingsValues; now: Date; days?: readonly Day[] }): Slot[] {
  const { planners, settings, now } = input;
  const allowed = bookableDays(now, settings);
  const days = input.days ? input.days.filter((day) => allowed.includes(day)) : allowed;
  const earliest = new Date(now.getTime() + settings.minimumNoticeMinutes * MINUTE);
  const byStart = new Map<number, string[]>();
  for (const day of days) {
    for (const planner of planners) {
      for (const start of plannerStarts(planner, day, earliest, settings)) {
        const free = byStart.get(start) ?? [];
        if (!free.includes(planner.id)) free.push(planner.id);
        byStart.set(start, free);
      }
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, plannerIds]) => ({ startsAt: new Date(start), endsAt: new Date(start + settings.callMinutes * MINUTE), plannerIds }));
}

export type SlotCheck = { ok: true; plannerIds: string[] } | { ok: false; reason: 'past' | 'too_soon' | 'beyond_horizon' | 'not_offered' };

/** Whether a start the company picked is bookable now, and with whom; 'not_offered' covers outside the hours and taken. */
export function checkSlot(input: { planners: readonly PlannerAvailability[]; settings: CallSettingsValues; now: Date; startsAt: Date }): SlotCheck {
  const { settings, now, startsAt } = input;
  if (startsAt <= now) return { ok: false, reason: 'past' };
  if (startsAt.getTime() < now.getTime() + settings.minimumNoticeMinutes * MINUTE) return { ok: false, reason: 'too_soon' };
  const day = berlinDay(startsAt);
  if (!bookableDays(now, settings).includes(day)) return { ok: false, reason: 'beyond_horizon' };
  const slot = freeSlots({ ...input, days: [day] }).find((s) => s.startsAt.getTime() === startsAt.getTime());
  return slot ? { ok: true, plannerIds: slot.plannerIds } : { ok: false, reason: 'not_offered' };
}

/**
 * The planners to offer a slot to, best first: the fewest calls on that Berlin day, ties by name (German order),
 * then by id. Booking tries them in this order, so a planner taken in the meantime passes the call to the next.
 */
export function plannersInTurn(planners: readonly PlannerAvailability[], free: readonly string[], startsAt: Date): PlannerAvailability[] {
  const day = berlinDay(startsAt);
  const callsOnDay = (p: PlannerAvailability) => p.busy.filter((b) => berlinDay(b.startsAt) === day).length;
  return planners
    .filter((p) => free.includes(p.id))
    .map((p) => ({ p, n: callsOnDay(p) }))
    .sort((a, b) => a.n - b.n || a.p.name.localeCompare(b.p.name, 'de') || a.p.id.localeCompare(b.p.id))
    .map(({ p }) => p);
}

/**
 * Whether a moment falls in the hour Berlin's clocks show twice: the last Sunday of October, 02:00–02:59, which is
 * 00:00–01:59 UTC (the EU switches at 01:00 UTC). Arithmetic instead of a time-zone look-up: the labels of a whole
 * fortnight's slots are made on each page view.
 */
function inRepeatedHour(moment: Date): boolean {
  return moment.getUTCMonth() === 9 && moment.getUTCDay() === 0 && moment.getUTCDate() >= 25 && moment.getUTCHours() < 2;
}

const ZONES = { de: { summer: 'Sommerzeit', winter: 'Winterzeit' }, en: { summer: 'summer time', winter: 'winter time' } } as const;

/** A wall-clock time that the autumn Sunday has twice names its zone, so the two slots read differently. */
function timeLabel(startsAt: Date, locale: AdminLocale = 'de'): string {
  const time = clockText(formatInBerlin(startsAt, 'HH:mm'), locale);
  if (!inRepeatedHour(startsAt)) return time;
  return `${time} (${ZONES[locale][startsAt.getUTCHours() === 0 ? 'summer' : 'winter']})`;
}

/** A slot, e.g. "Mittwoch, 3. Dezember · 10:15 Uhr"; on an English admin's screen "Wednesday, 3 December · 10:15". */
export function slotLabel(startsAt: Date, locale: AdminLocale = 'de'): string {
  return `${formatWeekdayDate(startsAt, locale, { year: false })} · ${timeLabel(startsAt, locale)}`;
}

export interface SlotDay {
  day: Day;
  /** e.g. "Mittwoch, 3. Dezember". */
  label: string;
  slots: { startsAt: Date; time: string; plannerIds: string[] }[];
}

/** Slots grouped by their Berlin day, in order. */
export function groupByDay(slots: readonly Slot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const day = berlinDay(slot.startsAt);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, label: formatWeekdayDate(slot.startsAt, 'de', { year: false }), slots: [] };
      days.push(group);
    }
    group.slots.push({ startsAt: slot.startsAt, time: timeLabel(slot.startsAt), plannerIds: slot.plannerIds });
  }
  return days;
}

/** How many working days ahead the admin's notice looks for a free slot. */
export const CHECKED_WORKING_DAYS = 3;

/** Monday to Friday (public holidays are not known here). */
export const isWorkingDay = (day: Day): boolean => isoWeekday(day) <= 5;

/**
 * The Berlin days the admin's notice looks at on `now`: today if it is a working day (its slots still ahead count),
 * and the next `count` working days after it. A Friday evening looks at Friday, Monday, Tuesday and Wednesday.
 */
export function checkedDays(now: Date, count = CHECKED_WORKING_DAYS): Day[] {
  const today = berlinDay(now);
  const days = isWorkingDay(today) ? [today] : [];
  for (let day = addToDay(today, 1), found = 0; found < count; day = addToDay(day, 1)) {
    if (!isWorkingDay(day)) continue;
    days.push(day);
    found++;
  }
  return days;
}

/** Why a company cannot book its call: no planner takes calls, or none has a free slot on the checked days. */
export type CallSlotsProblem = 'nobody' | 'no-slots';

/**
 * What keeps companies from booking at `now`, or null when they can: `planners` are those taking calls (with their
 * hours and calls on the checked days), and a slot counts only on a working day within the horizon.
 */
export function callSlotsProblemOf(input: { planners: readonly PlannerAvailability[]; settings: CallSettingsValues; now: Date }): CallSlotsProblem | null {
  if (!input.planners.length) return 'nobody';
  return freeSlots({ ...input, days: checkedDays(input.now) }).length ? null : 'no-slots';
}
