// The planners' overview, without a server, on a fresh embedded database and (with a server URL) a fresh PostgreSQL
// one, seeded with 100.000 requests of the last 15 months and their histories (about 4 entries each):
// - the Overview tab's figures for this season and for one city and package (p95 goal < 300 ms on PGlite);
// - the due-today list over the open requests (p95 goal < 100 ms on PGlite).
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@/db/client';
import { CITIES } from '@/features/cities';
import { dueToday } from '@/features/overview/due-queries';
import { overview } from '@/features/overview/queries';
import { resolvePeriod } from '@/features/overview/rules';
import { berlinToday } from '@/lib/time';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';

const REQUESTS = 100_000;
const LOADS = 50;
/** The embedded database's WebAssembly reaches full speed only after its hot paths ran a few times. */
const WARMUP = 5;
const POSTGRES_DATABASE = 'wf_bench_overview';
const GOALS = { overviewMs: 300, dueMs: 100 };

/**
 * Requests spread over 450 days up to now; those older than 30 days are settled (booked or cancelled), the newer
 * ones open. Each has a history like the app writes: a call booked, a status change by a planner, the call held,
 * the offer published, accepted and booked, as far as its fate reaches.
 */
export async function seed(db: Database) {
  const cities = CITIES.map((city) => `('${city.id}', '${city.name.replace(/'/g, "''")}')`).join(', ');
  const statements = `
    create temporary table bench_cities (id text, name text);
    insert into bench_cities values ${cities};
    insert into venue_requests (submission_token, city_id, city_name, city_selection, participant_count, package, company_name, contact_name, email, phone, status, created_at)
    select 'bench-' || n, c.id, c.name, c.id, 20 + n % 180,
      (array['basis', 'premium', 'enterprise', null])[1 + n % 4],
      'Bench ' || n || ' GmbH', 'Kontakt ' || n, 'bench' || n || '@firma.test', '030 ' || n,
      case when age > 30 then (case when n % 3 = 0 then 'gebucht' else 'abgesagt' end) else (array['neu', 'in_bearbeitung', 'angebot_gesendet'])[1 + n % 3] end,
      now() - make_interval(days => age, mins => n % 1440)
    from (select n, (n * 7919) % 450 as age from generate_series(1, ${REQUESTS}) n) s
    join lateral (select id, name from bench_cities offset (s.n % ${CITIES.length}) limit 1) c on true;
    insert into request_status_changes (request_id, event, from_status, to_status, note, changed_by_email, changed_at)
    select r.id, e.event, 'neu', e.to_status, e.note, e.who, r.created_at + make_interval(mins => e.after_minutes + (hashtext(r.id::text) & 255))
    from venue_requests r
    cross join lateral (values
      ('call_booked', 'neu', null, 'Kunde', 30, 1),
      ('status', 'in_bearbeitung', null, 'paula@planer.test', 90, 2),
      ('call_outcome', 'in_bearbeitung', 'Gespräch geführt', 'paula@planer.test', 600, 3),
      ('offer_published', 'angebot_gesendet', 'Version 1', 'paula@planer.test', 1200, 4),
      ('offer_accepted', 'angebot_angenommen', null, 'Kunde', 3000, 5),
      ('status', 'gebucht', null, 'paula@planer.test', 3100, 6)
    ) as e(event, to_status, note, who, after_minutes, step)
    where e.step <= case r.status when 'gebucht' then 6 when 'abgesagt' then 1 + hashtext(r.id::text) & 3 when 'angebot_gesendet' then 4 when 'in_bearbeitung' then 2 else 0 end;
    analyze`;
  // One statement per call: a prepared statement holds one.
  for (const statement of statements.split(';\n')) await db.execute(sql.raw(statement));
}

async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return timingSummary(samples);
}

/** Seeds, then times the season view, a filtered view and the due list; a PGlite p95 over its goal is reported, not failed. */
export async function overviewBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    await withBenchDatabase(target, POSTGRES_DATABASE, async (db) => {
      const seeding = performance.now();
      await seed(db);
      const [{ requests, entries }] = rowsOf<{ requests: number; entries: number }>(
        await db.execute(sql`select (select count(*) from venue_requests)::int as requests, (select count(*) from request_status_changes)::int as entries`),
      );
      console.log(`overview bench on ${label}: ${requests} requests with ${entries} history entries seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
      const season = resolvePeriod({}, berlinToday()).period;
      const now = new Date();
      let due = 0;
      const results = {
        season: report.record(`overviewSeason${label}`, `the overview, this season (${season.from} to ${season.to}), ${requests} requests, on ${label} (ms per load):`, await timed(() => overview(db, { period: season }))),
        filtered: report.record(`overviewFiltered${label}`, `the overview, this season, Berlin and Basis only, on ${label} (ms per load):`, await timed(() => overview(db, { period: season, city: 'berlin', package: 'basis' }))),
        due: report.record(`overviewDue${label}`, `the due-today list on ${label} (ms per load):`, await timed(async () => (due = (await dueToday(db, now)).length))),
      };
      console.log(`  ${due} requests due today`);
      if (label === 'PGlite') {
        for (const [name, goal] of [['season', GOALS.overviewMs], ['filtered', GOALS.overviewMs], ['due', GOALS.dueMs]] as const) {
          const p95 = results[name].p95Ms;
          console.log(`  ${name}: p95 ${p95} ms, goal < ${goal} ms (${p95 < goal ? 'meets' : 'MISSES'})`);
        }
      }
    });
  }
}
