// `npm run bench`: production build, then throughput, intake and Lighthouse figures (also written to bench-results/bench.json). Not part of `npm test`.
// BENCH_DATABASE_URL=postgres://… additionally measures the intake on a PostgreSQL server.
// Then it seeds three ads with images for Berlin (throughput and Lighthouse again), the inbox to 10,000 requests and a six-option offer, and times the offer page, the admin's first page, a filtered page, a search and the CSV export.
// With nginx installed (Debian: apt-get install nginx) it also serves /berlin's bytes from nginx for comparison.
// First, without a server: the offer PDF (time per PDF, memory over 50) and the invoice PDF (over 200). `npm run bench:pdf` (= `npm run bench -- --only pdf`) runs only that.
// Then, also without a server, the calls: free slots of 10 planners over 14 days, and 100 bookings at once for 20 free slots, on PGlite and
// (with BENCH_DATABASE_URL) PostgreSQL; a booking race that misses sets the exit code. `npm run bench:calls` (= `--only calls`) runs only that.
// Then the invoices: 1,000 issued (ms per invoice, numbers without a gap) and the tax adviser's export of them. `npm run bench:invoices`.
// Then the ad bookings: 50 at once for 3 free slots (exactly 3 held, no error) and the occupancy grid of 79 cities. `npm run bench:bookings`.
// Then the planners' overview on 100.000 seeded requests with their histories: the season, a filtered view and the due list. `npm run bench:overview`.
// Then the public venue pages' reads on 2,000 published venues in 79 cities: a city's list (with and without filter), a venue's page and the sitemap. `--only venues`.
// Then 200 venues asked for one request's availability, ask and mails in one transaction, under a second. `--only availability`.
// The served venue pages (the demo seed's Berlin list and a venue's page: throughput against /berlin, Lighthouse) run with the server's benches, or alone: `--only venue-pages`.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.ts';
import { countRequests, freshDatabase } from './bench/database.ts';
import { intakeBody, postRequests, throughput } from './bench/load.ts';
import { NGINX, staticNginxThroughput } from './bench/nginx.ts';
import { callsBench } from './bench/calls.ts';
import { bookingsBench } from './bench/bookings.ts';
import { overviewBench } from './bench/overview.ts';
import { venuesBench } from './bench/venues.ts';
import { availabilityBench } from './bench/availability.ts';
import { invoicesBench } from './bench/invoices.ts';
import { seedSixOptionOffer } from './bench/offer-page.ts';
import { invoicePdfBench, pdfBench } from './bench/pdf.ts';
import { CHROME_FLAGS, ROOT, startApp, stopProcess } from './bench/processes.ts';
import { BenchReport } from './bench/report.ts';
import { percentile } from './bench/stats.ts';

