// The availability request at scale, without a server, on a fresh embedded database and (with a server URL) a fresh
// PostgreSQL one: one request, 200 venues asked at once; the ask, 200 invitations, the history entry and 200 mails in
// one transaction (askVenues), 10 times on fresh requests after two untimed ones. Meets when every ask's p95 stays under a second.
import { eq } from 'drizzle-orm';
import { type Database } from '@/db/client';
import { mailOutbox, user, venueRequests, venues } from '@/db/schema';
import { askVenues } from '@/features/availability/ask';
import { MAX_VENUES_PER_ASK } from '@/features/availability/rules';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';

// Two asks first, not timed: the embedded database's WebAssembly reaches full speed only after its hot paths were optimised.
const WARMUP = 2;
const ASKS = 10;
const LIMIT_MS = 1000;
const POSTGRES_DATABASE = 'wf_bench_availability';
const DATES = [
  { date: `${new Date().getFullYear() + 1}-12-11`, start: '18:00', end: '23:30' },
  { date: `${new Date().getFullYear() + 1}-12-12`, start: '18:00', end: '23:30' },
];

async function venueIds(db: Database): Promise<string[]> {
  const rows = await db
    .insert(venues)
    .values(Array.from({ length: MAX_VENUES_PER_ASK }, (_, i) => ({ name: `Bench-Saal ${i + 1}`, cityId: 'berlin', cityName: 'Berlin', address: `Weg ${i + 1}, 10115 Berlin`, capacitySeated: 80, capacityStanding: 120, types: ['eventlocation' as const], contactName: `Kontakt ${i + 1}`, contactEmail: `saal${i + 1}@bench.test` })))
    .returning({ id: venues.id });
  return rows.map((row) => row.id);
}

async function asks(db: Database) {
  const ids = await venueIds(db);
  await db.insert(user).values({ id: 'bench-planner', name: 'Bench Planerin', email: 'bench@planer.test', role: 'admin' });
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + ASKS; i++) {
    const [request] = await db
      .insert(venueRequests)
      .values({ submissionToken: `bench-${i}-${Math.random()}`, cityId: 'berlin', cityName: 'Berlin', citySelection: 'berlin', participantCount: 60, companyName: 'Bench GmbH', contactName: 'Erika Bench', email: 'erika@bench.test', phone: '030 1' })
      .returning({ id: venueRequests.id });
    const started = performance.now();
    const outcome = await askVenues(
      db,
      { venueIds: ids, dates: DATES, participantCount: 60, budgetPerPersonCents: 80_00, wishes: 'Live-Musik', plannerNote: 'Bitte bis morgen' },
      { requestId: request.id, cityName: 'Berlin', planner: { id: 'bench-planner', email: 'bench@planer.test', profile: { name: 'Bench Planerin' } }, teamAddress: 'team@planer.test', secret: 'b'.repeat(32), siteUrl: 'https://www.example.de', signature: ['Bench'] },
    );
    if (i >= WARMUP) samples.push(performance.now() - started);
    if (!outcome.ok) throw new Error(`the ask was refused: ${outcome.reason}`);
    const mails = await db.$count(mailOutbox, eq(mailOutbox.requestId, request.id));
    if (mails !== MAX_VENUES_PER_ASK) throw new Error(`${mails} mails queued instead of ${MAX_VENUES_PER_ASK}`);
  }
  return { venues: ids.length, ...timingSummary(samples) };
}

export async function availabilityBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    await withBenchDatabase(target, POSTGRES_DATABASE, async (db) => {
      const timed = report.record(`availabilityAsk${label}`, `${MAX_VENUES_PER_ASK} venues asked for one request, ask, invitations and mails in one transaction, on ${label} (ms per ask):`, await asks(db));
      if (timed.p95Ms >= LIMIT_MS) {
        console.log(`FAILED: asking ${MAX_VENUES_PER_ASK} venues took ${timed.p95Ms} ms (p95) on ${label}, over ${LIMIT_MS} ms`);
        process.exitCode = 1;
      } else console.log(`asking ${MAX_VENUES_PER_ASK} venues on ${label}: p95 ${timed.p95Ms} ms (meets < ${LIMIT_MS} ms)`);
    });
  }
}
