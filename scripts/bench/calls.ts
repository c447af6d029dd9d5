// The calls feature, without a server, on a fresh embedded database and (with a server URL) a fresh PostgreSQL one:
// - free slots: what the booking page computes (freeSlotDays: availability, freeSlots, groupByDay) for 10 planners over 14 days
//   with 5 calls per planner and working day, timed over 200 runs (goal p95 < 50 ms);
// - 100 bookings fired at once for 20 free slots: exactly 20 booked, 80 told the slot was taken, no error, and no
//   overlapping calls in the table (on PostgreSQL through a pool as the server has it; PGlite serializes them).
// Set up through the feature's own functions (savePlanner, bookCall) and the tests' request fixture.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@/db/client';
import { user } from '@/db/schema';
import { availability, bookCall, type CallWishes, callSettingsOf, savePlanner } from '@/features/calls/queries';
import { freeSlotDays } from '@/features/calls/public-service';
import { type DayException, freeSlots, type WeeklyRange } from '@/features/calls/slots';
import { addToDay, berlinDay, berlinTime, type Day } from '@/lib/time';
import { insertRequest } from '@/test/offer-fixtures';
import { type BookingRace, raceFailures, tallyBookings } from './calls-checks.ts';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';
import { inTransaction } from '@/test/transaction';

const SLOT_RUNS = 200;
const SLOT_WARMUP = 20;
const SLOT_GOAL_P95_MS = 50;
const CALLS_PER_PLANNER_AND_DAY = 5;
const RACE_REQUESTS = 100;
const POSTGRES_DATABASE = 'wf_bench_calls';

/** Sunday 29 November 2026, 20:00 in Berlin: the 14 bookable days are that Sunday and the two weeks after it. */
const NOW = berlinTime('2026-11-29', 20);
const FIRST_DAY = berlinDay(NOW);
const wishes: CallWishes = { wishedDates: ['2026-12-11', '2026-12-18'], budgetPerPersonCents: 4500, note: 'Gern vormittags' };
const byEmail = 'bench@firma.test';

const PLANNER_NAMES = ['Anna Albers', 'Ben Becker', 'Clara Conrad', 'David Dietz', 'Eva Engel', 'Felix Fuchs', 'Greta Graf', 'Hannes Hahn', 'Ida Imhof', 'Jonas Jäger'];
/** Mon–Fri 08:00–18:00, Sat 10:00–14:00. */
const WEEKLY: WeeklyRange[] = [...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 18 * 60 })), { weekday: 6, startMinute: 10 * 60, endMinute: 14 * 60 }];
/** A few planners' exceptions: days off, shorter hours, a split day. */
const EXCEPTIONS: Record<number, DayException[]> = {
  1: [{ day: '2026-12-04', startMinute: null, endMinute: null }],
  4: [{ day: '2026-12-08', startMinute: 12 * 60, endMinute: 16 * 60 }],
  7: [
    { day: '2026-12-10', startMinute: 8 * 60, endMinute: 12 * 60 },
    { day: '2026-12-10', startMinute: 14 * 60, endMinute: 18 * 60 },
  ],
  8: [
    { day: '2026-12-05', startMinute: null, endMinute: null },
    { day: '2026-12-11', startMinute: null, endMinute: null },
  ],
};

const withDatabase = <T>(target: BenchTarget, run: (db: Database) => Promise<T>) => withBenchDatabase(target, POSTGRES_DATABASE, run);