const PORT = 3200;
const NGINX_PORT = 3201;
// The embedded database's WebAssembly reaches full speed only after its hot paths were optimised.
const INTAKE_WARMUP = 2000;
const INTAKE_REQUESTS = 3000;
const LIGHTHOUSE_RUNS = 3;
const BASE = `http://localhost:${PORT}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '.next-bench', SITE_URL: BASE, LOG_LEVEL: 'warn', REQUEST_RATE_LIMIT: '100000000' };

/** `npm start` as shipped (it builds first when the bench build is missing or stale). */
function startServer(extraEnv: Record<string, string>): Promise<ChildProcess> {
  return startApp({ port: PORT, env: { ...env, ...extraEnv }, base: BASE, timeoutMs: 300_000 });
}

/** What a modern browser downloads at page load: every script except the nomodule polyfills, including those the paint-first loader adds. */
async function clientJsKb(pagePath: string): Promise<number> {
  const html = await (await fetch(`${BASE}${pagePath}`)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const loader = /__paintFirst[^<]*\}\)\((\[[^\]]*\])\)<\/script>/.exec(html);
  const loaded: string[] = loader ? JSON.parse(loader[1]) : [];
  const scripts = [...new Set([...tags.map((m) => m[1]), ...loaded])];
  let bytes = 0;
  for (const src of scripts) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer())).length;
  return Math.round(bytes / 1024);
}

let intakeCounter = 0;

function postBenchRequests(amount: number) {
  return postRequests(BASE, amount, () => {
    const n = ++intakeCounter;
    return { key: `bench-${process.pid}-${n}-xxxxxxxx`, body: intakeBody(`Bench ${n}`, 'bench@example.de') };
  });
}

/** A warm-up round first (first requests compile and fill caches), then the measured round; `accepted` counts both. */
async function intakeBench() {
  const warmup = await postBenchRequests(INTAKE_WARMUP);
  const measured = await postBenchRequests(INTAKE_REQUESTS);
  return { ...measured, accepted: warmup.accepted + measured.accepted, refused: warmup.refused + measured.refused };
}

/** nginx serving the very bytes `npm start` sends for the page, with the machine's default worker count (target: next ≥ 1.2 % of it). */
async function nginxComparison(pagePath: string, nextRps: number) {
  if (!existsSync(NGINX)) return 'nginx not installed (apt-get install nginx), comparison skipped';
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-nginx-'));
  try {
    const bytes = Buffer.from(await (await fetch(`${BASE}${pagePath}`)).arrayBuffer());
    const result = await staticNginxThroughput(bytes, { dir, port: NGINX_PORT, pagePath });
    return { nginxRps: result.rps, nextRps, nextShare: `${((nextRps / result.rps) * 100).toFixed(1)} %` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function lighthouseRun(pagePath: string) {
  // Loaded here, so that the PDF section's memory figures are not those of Lighthouse.
  const [chromeLauncher, { default: lighthouse }] = await Promise.all([import('chrome-launcher'), import('lighthouse')]);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const run = await lighthouse(`${BASE}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = run!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    // Every script the browser fetched, the paint-first loader's chunks included, as it came over the wire.
    const requests = (lhr.audits['network-requests'].details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const fetchedJsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      FCP: lhr.audits['first-contentful-paint'].displayValue,
      LCP: lhr.audits['largest-contentful-paint'].displayValue,
      TBT: lhr.audits['total-blocking-time'].displayValue,
      CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      fetchedJsKb: Math.round(fetchedJsBytes / 102.4) / 10,
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse varies from run to run; as its authors advise, the run with the median performance score counts. */
async function lighthouseScores(pagePath: string, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseRun(pagePath));
  const lcps = results.map((r) => r.lcpMs).sort((a, b) => a - b);
  const tbts = results.map((r) => r.tbtMs).sort((a, b) => a - b);
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(runs / 2)];
  return {
    ...median,
    performanceRuns: results.map((r) => r.performance).join(' '),
    lcpRunsMs: lcps.join(' '),
    medianLcpMs: percentile(lcps, 0.5),
    tbtRunsMs: tbts.join(' '),
    medianTbtMs: percentile(tbts, 0.5),
  };
}

const INBOX_ROWS = 10_000;
const INBOX_SAMPLES = 40;
const BENCH_ADMIN = { email: 'bench-admin@planer.test', password: 'bench-geheim-1' };

/**
 * The bench seed: tops the requests up to INBOX_ROWS (varied status, city, age and company) and adds an admin
 * account, straight into the stopped server's embedded database.
 */
async function seedInbox(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from venue_requests');
  const missing = Math.max(0, INBOX_ROWS - rows[0].n);
  await db.query(
    `insert into venue_requests (id, submission_token, city_id, city_name, city_selection, participant_count, company_name, contact_name, email, phone, status, created_at)
     select gen_random_uuid(), 'bench-seed-' || g, (array['berlin','hamburg','muenchen','koeln','leipzig'])[1 + g % 5], (array['Berlin','Hamburg','München','Köln','Leipzig'])[1 + g % 5],
       (array['berlin','hamburg','muenchen','koeln','leipzig'])[1 + g % 5], 10 + g % 290, 'Firma ' || g || ' GmbH', 'Kontakt ' || g, 'kontakt' || g || '@firma' || (g % 700) || '.de',
       '030 ' || g, (array['neu','in_bearbeitung','angebot_gesendet','gebucht','abgesagt'])[1 + g % 5], now() - make_interval(mins => g * 7)
     from generate_series(1, $1::int) g`,
    [missing],
  );
  const { hashPassword } = await import('better-auth/crypto');
  await db.query(`insert into "user" (id, name, email, email_verified, role) values ('bench-admin', $1, $1, true, 'admin') on conflict do nothing`, [BENCH_ADMIN.email]);
  await db.query(`insert into account (id, account_id, provider_id, user_id, password) values ('bench-admin', 'bench-admin', 'credential', 'bench-admin', $1) on conflict do nothing`, [
    await hashPassword(BENCH_ADMIN.password),
  ]);
  await seedAds(db);
  await db.close();
}

