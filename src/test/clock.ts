/**
 * A controlled clock for tests of date and month rules: no test reads the real date, so the suite passes on
 * every day of the year. Only `Date` is faked (frozen at the moment); setTimeout and the rest stay real, which the
 * database drivers need. It is installed per test, after the modules loaded: @date-fns/tz's TZDate extends the
 * Date it finds when it loads, and one extending the fake writes Berlin times an hour off. The database's own `now()` is not faked: a test comparing rows stamped by it with the
 * fixed moment must pass the moment to the code under test instead.
 *
 * vitest.config.ts puts files that call these into the 'isolated' project (fake timers change what other files in
 * a shared worker would see); `npm run test:clock` runs the files that call fixClockAnyMoment (or fixClockDays) at several moments.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, vi } from 'vitest';
import { type Executor, rowsOf } from '@/db/client';
import { addToDay, berlinDay, type Day } from '@/lib/time';

/** The moment a suite runs at unless it names its own: a Monday in the middle of the season. */
export const DEFAULT_MOMENT = '2026-11-16T09:00:00Z';

function moment(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a moment: ${iso}`);
  return date;
}

function freeze(now: Date): Date {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return now;
}

/** Freezes the clock at `iso` for each test of the file (for suites whose expectations name fixed days). */
export function fixClock(iso: string): Date {
  return freeze(moment(iso));
}

/**
 * Freezes the clock for a suite whose expectations are computed from the clock: at `iso`, or at the moment
 * TEST_CLOCK names (`npm run test:clock` sets it to New Year's Eve, 29 February, the nights the clocks change…).
 * Returns the moment, so the file computes its days from it.
 */
export function fixClockAnyMoment(iso = DEFAULT_MOMENT): Date {
  return freeze(moment(process.env.TEST_CLOCK || iso));
}

/** fixClockAnyMoment's moment with its Berlin day, and the day so many days after it (a draft's validity, asked dates). */
export function fixClockDays(iso = DEFAULT_MOMENT): { now: Date; today: Day; inDays: (days: number) => Day } {
  const now = fixClockAnyMoment(iso);
  const today = berlinDay(now);
  return { now, today, inDays: (days) => addToDay(today, days) };
}

/**
 * The database's now(), for tests of rules the database applies by its own clock (`expires_at > now()`,
 * `now() - interval`): they place their rows relative to it, as no fake timer reaches it.
 */
export async function databaseNow(db: Executor): Promise<Date> {
  const [{ ms }] = rowsOf<{ ms: number | string }>(await db.execute(sql`select extract(epoch from now()) * 1000 as ms`));
  return new Date(Math.round(Number(ms)));
}
