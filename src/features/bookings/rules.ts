/** The ad bookings' rules as pure functions: the period of a booking, its price, and the months' occupancy. */
import { type BookingStatus, SLOTS_PER_CITY_MONTH } from '@/db/schema/bookings';
import { calculatePrice, MONTH_PRICES } from '@/features/ad-slots/prices';
import { type Month, monthOf } from '@/features/ad-slots/rules';
import type { Cents } from '@/lib/money';
import type { Day } from '@/lib/time';

/**
 * How long a booking holds its slots without a confirmed e-mail address: long enough to open the mail, too short
 * for throwaway bookings to keep a city full.
 */
export const CONFIRM_MINUTES = 30;

export interface BookingPeriod {
  /** Every bookable month from the start month to December, in order. */
  months: Month[];
  /** One price line per month (the partner page's month prices, net). */
  lines: { month: Month; netCents: Cents }[];
  netCents: Cents;
}

export type PeriodProblem = 'offSeason' | 'past' | 'tooFar';

export const PERIOD_MESSAGES: Record<PeriodProblem, string> = {
  offSeason: 'Im Januar und Februar ruht die Saison. Bitte wählen Sie einen Startmonat von März bis Dezember.',
  past: 'Dieser Monat ist schon vorbei. Bitte wählen Sie den aktuellen oder einen späteren Monat.',
  tooFar: 'Buchbar sind die Monate dieses und des nächsten Jahres.',
};

/**
 * The period a booking from `startIndex` (0 = January) of `year` runs: to December, priced exactly as the partner
 * page's calculation (calculatePrice). `now` is the Berlin year and month: the current month can still be booked.
 */
export function bookingPeriod(startIndex: number, year: number, now: { year: number; monthIndex: number }): { ok: true; period: BookingPeriod } | { ok: false; problem: PeriodProblem } {
  const start = MONTH_PRICES[startIndex];
  if (!start || start.price === null) return { ok: false, problem: 'offSeason' };
  if (year < now.year || (year === now.year && startIndex < now.monthIndex)) return { ok: false, problem: 'past' };
  if (year > now.year + 1) return { ok: false, problem: 'tooFar' };
  const calculation = calculatePrice(startIndex);
  const lines = calculation.includedMonths.map((month) => ({ month: monthOf(year, month.index), netCents: month.price! * 100 }));
  return { ok: true, period: { months: lines.map((line) => line.month), lines, netCents: calculation.totalPrice * 100 } };
}

/** How many of a city's slots are free in each month, from how many are held. */
export function freeByMonth(months: readonly Month[], held: ReadonlyMap<Month, number>): { month: Month; free: number }[] {
  return months.map((month) => ({ month, free: Math.max(0, SLOTS_PER_CITY_MONTH - (held.get(month) ?? 0)) }));
}

/**
 * The first start month from which a booking to December finds a free slot in every month (a booking needs each
 * of its months), or undefined when December itself is full.
 */
export function firstOpenStart(months: readonly Month[], held: ReadonlyMap<Month, number>): Month | undefined {
  const free = freeByMonth(months, held);
  let open: Month | undefined;
  for (let i = free.length - 1; i >= 0 && free[i].free > 0; i--) open = free[i].month;
  return open;
}

/**
 * The start month to offer a booking whose time to confirm ran out, among the months that can be booked now (each
 * with its free slots): its own start month when every month from it to December still has a slot, else the first
 * later one of its year that has, else the first open start of any year; undefined when no period is open.
 */
export function startAfterLapse(ownStart: Month, months: readonly { month: Month; free: number }[]): Month | undefined {
  const held = new Map(months.map(({ month, free }) => [month, SLOTS_PER_CITY_MONTH - free]));
  const ofYear = (year: string) => months.map(({ month }) => month).filter((month) => month.startsWith(`${year}-`));
  const ownYear = ownStart.slice(0, 4);
  const years = [...new Set(months.map(({ month }) => month.slice(0, 4)))];
  return firstOpenStart(ofYear(ownYear).filter((month) => month >= ownStart), held) ?? years.map((year) => firstOpenStart(ofYear(year), held)).find((month) => month !== undefined);
}

/** The start months a booking can choose now: the bookable months from the current one to December of next year. */
export function startMonths(now: { year: number; monthIndex: number }): { year: number; index: number; label: string }[] {
  return [now.year, now.year + 1].flatMap((year) =>
    MONTH_PRICES.filter((month) => month.price !== null && (year > now.year || month.index >= now.monthIndex)).map((month) => ({ year, index: month.index, label: `${month.name} ${year}` })),
  );
}