/** Three live ads with images for Berlin, so the page measured again afterwards carries a full ad block. */
async function seedAds(db: PGlite) {
  const { default: sharp } = await import('sharp');
  for (const [index, name] of ['Spreespeicher', 'Alte Münze Event', 'Dachterrasse Mitte'].entries()) {
    // Noise compresses like a photo, unlike a flat colour.
    const noise = Buffer.from(Array.from({ length: 800 * 600 * 3 }, (_, i) => (i * 7919 + index * 104729) % 251));
    const bytes = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).webp({ quality: 78 }).toBuffer();
    const { rows } = await db.query<{ id: string }>(`insert into stored_images (source_url, content_type, width, height, bytes) values ($1, 'image/webp', 800, 600, $2) returning id`, [
      `https://example.org/${index}.jpg`,
      bytes,
    ]);
    await db.query(`insert into venue_ads (city_id, venue_name, description, website_url, image_id, live_system, featured) values ('berlin', $1, $2, 'https://example.org', $3, true, $4)`, [
      name,
      'Industriecharme mit Blick auf die Spree, Platz für 80 bis 250 Gäste, Catering im Haus.',
      rows[0].id,
      index === 0,
    ]);
  }
}

/** p95 and median of the time to the full answer, one request after the other (the server's time, on loopback). */
async function timings(url: string, cookie = '') {
  const samples: number[] = [];
  for (let i = 0; i < INBOX_SAMPLES + 5; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: Math.round(percentile(samples, 0.5)), p95: Math.round(percentile(samples, 0.95)) };
}

async function inboxBench() {
  const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (const [key, label, query] of [
    ['inboxFirstPage', 'first page', ''],
    ['inboxFiltered', 'filtered (status + city)', '?status=in_bearbeitung&city=hamburg'],
    ['inboxSearch', 'search', '?q=firma123'],
  ]) {
    report.record(key, `inbox ${label} with ${INBOX_ROWS} requests (ms, target p95 < 150):`, await timings(`${BASE}/admin/requests${query}`, cookie));
  }
  const start = performance.now();
  const csv = await (await fetch(`${BASE}/admin/export/requests`, { headers: { cookie } })).text();
  const exported = (report.figures.csvExport = { rows: csv.split('\r\n').length - 2, ms: Math.round(performance.now() - start) });
  console.log(`CSV export: ${exported.rows} rows in ${exported.ms} ms (target < 3000)`);
}

async function countPglite(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from venue_requests');
  await db.close();
  return rows[0].n;
}

/**
 * The public venue pages as the demo seed fills them: a city's list and its first venue's page (with photos) against
 * the city page's throughput (target ≥ 100 %), and Lighthouse mobile on both (targets: performance ≥ 98, LCP ≤ 1.2 s).
 */
async function venuePagesBench(cityRps: number) {
  const list = report.record('GET /berlin/locations', 'GET /berlin/locations', await throughput(`${BASE}/berlin/locations`));
  console.log(`GET /berlin/locations: ${((list.rps / cityRps) * 100).toFixed(1)} % of /berlin (target ≥ 100 %)`);
  const venuePath = /href="(\/berlin\/locations\/[a-z0-9-]+)"/.exec(await (await fetch(`${BASE}/berlin/locations`)).text())?.[1];
  if (!venuePath) throw new Error('the demo seed has no public venue in Berlin');
  const venue = report.record('GET venue page', `GET ${venuePath}`, await throughput(`${BASE}${venuePath}`));
  console.log(`GET ${venuePath}: ${((venue.rps / cityRps) * 100).toFixed(1)} % of /berlin (from the page cache, as the city page)`);
  for (const page of ['/berlin/locations', venuePath]) report.record(`Lighthouse ${page}`, `Lighthouse mobile ${page}`, await lighthouseScores(page));
}

