// `npm run bench:cluster`: two app processes on one PostgreSQL server behind the nginx of deploy/nginx.conf, all on
// this machine's loopback. Measures city-page throughput through the proxy against nginx serving the same bytes from
// disk, request intake through both processes (rows equal accepted), outbox delivery by both workers to a real SMTP
// server (each mail exactly once), and how long an admin's deactivation of an ad takes to disappear on both
// processes and through the proxy. Then the faults: one process killed with SIGKILL under load (and restarted), and a
// PostgreSQL restart under load, each checked for lost acknowledged requests. Not part of `npm test`.
//
// Needs nginx (installed with apt-get when missing, which needs root) and a PostgreSQL server
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) where it may create the database
// wf_cluster. The PostgreSQL restart runs on a throwaway server of its own (initdb of the same installation on port
// 5442), so other users of the shared server are not disturbed.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { Client } from 'pg';
import { TestSmtpServer } from '../src/test/smtp.ts';

const root = path.join(import.meta.dirname, '..');
const NGINX = '/usr/sbin/nginx';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PROXY_PORT = 3140;
const APP_PORTS = [3141, 3142] as const;
const STATIC_NGINX_PORT = 3143;
const SMTP_PORT = 3144;
const FAULT_PG_PORT = 5442;
const SITE_URL = `http://localhost:${PROXY_PORT}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const ADMIN = { email: 'bench-admin@planer.test', password: 'bench-geheim-1' };
const AD_NAME = 'Spreespeicher Cluster';
const INTAKE_WARMUP = 500;
const FORGED_ADDRESS = '203.0.113.77';
const INTAKE_REQUESTS = 3000;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), 'wf-cluster-'));
// nginx's workers run as another user (nobody) when the bench runs as root: they read and write below this folder.
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const removeAfterwards = [work];

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onDatabase<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function appEnv(dbUrl: string, smtpUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-cluster',
    SITE_URL,
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '10',
    SMTP_URL: smtpUrl,
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'error',
    REQUEST_RATE_LIMIT: '100000000',
    BIND_ADDRESS: '127.0.0.1',
    TRUSTED_PROXY_HOPS: '1',
  };
}

function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv) {
  execFileSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { cwd: root, env, stdio: 'inherit' });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** `npm run serve` as a unit runs it (the release was built and migrated before). */
async function startApp(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // Errors of the processes show in the bench's output (LOG_LEVEL=error).
  const child = spawn(process.execPath, ['scripts/start.ts', '--serve-only'], { cwd: root, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping && code !== 0 && signal !== 'SIGKILL' && signal !== 'SIGTERM') console.error(`app process on ${port} exited (${code ?? signal})`);
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`app process on ${port} exited with ${child.exitCode}`);
    if (await healthy(port)) return child;
    await sleep(100);
  }
  throw new Error(`app process on ${port} did not start`);
}

let stopping = false;

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('nginx is missing: installing it from Debian (apt-get install nginx-light) …');
  const install = spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' }).status !== 0) throw new Error('could not install nginx (apt-get needs root)');
  }
}

/** deploy/nginx.conf as shipped, on loopback ports and a cache folder of this run, inside a minimal main configuration. */
function startProxy(): { child: ChildProcess; accessLog: string } {
  const dir = path.join(work, 'proxy');
  const cache = path.join(dir, 'cache');
  execFileSync('mkdir', ['-p', path.join(dir, 'logs'), cache]);
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'nobody', cache]);
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${APP_PORTS[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${APP_PORTS[1]}`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${PROXY_PORT};`)
    .replace('/var/cache/nginx/weihnachtsfeier', cache);
  for (const port of APP_PORTS) if (!site.includes(`127.0.0.1:${port}`)) throw new Error('deploy/nginx.conf no longer has the upstream lines this bench replaces');
  writeFileSync(path.join(dir, 'site.conf'), site);
  const accessLog = path.join(dir, 'logs/access.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  # Which process answered: only the requests the bench counts (POSTs and those marked ?bench=…).
  map "$request_method$arg_bench" $bench_logged { default 1; GET 0; HEAD 0; }
  log_format bench '$request_method $status $upstream_addr $msec';
  access_log ${accessLog} bench buffer=64k flush=1s if=$bench_logged;
  include ${dir}/site.conf;
}`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping && code !== 0) console.error(`nginx exited (${code ?? signal}):`, readFileSync(path.join(dir, 'logs/error.log'), 'utf8').slice(-2000));
  });
  return { child, accessLog };
}

