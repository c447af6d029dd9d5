/** The slot months as pure functions: a month's name, and the months an ad made in the admin holds. */
import { MONTH_PRICES } from './prices';

/** A Berlin calendar month as its first day, e.g. "2026-10-01". */
export type Month = string;

export const monthOf = (year: number, index: number): Month => `${year}-${String(index + 1).padStart(2, '0')}-01`;

/** "Oktober 2026". */
export function monthName(month: Month): string {
  return `${MONTH_PRICES[Number(month.slice(5, 7)) - 1].name} ${month.slice(0, 4)}`;
}

/**
 * The bookable months a live ad made in the admin holds: from the month it starts showing (this month when it
 * already shows) to the month it ends, or, without an end, as far as bookings reach (December of next year).
 */
export function adHoldMonths(now: { year: number; monthIndex: number }, starts: { year: number; monthIndex: number } | null, ends: { year: number; monthIndex: number } | null): Month[] {
  const first = starts && (starts.year > now.year || (starts.year === now.year && starts.monthIndex > now.monthIndex)) ? starts : now;
  const last = ends ?? { year: now.year + 1, monthIndex: 11 };
  const months: Month[] = [];
  for (let year = first.year; year <= last.year; year++) {
    for (const month of MONTH_PRICES) {
      const inRange = (year > first.year || month.index >= first.monthIndex) && (year < last.year || month.index <= last.monthIndex);
      if (inRange && month.price !== null) months.push(monthOf(year, month.index));
    }
  }
  return months;
}