/** `--only venue-pages`: the demo seed's server, the city page's throughput as the yardstick, then venuePagesBench. */
async function venuePagesOnly() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-bench-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    await throughput(`${BASE}/berlin`, { duration: 3 });
    await venuePagesBench(report.record('GET /berlin', 'GET /berlin', await throughput(`${BASE}/berlin`)).rps);
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The app as `npm start` serves it: pages, intake, Lighthouse, the inbox with 10,000 requests. */
async function serverBenches() {
  console.log('starting (builds first when needed) …');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-bench-'));
  let server = await startServer({ DATA_DIR: dataDir });
  try {
    await throughput(`${BASE}/berlin`, { duration: 3 });
    const pages: Record<string, Awaited<ReturnType<typeof throughput>>> = {};
    for (const page of ['/', '/berlin', '/ad-partners']) pages[page] = report.record(`GET ${page}`, `GET ${page}`, await throughput(`${BASE}${page}`));
    console.log(`GET /ad-partners: ${((pages['/ad-partners'].rps / pages['/berlin'].rps) * 100).toFixed(1)} % of /berlin (target ≥ 100 %, p99 < 150 ms)`);
    for (const page of ['/', '/berlin']) report.record(`nginx ${page}`, `GET ${page} against nginx with the same bytes:`, await nginxComparison(page, pages[page].rps));
    report.figures.clientJsKbBerlin = await clientJsKb('/berlin');
    console.log('client JS (gzip) at load on /berlin, modern browsers:', report.figures.clientJsKbBerlin, 'KB');
    const pglite = report.record('intakePglite', 'POST /api/venue-requests on PGlite:', await intakeBench());
    // Target for every page but /thanks (noindex): median LCP ≤ 1.2 s, performance ≥ 98.
    for (const page of ['/', '/berlin', '/staedte', '/blog', '/blog/budget-planung-weihnachtsfeier', '/thanks?city=Berlin', '/ad-partners']) report.record(`Lighthouse ${page}`, `Lighthouse mobile ${page}`, await lighthouseScores(page));
    await venuePagesBench(pages['/berlin'].rps);
    await stopProcess(server);
    console.log(`rows stored on PGlite: ${(report.figures.rowsPglite = await countPglite(dataDir))} (accepted ${pglite.accepted})`);
    await seedInbox(dataDir);
    const offerToken = await seedSixOptionOffer(dataDir);
    server = await startServer({ DATA_DIR: dataDir });
    // The link is a secret: the report names the page, not the token.
    report.record('offerPage', 'GET /angebot/{token} with 6 options, rendered per request (ms, target p95 < 100 on PGlite):', await timings(`${BASE}/angebot/${offerToken}`));
    await throughput(`${BASE}/berlin`, { duration: 3 });
    const withAds = (report.figures['GET /berlin with ads'] = await throughput(`${BASE}/berlin`));
    console.log('GET /berlin with three ads and images', withAds, `(${((withAds.rps / pages['/berlin'].rps) * 100).toFixed(1)} % of /berlin without ads, target ≥ 90 %)`);
    report.record('Lighthouse /berlin with ads', 'Lighthouse mobile /berlin with three ads and images', await lighthouseScores('/berlin'));
    await inboxBench();
    await stopProcess(server);

    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) {
      const url = await freshDatabase(pgUrl, 'wf_bench');
      // On PostgreSQL the release migrates once; the app processes only check.
      execFileSync('npm', ['run', '--silent', 'db:migrate'], { cwd: ROOT, env: { ...env, DATABASE_URL: url }, stdio: 'inherit' });
      server = await startServer({ DATABASE_URL: url });
      const postgres = report.record('intakePostgres', 'POST /api/venue-requests on PostgreSQL:', await intakeBench());
      await stopProcess(server);
      console.log(`rows stored on PostgreSQL: ${(report.figures.rowsPostgres = await countRequests(url))} (accepted ${postgres.accepted})`);
    }
    report.write('bench');
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const SECTIONS = ['pdf', 'calls', 'invoices', 'bookings', 'overview', 'venues', 'availability', 'venue-pages'];
const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
if (args.only !== undefined && !SECTIONS.includes(args.only)) throw new Error(`--only knows the sections ${SECTIONS.join(', ')} (not ${args.only})`);
const report = new BenchReport();
if (args.only === undefined || args.only === 'pdf') {
  const pdf = report.record('offerPdf', 'offer PDF with 6 options, in this process (target p95 < 1000 ms, no heap growth after GC):', await pdfBench());
  console.log(`offer PDF: p95 ${pdf.p95Ms} ms (${pdf.p95Ms < 1000 ? 'meets' : 'misses'} < 1000 ms), heap after GC ${pdf.heapGrowthMb === null ? 'not measured' : `${pdf.heapGrowthMb} MB against before`}`);
  const invoice = report.record('invoicePdf', 'invoice PDF (2 lines, factur-x.xml embedded), 200 in this process (target p95 < 1000 ms, no heap growth after GC):', await invoicePdfBench());
  console.log(`invoice PDF: p95 ${invoice.p95Ms} ms (${invoice.p95Ms < 1000 ? 'meets' : 'misses'} < 1000 ms), RSS after 200 ${invoice.memoryAfter.rssMb} MB, heap after GC ${invoice.heapGrowthMb === null ? 'not measured' : `${invoice.heapGrowthMb} MB against before`}`);
}
if (args.only === undefined || args.only === 'calls') await callsBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === undefined || args.only === 'invoices') await invoicesBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === undefined || args.only === 'bookings') await bookingsBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === undefined || args.only === 'overview') await overviewBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === undefined || args.only === 'venues') await venuesBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === undefined || args.only === 'availability') await availabilityBench(report, process.env.BENCH_DATABASE_URL);
if (args.only === 'venue-pages') await venuePagesOnly();
if (args.only) report.write(`bench-${args.only}`);
else await serverBenches();