/** How many logged requests each app process answered (from the proxy's access log). */
function answeredPerProcess(accessLog: string, since = 0): Record<string, number> {
  if (!existsSync(accessLog)) return {};
  const counts: Record<string, number> = {};
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const [, , upstream, msec] = line.split(' ');
    if (!upstream || Number(msec) * 1000 < since) continue;
    for (const address of upstream.split(/,\s*/)) counts[address] = (counts[address] ?? 0) + 1;
  }
  return counts;
}

async function throughput(url: string) {
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

/** nginx serving the bytes the proxy answers for /berlin from a file (target: the proxy at ≥ 0.8 of it). */
async function staticNginxRps(bytes: Buffer) {
  const dir = path.join(work, 'static');
  execFileSync('mkdir', ['-p', path.join(dir, 'logs')]);
  writeFileSync(path.join(dir, 'page.html'), bytes);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 4096; }
http { access_log off; default_type text/html; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${STATIC_NGINX_PORT}; root ${dir}; location / { try_files /page.html =404; } } }`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  children.push(child);
  try {
    await sleep(500);
    return await throughput(`http://127.0.0.1:${STATIC_NGINX_PORT}/berlin`);
  } finally {
    await stop(child);
  }
}

let requestCounter = 0;
const requestBody = (n: number) => JSON.stringify({ city: 'berlin', participantCount: 80, companyName: `Cluster ${n}`, contactName: 'Bench', email: `bench-${n}@example.de`, phone: '030 1' });

/** A fixed number of requests (through the proxy unless another base is given), so none is in flight when the rows are counted. */
async function postRequests(amount: number, base = PROXY) {
  const result = await autocannon({
    url: `${base}/api/venue-requests`,
    connections: 50,
    amount,
    method: 'POST',
    // Through the proxy, a made-up address the rate limit must not key on: the client's address is the one nginx saw (127.0.0.1 here).
    headers: { 'content-type': 'application/json', ...(base === PROXY ? { 'x-forwarded-for': FORGED_ADDRESS } : {}) },
    requests: [
      {
        setupRequest: (request) => {
          const n = ++requestCounter;
          return { ...request, headers: { ...request.headers, 'idempotency-key': `cluster-${process.pid}-${n}-xxxxxxxx` }, body: requestBody(n) };
        },
      },
    ],
  });
  return { rps: Math.round(result['2xx'] / result.duration), p50: result.latency.p50, p99: result.latency.p99, accepted: result['2xx'], refused: result.non2xx };
}

const countRows = (url: string) => onDatabase(url, async (client) => Number((await client.query('select count(*)::int as n from venue_requests')).rows[0].n));

async function outboxDelivery(url: string, smtp: TestSmtpServer, expected: number) {
  const start = performance.now();
  for (let i = 0; i < 1200 && smtp.received.length < expected; i++) await sleep(100);
  const seconds = (performance.now() - start) / 1000;
  await sleep(2000);
  // Each request's two mails: the team's names the company (unique per request), the company's goes to its own address.
  const perMail = new Map<string, number>();
  for (const mail of smtp.received) {
    const parsed = await simpleParser(mail.raw);
    const key = `${mail.to.join(',')}|${parsed.subject}|${/Firma: (Cluster \d+)/.exec(parsed.text ?? '')?.[1] ?? ''}`;
    perMail.set(key, (perMail.get(key) ?? 0) + 1);
  }
  const states = await onDatabase(url, async (client) => (await client.query('select status, count(*)::int as n from mail_outbox group by status')).rows);
  return {
    mailsInOutbox: expected,
    received: smtp.received.length,
    distinct: perMail.size,
    receivedTwice: [...perMail.values()].filter((n) => n > 1).length,
    outboxStates: Object.fromEntries(states.map((row) => [row.status, row.n])),
    seconds: Number(seconds.toFixed(1)),
    mailsPerSecond: Math.round(expected / seconds),
  };
}

async function seedAd(url: string) {
  await onDatabase(url, (client) =>
    client.query(`insert into venue_ads (city_id, venue_name, description, website_url, live_system, featured) values ('berlin', $1, 'Loft an der Spree für 80 bis 250 Gäste.', 'https://example.org', true, true)`, [AD_NAME]),
  );
}

