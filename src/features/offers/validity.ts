import type { DateOption } from '@/db/schema';
import { addToDay, berlinTime, type Day } from '@/lib/time';

/**
 * An offer can be accepted through its `validUntil` day (Berlin); from the next Berlin day on it is expired,
 * unless it was accepted in time (the page then keeps showing the acceptance).
 */
export function isExpired(validUntil: Day, today: Day, accepted: boolean): boolean {
  return !accepted && today > validUntil;
}

function minutesOf(time: string): [number, number] {
  const [hour, minute] = time.split(':').map(Number);
  return [hour, minute];
}

/** The moments a date option begins and ends in Berlin; an end at or before the start is on the next day (past midnight). */
export function dateOptionSpan(option: DateOption): { start: Date; end: Date } {
  const [startHour, startMinute] = minutesOf(option.start);
  const [endHour, endMinute] = minutesOf(option.end);
  const endDay = endHour * 60 + endMinute <= startHour * 60 + startMinute ? addToDay(option.date, 1) : option.date;
  return { start: berlinTime(option.date, startHour, startMinute), end: berlinTime(endDay, endHour, endMinute) };
}
