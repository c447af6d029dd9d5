// Ad bookings, without a server, on a fresh embedded database and (with a server URL) a fresh PostgreSQL one:
// - 50 bookings sent at once for the 3 free slots of one city and month: exactly 3 must hold a slot, none may
//   fail with an error (the others are refused as full);
// - the Venue Ads tab's occupancy grid with bookings in all 79 cities over 12 months (p50/p95 of 50 loads).
import { type Database } from '@/db/client';
import { occupancyForAdmin } from '@/features/bookings/admin-queries';
import { holdBooking } from '@/features/bookings/queries';
import { bookingPeriod, type BookingPeriod } from '@/features/bookings/rules';
import { CITIES } from '@/features/cities';
import { hashToken } from '@/lib/link-tokens';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';
import { inTransaction } from '@/test/transaction';

const RACERS = 50;
const GRID_LOADS = 50;
const POSTGRES_DATABASE = 'wf_bench_bookings';
const now = new Date();
const year = now.getFullYear() + 1;

function period(startIndex: number): BookingPeriod {
  const checked = bookingPeriod(startIndex, year, { year, monthIndex: 0 });
  if (!checked.ok) throw new Error(checked.problem);
  return checked.period;
}

let counter = 0;
const booking = (cityId: string, startIndex: number) => {
  const n = ++counter;
  return {
    cityId,
    period: period(startIndex),
    venueName: `Bench-Saal ${n}`,
    description: 'Saal',
    imageUrl: null,
    imageId: null,
    websiteUrl: null,
    contactName: 'Bench',
    email: `bench${n}@planer.test`,
    phone: '030 1',
    billing: { company: 'Bench GmbH', street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    vatId: null,
    confirmTokenHash: hashToken(`bench-${n}-${Math.random()}`),
    confirmBy: new Date(Date.now() + 86_400_000),
  };
};

async function race(db: Database) {
  const outcomes = await Promise.allSettled(Array.from({ length: RACERS }, () => inTransaction(db, holdBooking)(booking('berlin', 11))));
  const held = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.kind === 'held').length;
  const full = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.kind === 'full').length;
  return { racers: RACERS, held, full, errors: outcomes.filter((outcome) => outcome.status === 'rejected').length };
}

async function grid(db: Database) {
  // Two bookings in every city: one for the whole season, one from October.
  for (const city of CITIES) {
    await inTransaction(db, holdBooking)(booking(city.id, 2));
    await inTransaction(db, holdBooking)(booking(city.id, 9));
  }
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < GRID_LOADS; i++) {
    const started = performance.now();
    rows = (await occupancyForAdmin(db, new Date(`${year}-03-15T12:00:00Z`))).rows.length;
    samples.push(performance.now() - started);
  }
  return { ...timingSummary(samples), cities: rows };
}

/** The race and the grid on each database; a race with other than 3 held or any error fails the run (exit code 1). */
export async function bookingsBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    await withBenchDatabase(target, POSTGRES_DATABASE, async (db) => {
      const raced = report.record(`bookingRace${label}`, `${RACERS} bookings at once for 3 free slots (Berlin, December ${year}) on ${label}:`, await race(db));
      if (raced.held !== 3 || raced.errors !== 0) {
        console.log(`FAILED: booking race on ${label}: ${raced.held} held, ${raced.errors} errors`);
        process.exitCode = 1;
      } else console.log(`booking race on ${label}: exactly 3 held, ${raced.full} refused as full, no error (meets)`);
      report.record(`bookingGrid${label}`, `the occupancy grid, ${CITIES.length} cities × the bookable months, on ${label} (ms per load):`, await grid(db));
    });
  }
}