const showsAd = async (base: string) => (await (await fetch(`${base}/berlin`)).text()).includes(AD_NAME);

/** The admin deactivates the ad in a browser through the proxy; then: when does each process, and the proxy, stop showing it? */
async function adminChange() {
  const direct = APP_PORTS.map((port) => `http://127.0.0.1:${port}`);
  for (const base of [...direct, PROXY]) if (!(await showsAd(base))) throw new Error(`${base}/berlin does not show the seeded ad`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ baseURL: SITE_URL });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\//);
    await page.goto('/admin/venue-ads?city=berlin');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(AD_NAME) }) });
    const clicked = performance.now();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').filter({ hasText: 'Venue ad deactivated successfully' }).waitFor();
    const saved = performance.now();
    const gone: Record<string, number> = {};
    for (let i = 0; i < 3000 && Object.keys(gone).length < direct.length; i++) {
      await Promise.all(
        direct.map(async (base) => {
          if (!(base in gone) && !(await showsAd(base))) gone[base] = performance.now() - clicked;
        }),
      );
      await sleep(10);
    }
    // Through the proxy the page stays until its s-maxage (60 s) has passed, then one stale answer while it is fetched anew.
    let proxyGone: number | undefined;
    for (let i = 0; i < 1500 && proxyGone === undefined; i++) {
      if (!(await showsAd(PROXY))) proxyGone = performance.now() - clicked;
      else await sleep(100);
    }
    return {
      adminActionMs: Math.round(saved - clicked),
      goneOnProcessesMs: Object.fromEntries(Object.entries(gone).map(([base, ms]) => [base, Math.round(ms)])),
      goneThroughProxySeconds: proxyGone === undefined ? 'still shown after 150 s' : Number((proxyGone / 1000).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

interface LoadResult {
  acknowledged: string[];
  statuses: Record<string, number>;
  getStatuses: Record<string, number>;
  unavailableMessage?: string;
}

/** A failed fetch with its reason, e.g. `TypeError: terminated: UND_ERR_SOCKET` for a response cut off mid-body. */
function failureName(err: unknown): string {
  const { name, message, cause } = err as Error & { cause?: { code?: string } };
  return [name, message, cause?.code].filter(Boolean).join(': ');
}

/**
 * Clients that send requests (each with its own idempotency key) and page views through the proxy for `ms`, while
 * `fault` runs. A request is acknowledged when the answer's status was 201.
 */
async function loadDuring(ms: number, fault: () => Promise<void>): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: [], statuses: {}, getStatuses: {} };
  const until = Date.now() + ms;
  const count = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);
  const poster = async () => {
    while (Date.now() < until) {
      const n = ++requestCounter;
      const key = `fault-${process.pid}-${n}-xxxxxxxx`;
      try {
        const response = await fetch(`${PROXY}/api/venue-requests`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: requestBody(n),
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await response.json().catch(() => ({}))) as { id?: string; errors?: { form?: string } };
        count(result.statuses, String(response.status));
        // Acknowledged once the status says so, even if the body was cut off: the key identifies the request.
        if (response.status === 201) result.acknowledged.push(key);
        if (response.status === 503) result.unavailableMessage ??= answer.errors?.form;
      } catch (err) {
        count(result.statuses, failureName(err));
      }
    }
  };
  const viewer = async () => {
    while (Date.now() < until) {
      try {
        // A query string the proxy has not cached: answered by an app process.
        const response = await fetch(`${PROXY}/berlin?bench=${++requestCounter}`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        count(result.getStatuses, String(response.status));
      } catch (err) {
        count(result.getStatuses, failureName(err));
      }
    }
  };
  await Promise.all([...Array.from({ length: 16 }, poster), ...Array.from({ length: 4 }, viewer), fault()]);
  return result;
}

async function lostAcknowledged(url: string, keys: string[]) {
  return onDatabase(url, async (client) => {
    const { rows } = await client.query('select count(*)::int as n from venue_requests where submission_token = any($1::text[])', [keys]);
    const halfStored = await client.query(`select count(*)::int as n from venue_requests r where (select count(*) from mail_outbox m where m.request_id = r.id) <> 2`);
    return { acknowledged: keys.length, lost: keys.length - Number(rows[0].n), requestsWithoutTheirTwoMails: Number(halfStored.rows[0].n) };
  });
}