/** An admin who takes calls, inserted as the feature's tests do (accounts come from Better Auth, not from this feature). */
async function insertPlanner(db: Database, name: string, weekly: WeeklyRange[], exceptions: DayException[]): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${id}@planer.test`, role: 'admin' });
  await savePlanner(db, { userId: id, takesCalls: true, weekly, exceptions });
  return id;
}

/** Berlin minutes of the day's slot starts to book, spread over the hours; the feature picks the planner (fewest calls first). */
function bookingStarts(day: Day, planners: number): number[] {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return [];
  const [first, quarters, step] = weekday === 6 ? [10 * 60, 16, 7] : [8 * 60, 40, 13];
  return Array.from({ length: planners * CALLS_PER_PLANNER_AND_DAY }, (_, k) => first + 15 * ((k * step) % quarters));
}

/** Ten planners with their hours and exceptions, and the calls that companies booked one after the other. */
async function seedPlanners(db: Database) {
  for (const [i, name] of PLANNER_NAMES.entries()) await insertPlanner(db, name, WEEKLY, EXCEPTIONS[i] ?? []);
  const { horizonDays } = await callSettingsOf(db);
  const tally = { booked: 0, taken: 0 };
  for (let d = 0; d < horizonDays; d++) {
    const day = addToDay(FIRST_DAY, d);
    for (const minute of bookingStarts(day, PLANNER_NAMES.length)) {
      const requestId = await insertRequest(db, { companyName: `Bench ${day} ${minute} GmbH` });
      const outcome = await inTransaction(db, bookCall)({ requestId, startsAt: berlinTime(day, Math.floor(minute / 60), minute % 60), wishes, now: NOW, byEmail });
      if (outcome.kind !== 'booked' && outcome.kind !== 'taken') throw new Error(`seeding a call on ${day} at minute ${minute}: ${outcome.kind}`);
      tally[outcome.kind]++;
    }
  }
  return tally;
}

/** The booking page's work (freeSlotDays, as /thanks and /termin call it): hours and calls over the bookable days, free slots by day. */
function bookingPageSlots(db: Database) {
  return freeSlotDays(db, NOW);
}

async function freeSlotsBench(target: BenchTarget) {
  return withDatabase(target, async (db) => {
    const seeded = await seedPlanners(db);
    for (let i = 0; i < SLOT_WARMUP; i++) await bookingPageSlots(db);
    const samples: number[] = [];
    let days: Awaited<ReturnType<typeof bookingPageSlots>> = [];
    for (let i = 0; i < SLOT_RUNS; i++) {
      const start = performance.now();
      days = await bookingPageSlots(db);
      samples.push(performance.now() - start);
    }
    const slots = days.reduce((n, day) => n + day.slots.length, 0);
    return { planners: PLANNER_NAMES.length, bookedCalls: seeded.booked, seedingTaken: seeded.taken, days: days.length, slots, ...timingSummary(samples) };
  });
}

/** The race's day: Monday 30 November 2026, booked the evening before. */
const RACE_DAY = '2026-11-30';
/** Ten 15-minute windows half an hour apart (09:00, 09:30 … 13:30): each start one bookable call, none blocking the next. */
const RACE_WINDOWS: DayException[] = Array.from({ length: 10 }, (_, i) => ({ day: RACE_DAY, startMinute: 9 * 60 + 30 * i, endMinute: 9 * 60 + 30 * i + 15 }));

/**
 * Two planners who take calls only in the same ten windows on one day: ten starts with two planners each, 20 free
 * slots. A hundred companies press them at once, ten per start: the second booking of a start passes to the other
 * planner, the others must be told the slot was taken.
 */
async function bookingRace(target: BenchTarget): Promise<BookingRace & { ms: number }> {
  return withDatabase(target, async (db) => {
    for (const name of ['Anna Albers', 'Ben Becker']) await insertPlanner(db, name, [], RACE_WINDOWS);
    const settings = await callSettingsOf(db);
    const before = freeSlots({ planners: await availability(db, FIRST_DAY, addToDay(FIRST_DAY, settings.horizonDays - 1)), settings, now: NOW });
    const free = before.reduce((n, slot) => n + slot.plannerIds.length, 0);
    if (free !== 20) throw new Error(`the race needs 20 free slots, the setup gives ${free}`);
    const requests = await Promise.all(Array.from({ length: RACE_REQUESTS }, (_, i) => insertRequest(db, { companyName: `Race ${i + 1} GmbH` })));
    const start = performance.now();
    // Neighbours press the same start, so a pool's connections work on one start at a time and collide.
    const perStart = RACE_REQUESTS / before.length;
    const settled = await Promise.allSettled(requests.map((requestId, i) => inTransaction(db, bookCall)({ requestId, startsAt: before[Math.floor(i / perStart)].startsAt, wishes, now: NOW, byEmail })));
    const ms = Math.round(performance.now() - start);
    const [{ booked, overlaps }] = rowsOf<{ booked: number; overlaps: number }>(
      await db.execute(sql`
        select (select count(*)::int from calls where status = 'booked') as booked,
          (select count(*)::int from calls a join calls b on a.planner_id = b.planner_id and a.id < b.id
            where a.status = 'booked' and b.status = 'booked' and a.starts_at < b.blocked_until and b.starts_at < a.blocked_until) as overlaps`),
    );
    return { requests: RACE_REQUESTS, freeSlots: free, ...tallyBookings(settled), bookedRows: booked, overlaps, ms };
  });
}

/** Both benches on each database; a race that misses fails the run (exit code 1) with a FAILED line. */
export async function callsBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    const slots = report.record(`callSlots${label}`, `free call slots, 10 planners over 14 days, on ${label} (freeSlotDays: availability + freeSlots + groupByDay, target p95 < ${SLOT_GOAL_P95_MS} ms):`, await freeSlotsBench(target));
    console.log(`free call slots on ${label}: p95 ${slots.p95Ms} ms (${slots.p95Ms < SLOT_GOAL_P95_MS ? 'meets' : 'misses'} < ${SLOT_GOAL_P95_MS} ms)`);
    const race = report.record(`callRace${label}`, `${RACE_REQUESTS} bookings at once for 20 free slots on ${label}:`, await bookingRace(target));
    const failures = raceFailures(race);
    for (const failure of failures) console.log(`FAILED: bookings at once on ${label}: ${failure}`);
    if (failures.length) process.exitCode = 1;
    else console.log(`bookings at once on ${label}: ${race.booked} booked, ${race.taken} taken, 0 errors, 0 overlaps (meets)`);
  }
}
