// The public venue pages' reads, without a server and without the cache (what a page pays when its cache entry is
// expired), on a fresh embedded database and (with a server URL) a fresh PostgreSQL one, seeded with 2,000 published
// venues spread over the 79 cities as a real catalogue would be (many in Berlin, a dozen in a small city), two in
// three with one to three photos:
// - a city's list, publicVenuesOfCity: Berlin's (the longest) with no filter and with gaeste/art, and the list of
//   every city in turn (goal p95 < 50 ms);
// - one venue's page, findPublicVenue;
// - the sitemap's entries, publicVenueEntries (goal < 1 s).
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type Database, rowsOf } from '@/db/client';
import { CITIES, MAIN_CITY_IDS } from '@/features/cities';
import { parseVenueListFilter } from '@/features/venues/filter';
import { findPublicVenue, publicVenueEntries, publicVenuesOfCity } from '@/features/venues/public-queries';
import { VENUE_TYPES } from '@/db/schema/venues';
import { type BenchTarget, withBenchDatabase } from './database.ts';
import type { BenchReport } from './report.ts';
import { timingSummary } from './stats.ts';

const VENUES = 2000;
const CALLS = 200;
const SITEMAP_CALLS = 20;
/** The embedded database's WebAssembly reaches full speed only after its hot paths ran a few times. */
const WARMUP = 20;
const IMAGES = 12;
const POSTGRES_DATABASE = 'wf_bench_venues';
const GOALS = { listP95Ms: 50, sitemapMs: 1000 };

/** The main cities first (Berlin the first), then the others: the order in which the catalogue thins out. */
const CITY_ORDER = [...MAIN_CITY_IDS, ...CITIES.map((city) => city.id).filter((id) => !(MAIN_CITY_IDS as readonly string[]).includes(id))].map((id) => CITIES.find((city) => city.id === id)!);

/**
 * Venue n (0 … VENUES-1) lies in the city at index ⌊79 · (n / VENUES)²⌋ of CITY_ORDER: about 225 in Berlin, 90 in
 * München, 70 in Hamburg, down to about 13 in each of the last cities.
 */
const cityIndexOf = (n: number) => Math.min(CITY_ORDER.length - 1, Math.floor(CITY_ORDER.length * (n / VENUES) ** 2));