/** A PostgreSQL server of the local installation in a folder of this run, which the fault test may restart. */
function startThrowawayPostgres(): { url: string; restart: () => Promise<void>; stop: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'wf-cluster-pg-'));
  const dataDir = path.join(folder, 'data');
  removeAfterwards.push(folder);
  const runAs = (command: string, args: string[]): [string, string[]] => (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  const asPostgres = (command: string, args: string[]) => execFileSync(...runAs(command, args), { stdio: ['ignore', 'ignore', 'inherit'] });
  // Not blocking this process: its clients keep sending while the server restarts.
  const asPostgresAsync = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(...runAs(command, args), { stdio: ['ignore', 'ignore', 'inherit'] });
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
    });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
  asPostgres(`${PG_BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${FAULT_PG_PORT} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c fsync=on`;
  asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${FAULT_PG_PORT}/postgres`,
    restart: () => asPostgresAsync(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-m', 'fast', '-w', 'restart']),
    stop: () => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
  };
}

async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await onDatabase(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  return databaseUrl(serverUrl, name);
}

/** Whether something already answers on a port this bench needs (e.g. left over from an interrupted run). */
const portTaken = (port: number) => fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, (err: Error) => (err.cause as { code?: string })?.code !== 'ECONNREFUSED');

const report: Record<string, unknown> = {};
let throwaway: ReturnType<typeof startThrowawayPostgres> | undefined;
// Also when the run dies on an unexpected error: nothing of it keeps running.
process.once('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  throwaway?.stop();
  for (const folder of removeAfterwards) rmSync(folder, { recursive: true, force: true });
});
for (const port of [PROXY_PORT, ...APP_PORTS, STATIC_NGINX_PORT, SMTP_PORT]) {
  if (await portTaken(port)) throw new Error(`port ${port} is in use; stop what listens there and run the bench again`);
}
const smtp = await new TestSmtpServer().start(SMTP_PORT);
try {
  ensureNginx();
  const dbUrl = await freshDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'wf_cluster');
  const env = appEnv(dbUrl, smtp.url);
  console.log('building the release when needed (npm run build:release) …');
  npmRun('build:release', [], env);

  const refused = spawnSync(process.execPath, ['scripts/start.ts', '--serve-only'], { cwd: root, env: { ...env, PORT: String(APP_PORTS[0]) }, encoding: 'utf8', timeout: 120_000 });
  report.processOnUnmigratedDatabase = { exitCode: refused.status, message: /The database is behind[^\n]*/.exec(refused.stderr)?.[0] ?? refused.stderr.slice(-400) };
  console.log('a process on a database without migrations:', report.processOnUnmigratedDatabase);

  npmRun('db:migrate', [], env);
  npmRun('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password], env);
  await seedAd(dbUrl);
  let apps = await Promise.all(APP_PORTS.map((port) => startApp(port, env)));
  const proxy = startProxy();
  for (let i = 0; ; i++) {
    const answer = await fetch(`${PROXY}/api/health`).then((r) => String(r.status), (err: Error) => String(err.cause ?? err));
    if (answer === '200') break;
    if (i > 100) throw new Error(`the proxy does not answer: ${answer}; ${readFileSync(path.join(work, 'proxy/logs/error.log'), 'utf8').slice(-2000)}`);
    await sleep(100);
  }

  // Single process without the proxy, for comparison.
  await throughput(`http://127.0.0.1:${APP_PORTS[0]}/berlin`);
  report.singleProcessBerlin = await throughput(`http://127.0.0.1:${APP_PORTS[0]}/berlin`);
  console.log('GET /berlin from one app process directly:', report.singleProcessBerlin);

  for (let i = 0; i < 5; i++) await fetch(`${PROXY}/berlin`).then((r) => r.arrayBuffer());
  const cached = await fetch(`${PROXY}/berlin`);
  const bytes = Buffer.from(await cached.arrayBuffer());
  const viaProxy = await throughput(`${PROXY}/berlin`);
  const fromDisk = await staticNginxRps(bytes);
  report.berlinThroughProxy = { ...viaProxy, cacheStatus: cached.headers.get('x-cache-status'), cacheControl: cached.headers.get('cache-control'), bytes: bytes.length };
  report.berlinNginxFromDisk = fromDisk;
  report.proxyToDiskRatio = Number((viaProxy.rps / fromDisk.rps).toFixed(2));
  console.log('GET /berlin through the proxy:', report.berlinThroughProxy, 'nginx from disk:', fromDisk, 'ratio (target ≥ 0.8):', report.proxyToDiskRatio);

  // One process directly first (its own warm-up), for comparison.
  const single = `http://127.0.0.1:${APP_PORTS[0]}`;
  const singleWarmup = await postRequests(INTAKE_WARMUP, single);
  report.singleProcessIntake = await postRequests(INTAKE_REQUESTS, single);
  console.log('POST /api/venue-requests to one process directly:', report.singleProcessIntake);

  const intakeStart = Date.now();
  const warmup = await postRequests(INTAKE_WARMUP);
  const measured = await postRequests(INTAKE_REQUESTS);
  const accepted = singleWarmup.accepted + (report.singleProcessIntake as typeof measured).accepted + warmup.accepted + measured.accepted;
  const rows = await countRows(dbUrl);
  await sleep(1500); // the access log is written every second
  const rateLimitKeys = await onDatabase(dbUrl, async (client) => (await client.query('select key from rate_limit_hits order by key')).rows.map((row) => row.key as string));
  report.intake = {
    ...measured,
    acceptedInAll: accepted,
    rows,
    lost: Math.max(0, accepted - rows),
    duplicated: Math.max(0, rows - accepted),
    answeredPerProcess: answeredPerProcess(proxy.accessLog, intakeStart),
    rateLimitKeys,
    forgedAddressIgnored: !rateLimitKeys.includes(FORGED_ADDRESS),
  };
  console.log('POST /api/venue-requests through the proxy:', report.intake);

  report.outbox = await outboxDelivery(dbUrl, smtp, rows * 2);
  console.log('outbox, two workers, real SMTP server:', report.outbox);

  report.adminChange = await adminChange();
  console.log('admin deactivates an ad:', report.adminChange);

  // Fault 1: one process killed with SIGKILL under load, restarted after a few seconds.
  const killedPort = APP_PORTS[0];
  const faultStart = Date.now();
  let restartedAt = 0;
  // Killed after 3 s, started again 2 s later (as systemd's Restart=always with RestartSec=2 does), load until 25 s.
  const kill = await loadDuring(25_000, async () => {
    await sleep(3000);
    apps[0].kill('SIGKILL');
    await sleep(2000);
    apps[0] = await startApp(killedPort, env);
    restartedAt = Date.now();
  });
  await sleep(1500);
  const afterRestart = answeredPerProcess(proxy.accessLog, restartedAt);
  report.faultSigkill = {
    postStatuses: kill.statuses,
    getStatuses: kill.getStatuses,
    ...(await lostAcknowledged(dbUrl, kill.acknowledged)),
    answeredPerProcessDuringTest: answeredPerProcess(proxy.accessLog, faultStart),
    restartedProcessAnsweredAfterRejoining: afterRestart[`127.0.0.1:${killedPort}`] ?? 0,
  };
  console.log('SIGKILL of one process under load:', report.faultSigkill);
  await Promise.all(apps.map((app) => stop(app)));

  // Fault 2: PostgreSQL restart under load, on a throwaway server.
  throwaway = startThrowawayPostgres();
  const faultDb = await freshDatabase(throwaway.url, 'wf_faults');
  const faultEnv = appEnv(faultDb, smtp.url);
  npmRun('db:migrate', [], faultEnv);
  apps = await Promise.all(APP_PORTS.map((port) => startApp(port, faultEnv)));
  let restartSeconds = 0;
  const restart = await loadDuring(12_000, async () => {
    await sleep(3000);
    const start = performance.now();
    await throwaway!.restart();
    restartSeconds = (performance.now() - start) / 1000;
  });
  await sleep(1000);
  report.faultPostgresRestart = {
    restartSeconds: Number(restartSeconds.toFixed(1)),
    postStatuses: restart.statuses,
    getStatuses: restart.getStatuses,
    refusalMessage: restart.unavailableMessage,
    ...(await lostAcknowledged(faultDb, restart.acknowledged)),
    processesHealthyAfterwards: await Promise.all(APP_PORTS.map(healthy)),
  };
  console.log('PostgreSQL restart under load:', report.faultPostgresRestart);
  await Promise.all(apps.map((app) => stop(app)));
  await stop(proxy.child);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results/cluster.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('all figures: bench-results/cluster.json');
} finally {
  stopping = true;
  await Promise.all(children.map((child) => stop(child)));
  throwaway?.stop();
  throwaway = undefined;
  await smtp.stop();
}
