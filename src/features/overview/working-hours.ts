/**
 * Working time, as the admin's deadlines count it: Monday to Friday, 09:00–18:00 Berlin time, public holidays off
 * (the nationwide ones and those of the operator's federal state, from feiertagejs). Pure: the holidays come in as a
 * predicate, so tests name their own.
 */
import { getHolidays } from 'feiertagejs';
import type { Config } from '@/lib/config';
import { addToDay, berlinDay, berlinTime, type Day, startOfBerlinDay } from '@/lib/time';

/** The working day, in Berlin hours: from 09:00 to 18:00. */
export const WORKING_DAY = { opens: 9, closes: 18 } as const;
/** Hours in one working day: "within a working day" is this many working hours. */
export const WORKING_DAY_HOURS = WORKING_DAY.closes - WORKING_DAY.opens;

/** Whether a Berlin calendar day is a public holiday. */
export type IsHoliday = (day: Day) => boolean;

/** A federal state by its two-letter code (BE, BY, NW, …), as OPERATOR_FEDERAL_STATE names it. */
export type FederalState = Config['OPERATOR_FEDERAL_STATE'];

/** No public holidays at all: weekends and hours only. */
export const NO_HOLIDAYS: IsHoliday = () => false;

/** The public holidays of a federal state, nationwide ones included; each year's are computed once. */
export function holidaysOf(state: FederalState): IsHoliday {
  const years = new Map<number, ReadonlySet<Day>>();
  return (day) => {
    const year = Number(day.slice(0, 4));
    let days = years.get(year);
    if (!days) {
      days = new Set(getHolidays(year, state).map((holiday) => holiday.dateString));
      years.set(year, days);
    }
    return days.has(day);
  };
}

/** Monday (1) to Sunday (7) of a calendar day. */
const weekdayOf = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** Monday to Friday, and no public holiday. */
export function isWorkingDay(day: Day, isHoliday: IsHoliday): boolean {
  return weekdayOf(day) <= 5 && !isHoliday(day);
}

/** A search for the next working day gives up after this many days: a calendar of holidays only is a mistake. */
const MAX_DAYS = 366 * 5;

/**
 * The moment `hours` working hours after `start`: time outside 09:00–18:00 Berlin, weekends and public holidays does
 * not count. A start outside working time counts from the next opening (so 0 hours is that opening); a deadline
 * that uses up a day exactly falls at its 18:00, not at the next day's 09:00. Daylight saving changes nothing: the
 * switch happens at night, and each working day has its 9 hours.
 */
export function addWorkingHours(start: Date, hours: number, isHoliday: IsHoliday): Date {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError(`Not a number of working hours: ${hours}`);
  let remaining = Math.round(hours * 3_600_000);
  let day = berlinDay(start);
  let from = start.getTime();
  for (let days = 0; days <= MAX_DAYS; days++) {
    if (isWorkingDay(day, isHoliday)) {
      const opens = Math.max(from, berlinTime(day, WORKING_DAY.opens).getTime());
      const closes = berlinTime(day, WORKING_DAY.closes).getTime();
      if (opens < closes) {
        if (remaining <= closes - opens) return new Date(opens + remaining);
        remaining -= closes - opens;
      }
    }
    day = addToDay(day, 1);
    from = startOfBerlinDay(day).getTime();
  }
  throw new RangeError(`No working day within ${MAX_DAYS} days of ${start.toISOString()}`);
}