async function seed(db: Database): Promise<Map<string, number>> {
  // A few photos, shared by the venues: what is measured is the query, not the bytes.
  const imageIds: string[] = [];
  for (let i = 0; i < IMAGES; i++) {
    const noise = Buffer.from(Array.from({ length: 160 * 107 * 3 }, (_, at) => (at * 7919 + i * 104729) % 251));
    const bytes = await sharp(noise, { raw: { width: 160, height: 107, channels: 3 } }).resize(800, 534).webp({ quality: 78 }).toBuffer();
    const [{ id }] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into stored_images (source_url, content_type, width, height, bytes) values (${`upload:bench-${i}.jpg`}, 'image/webp', 800, 534, ${bytes}) returning id`),
    );
    imageIds.push(id);
  }
  const rows = Array.from({ length: VENUES }, (_, n) => {
    const city = CITY_ORDER[cityIndexOf(n)];
    return { n, cityId: city.id, cityName: city.name };
  });
  const perCity = new Map<string, number>();
  for (const row of rows) perCity.set(row.cityId, (perCity.get(row.cityId) ?? 0) + 1);
  const types = `array[${VENUE_TYPES.map((type) => `'${type}'`).join(', ')}]`;
  // One statement per call (a prepared statement holds one); the venues' cities come in as JSON.
  await db.execute(sql`
    insert into venues (name, city_id, city_name, address, district, directions, capacity_seated, capacity_standing, types, description, included,
      price_blocks, show_prices, slug, published_at, first_published_at)
    select 'Bench Location ' || lpad(r.n::text, 4, '0') || ' ' || (array['Saal', 'Speicher', 'Brauhaus', 'Loft', 'Bar', 'Hof', 'Äpfelwirtschaft', 'Übersee'])[1 + r.n % 8],
      r.city_id, r.city_name, 'Musterstraße ' || (1 + r.n % 120) || ', 10115 ' || r.city_name, 'Viertel ' || (r.n % 9),
      'Mit der U-Bahn bis zur Haltestelle, dann fünf Minuten zu Fuß.', 20 + (r.n * 37) % 280, case when r.n % 4 = 0 then 0 else 40 + (r.n * 53) % 460 end,
      array[(${sql.raw(types)})[1 + r.n % ${sql.raw(String(VENUE_TYPES.length))}], (${sql.raw(types)})[1 + (r.n / 3) % ${sql.raw(String(VENUE_TYPES.length))}]]::text[],
      repeat('Eine Location für Weihnachtsfeiern mit Platz für Ihr Team. ', 6), 'Mobiliar, Technik, Garderobe',
      jsonb_build_array(
        jsonb_build_object('text', 'Raummiete', 'basis', 'flat', 'unitNetCents', 100000 + r.n * 10, 'vatRate', 19),
        jsonb_build_object('text', 'Menü', 'basis', 'per_person', 'unitNetCents', 3000 + r.n % 4000, 'vatRate', 7),
        jsonb_build_object('text', 'Getränke', 'basis', 'per_person', 'unitNetCents', 2000 + r.n % 2500, 'vatRate', 19)
      ),
      r.n % 4 <> 3, 'bench-location-' || r.n, now() - make_interval(days => r.n % 300), now() - make_interval(days => r.n % 300)
    from jsonb_to_recordset(${JSON.stringify(rows.map(({ n, cityId, cityName }) => ({ n, city_id: cityId, city_name: cityName })))}::jsonb) as r(n int, city_id text, city_name text)`);
  // Two in three venues have photos, one to three each.
  await db.execute(sql`
    insert into venue_photos (venue_id, position, source_url, image_id, alt)
    select v.id, p.position, 'upload:bench.jpg', (${sql.raw(`array[${imageIds.map((id) => `'${id}'::uuid`).join(', ')}]`)})[1 + (v.n + p.position) % ${sql.raw(String(IMAGES))}], 'Der Saal'
    from (select id, substring(slug from 16)::int as n from venues where slug like 'bench-location-%') v
    cross join generate_series(0, 2) as p(position)
    where v.n % 3 <> 0 and p.position <= v.n % 3`);
  await db.execute(sql`analyze`);
  return perCity;
}

async function timed(run: (i: number) => Promise<unknown>, calls: number) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return timingSummary(samples);
}

/** Seeds, then times the lists, a venue's page and the sitemap; a p95 over its goal is reported, not failed. */
export async function venuesBench(report: BenchReport, postgresServerUrl?: string): Promise<void> {
  const targets: [string, BenchTarget][] = [['PGlite', { dialect: 'pglite' }]];
  if (postgresServerUrl) targets.push(['PostgreSQL', { dialect: 'postgres', serverUrl: postgresServerUrl }]);
  for (const [label, target] of targets) {
    await withBenchDatabase(target, POSTGRES_DATABASE, async (db) => {
      const seeding = performance.now();
      const perCity = await seed(db);
      const berlin = perCity.get('berlin')!;
      console.log(
        `venues bench on ${label}: ${VENUES} published venues in ${perCity.size} cities (Berlin ${berlin}, München ${perCity.get('muenchen')}, Hamburg ${perCity.get('hamburg')}, fewest ${Math.min(...perCity.values())}) seeded in ${Math.round((performance.now() - seeding) / 1000)} s`,
      );
      const filter = parseVenueListFilter({ gaeste: '80', art: 'restaurant' });
      let listed = 0;
      let filtered = 0;
      let entries = 0;
      const cityIds = [...perCity.keys()];
      const results = {
        berlin: report.record(`venueListBerlin${label}`, `publicVenuesOfCity, Berlin (${berlin} venues), no filter, uncached, on ${label} (ms per call):`, await timed(async () => (listed = (await publicVenuesOfCity(db, 'berlin', {})).length), CALLS)),
        berlinFiltered: report.record(
          `venueListBerlinFiltered${label}`,
          `publicVenuesOfCity, Berlin, ?gaeste=80&art=restaurant, uncached, on ${label} (ms per call):`,
          await timed(async () => (filtered = (await publicVenuesOfCity(db, 'berlin', filter)).length), CALLS),
        ),
        everyCity: report.record(`venueListEveryCity${label}`, `publicVenuesOfCity, each of the ${cityIds.length} cities in turn, no filter, uncached, on ${label} (ms per call):`, await timed((i) => publicVenuesOfCity(db, cityIds[i % cityIds.length], {}), CALLS)),
        page: report.record(`venuePage${label}`, `findPublicVenue, one venue's page, on ${label} (ms per call):`, await timed((i) => findPublicVenue(db, 'berlin', `bench-location-${(i * 7) % berlin}`), CALLS)),
        sitemap: report.record(`venueSitemap${label}`, `publicVenueEntries, the sitemap's ${VENUES} entries, on ${label} (ms per call):`, await timed(async () => (entries = (await publicVenueEntries(db)).length), SITEMAP_CALLS)),
      };
      console.log(`  Berlin lists ${listed} venues, ${filtered} with the filter; the sitemap has ${entries} entries`);
      for (const name of ['berlin', 'berlinFiltered', 'everyCity'] as const) {
        const p95 = results[name].p95Ms;
        console.log(`  list ${name}: p50 ${results[name].p50Ms} ms, p95 ${p95} ms, goal < ${GOALS.listP95Ms} ms (${p95 < GOALS.listP95Ms ? 'meets' : 'MISSES'})`);
      }
      console.log(`  venue page: p50 ${results.page.p50Ms} ms, p95 ${results.page.p95Ms} ms`);
      const slowest = results.sitemap.maxMs;
      console.log(`  sitemap: p50 ${results.sitemap.p50Ms} ms, slowest ${slowest} ms, goal < ${GOALS.sitemapMs} ms (${slowest < GOALS.sitemapMs ? 'meets' : 'MISSES'})`);
    });
  }
}