/** The months from `first` to `last` (both first days of a month, the same year), in order. */
export function monthsBetween(first: Month, last: Month): Month[] {
  const year = Number(first.slice(0, 4));
  return MONTH_PRICES.map((month) => monthOf(year, month.index)).filter((month) => month >= first && month <= last);
}

/** The last day (yyyy-mm-dd) of a month given as its first day. */
export function lastDayOfMonth(month: Month): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
}

/**
 * The day a booked ad goes live (Berlin): the day the team approves it, or the first day of its first month when
 * it is approved before that month begins.
 */
export function liveFromDay(firstMonth: Month, approvedDay: Day): Day {
  return approvedDay > firstMonth ? approvedDay : firstMonth;
}

/** The part of a month an ad live from `liveFrom` shows in: its days in the month, of how many. */
export interface MonthShare {
  month: Month;
  /** The first day it shows in the month: the month's first day when it went live before (after the month when it never shows in it). */
  from: Day;
  days: number;
  daysInMonth: number;
  /** The month's price for those days: the full price when it shows the whole month, nothing when not at all. */
  netCents: Cents;
}

/**
 * A month's price for the days an ad live from `liveFrom` shows in it: monthly price × days shown ÷ days of the
 * month, rounded half-up to the cent in integer arithmetic (as percentOf of lib/money.ts does).
 */
export function monthShare(month: Month, monthCents: Cents, liveFrom: Day): MonthShare {
  if (!Number.isSafeInteger(monthCents)) throw new RangeError(`The month's price must be whole cents: ${monthCents}`);
  const last = lastDayOfMonth(month);
  const daysInMonth = Number(last.slice(8, 10));
  const from = liveFrom > month ? liveFrom : month;
  const days = from > last ? 0 : daysInMonth - Number(from.slice(8, 10)) + 1;
  const shown = Math.abs(monthCents * days);
  if (!Number.isSafeInteger(shown * 2)) throw new RangeError(`Too large: ${monthCents} × ${days}`);
  // cents × days is exact; half-up on the division by the month's days: ⌊(2 × cents × days + days in month) ÷ (2 × days in month)⌋.
  const halfUp = shown * 2 + daysInMonth;
  const rounded = (halfUp - (halfUp % (2 * daysInMonth))) / (2 * daysInMonth);
  return { month, from, days, daysInMonth, netCents: monthCents < 0 ? -rounded : rounded };
}

/**
 * What a booked period charges when its ad goes live on `liveFrom`: the months it shows in, the first of them pro
 * rata when the ad goes live after the month's first day; months that ended before it went live are not charged.
 */
export function chargedMonths(lines: readonly { month: Month; netCents: Cents }[], liveFrom: Day): MonthShare[] {
  return lines.map((line) => monthShare(line.month, line.netCents, liveFrom)).filter((share) => share.days > 0);
}

export interface SlotHolder {
  cityId: string;
  month: Month;
  status: BookingStatus;
  venueName: string;
  /** A live ad the team made in the admin (no booking): it runs like an approved booking. */
  madeInAdmin?: boolean;
}

export interface OccupancyCell {
  month: Month;
  /** Approved bookings: their ads run in the month. */
  booked: number;
  /** Bookings sent or confirmed, not yet approved: they hold the slot. */
  held: number;
  free: number;
  holders: { venueName: string; booked: boolean; madeInAdmin: boolean }[];
}

/** The month-by-city grid of the Venue Ads tab: for each city with a holder, each month's booked (admin-made live ads included), held and free slots. */
export function occupancyGrid(holders: readonly SlotHolder[], months: readonly Month[]): { cityId: string; cells: OccupancyCell[] }[] {
  const cities = [...new Set(holders.map((holder) => holder.cityId))].sort();
  return cities.map((cityId) => ({
    cityId,
    cells: months.map((month) => {
      const here = holders.filter((holder) => holder.cityId === cityId && holder.month === month).map((holder) => ({ venueName: holder.venueName, booked: holder.status === 'approved', madeInAdmin: holder.madeInAdmin ?? false }));
      const booked = here.filter((holder) => holder.booked).length;
      return { month, booked, held: here.length - booked, free: Math.max(0, SLOTS_PER_CITY_MONTH - here.length), holders: here };
    }),
  }));
}

/** The bookable months of the coming year, from the current one: the grid's columns. */
export function gridMonths(now: { year: number; monthIndex: number }): Month[] {
  return Array.from({ length: 12 }, (_, i) => {
    const index = (now.monthIndex + i) % 12;
    return { year: now.year + Math.floor((now.monthIndex + i) / 12), index };
  })
    .filter(({ index }) => MONTH_PRICES[index].price !== null)
    .map(({ year, index }) => monthOf(year, index));
}
