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
import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestSmtpServer } from '../src/test/smtp.ts';
import { adminChange, outboxDelivery, seedAd } from './bench/cluster-checks.ts';
import { answeredPerProcess, ensureNginx, startProxy } from './bench/cluster-proxy.ts';
import { countRequests, freshDatabase, onDatabase } from './bench/database.ts';
import { loadDuring, lostAcknowledged, startThrowawayPostgres } from './bench/faults.ts';
import { intakeBody, postRequests, throughput } from './bench/load.ts';
import { staticNginxThroughput } from './bench/nginx.ts';
import { isHealthy, ROOT, sleep, startApp, stopProcess } from './bench/processes.ts';
import { BenchReport } from './bench/report.ts';

const PROXY_PORT = 3140;
const APP_PORTS = [3141, 3142] as const;
const STATIC_NGINX_PORT = 3143;
const SMTP_PORT = 3144;
const FAULT_PG_PORT = 5442;
const SITE_URL = `http://localhost:${PROXY_PORT}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const ADMIN = { email: 'bench-admin@planer.test', password: 'bench-geheim-1' };
const INTAKE_WARMUP = 500;
const FORGED_ADDRESS = '203.0.113.77';
const INTAKE_REQUESTS = 3000;

const work = mkdtempSync(path.join(tmpdir(), 'wf-cluster-'));
// nginx's workers run as another user (nobody) when the bench runs as root: they read and write below this folder.
chmodSync(work, 0o755);
const children: ChildProcess[] = [];
const removeAfterwards = [work];
let stopping = false;

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
  execFileSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, env, stdio: 'inherit' });
}

/** `npm run serve` as a unit runs it (the release was built and migrated before); errors show in the bench's output (LOG_LEVEL=error). */
async function startClusterApp(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = await startApp({ port, env, args: ['--serve-only'], stdio: ['ignore', 'inherit', 'inherit'], timeoutMs: 60_000 });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (!stopping && code !== 0 && signal !== 'SIGKILL' && signal !== 'SIGTERM') console.error(`app process on ${port} exited (${code ?? signal})`);
  });
  return child;
}

let requestCounter = 0;
/** The next request of this run: an idempotency key with the given prefix and a company named after its number. */
const nextRequest = (prefix: string) => () => {
  const n = ++requestCounter;
  return { key: `${prefix}-${process.pid}-${n}-xxxxxxxx`, body: intakeBody(`Cluster ${n}`, `bench-${n}@example.de`) };
};

/** Requests through the proxy (unless another base is given) with a made-up address the rate limit must not key on: the client's address is the one nginx saw. */
const postClusterRequests = (amount: number, base = PROXY) => postRequests(base, amount, nextRequest('cluster'), base === PROXY ? { 'x-forwarded-for': FORGED_ADDRESS } : {});

/** Whether something already answers on a port this bench needs (e.g. left over from an interrupted run). */
const portTaken = (port: number) => fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(() => true, (err: Error) => (err.cause as { code?: string })?.code !== 'ECONNREFUSED');

const report = new BenchReport();
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

  const refused = spawnSync(process.execPath, ['scripts/start.ts', '--serve-only'], { cwd: ROOT, env: { ...env, PORT: String(APP_PORTS[0]) }, encoding: 'utf8', timeout: 120_000 });
  report.record('processOnUnmigratedDatabase', 'a process on a database without migrations:', {
    exitCode: refused.status,
    message: /The database is behind[^\n]*/.exec(refused.stderr)?.[0] ?? refused.stderr.slice(-400),
  });

  npmRun('db:migrate', [], env);
  npmRun('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password], env);
  await seedAd(dbUrl);
  let apps = await Promise.all(APP_PORTS.map((port) => startClusterApp(port, env)));
  const proxy = startProxy({ work, port: PROXY_PORT, appPorts: APP_PORTS, exitedUnexpectedly: () => !stopping });
  children.push(proxy.child);
  for (let i = 0; ; i++) {
    const answer = await fetch(`${PROXY}/api/health`).then((r) => String(r.status), (err: Error) => String(err.cause ?? err));
    if (answer === '200') break;
    if (i > 100) throw new Error(`the proxy does not answer: ${answer}; ${readFileSync(proxy.errorLog, 'utf8').slice(-2000)}`);
    await sleep(100);
  }

  // Single process without the proxy, for comparison.
  const single = `http://127.0.0.1:${APP_PORTS[0]}`;
  await throughput(`${single}/berlin`);
  report.record('singleProcessBerlin', 'GET /berlin from one app process directly:', await throughput(`${single}/berlin`));

  for (let i = 0; i < 5; i++) await fetch(`${PROXY}/berlin`).then((r) => r.arrayBuffer());
  const cached = await fetch(`${PROXY}/berlin`);
  const bytes = Buffer.from(await cached.arrayBuffer());
  const viaProxy = await throughput(`${PROXY}/berlin`);
  const fromDisk = await staticNginxThroughput(bytes, { dir: path.join(work, 'static'), port: STATIC_NGINX_PORT, pagePath: '/berlin' });
  report.figures.berlinThroughProxy = { ...viaProxy, cacheStatus: cached.headers.get('x-cache-status'), cacheControl: cached.headers.get('cache-control'), bytes: bytes.length };
  report.figures.berlinNginxFromDisk = fromDisk;
  report.figures.proxyToDiskRatio = Number((viaProxy.rps / fromDisk.rps).toFixed(2));
  console.log('GET /berlin through the proxy:', report.figures.berlinThroughProxy, 'nginx from disk:', fromDisk, 'ratio (target ≥ 0.8):', report.figures.proxyToDiskRatio);

  // One process directly first (its own warm-up), for comparison.
  const singleWarmup = await postClusterRequests(INTAKE_WARMUP, single);
  const singleIntake = report.record('singleProcessIntake', 'POST /api/venue-requests to one process directly:', await postClusterRequests(INTAKE_REQUESTS, single));

  const intakeStart = Date.now();
  const warmup = await postClusterRequests(INTAKE_WARMUP);
  const measured = await postClusterRequests(INTAKE_REQUESTS);
  const accepted = singleWarmup.accepted + singleIntake.accepted + warmup.accepted + measured.accepted;
  const rows = await countRequests(dbUrl);
  await sleep(1500); // the access log is written every second
  const rateLimitKeys = await onDatabase(dbUrl, async (client) => (await client.query('select key from rate_limit_hits order by key')).rows.map((row) => row.key as string));
  report.record('intake', 'POST /api/venue-requests through the proxy:', {
    ...measured,
    acceptedInAll: accepted,
    rows,
    lost: Math.max(0, accepted - rows),
    duplicated: Math.max(0, rows - accepted),
    answeredPerProcess: answeredPerProcess(proxy.accessLog, intakeStart),
    rateLimitKeys,
    forgedAddressIgnored: !rateLimitKeys.includes(FORGED_ADDRESS),
  });

  report.record('outbox', 'outbox, two workers, real SMTP server:', await outboxDelivery(dbUrl, smtp, rows * 2));
  report.record('adminChange', 'admin deactivates an ad:', await adminChange({ siteUrl: SITE_URL, proxy: PROXY, direct: APP_PORTS.map((port) => `http://127.0.0.1:${port}`), admin: ADMIN }));

  const faultLoad = (ms: number) => ({ base: PROXY, ms, nextRequest: nextRequest('fault'), nextView: () => ++requestCounter });

  // Fault 1: one process killed with SIGKILL under load, restarted after a few seconds.
  const killedPort = APP_PORTS[0];
  const faultStart = Date.now();
  let restartedAt = 0;
  // Killed after 3 s, started again 2 s later (as systemd's Restart=always with RestartSec=2 does), load until 25 s.
  const kill = await loadDuring(faultLoad(25_000), async () => {
    await sleep(3000);
    apps[0].kill('SIGKILL');
    await sleep(2000);
    apps[0] = await startClusterApp(killedPort, env);
    restartedAt = Date.now();
  });
  await sleep(1500);
  const afterRestart = answeredPerProcess(proxy.accessLog, restartedAt);
  report.record('faultSigkill', 'SIGKILL of one process under load:', {
    postStatuses: kill.statuses,
    getStatuses: kill.getStatuses,
    ...(await lostAcknowledged(dbUrl, kill.acknowledged)),
    answeredPerProcessDuringTest: answeredPerProcess(proxy.accessLog, faultStart),
    restartedProcessAnsweredAfterRejoining: afterRestart[`127.0.0.1:${killedPort}`] ?? 0,
  });
  await Promise.all(apps.map((app) => stopProcess(app)));

  // Fault 2: PostgreSQL restart under load, on a throwaway server.
  const throwawayFolder = mkdtempSync(path.join(tmpdir(), 'wf-cluster-pg-'));
  removeAfterwards.push(throwawayFolder);
  throwaway = startThrowawayPostgres(FAULT_PG_PORT, throwawayFolder);
  const faultDb = await freshDatabase(throwaway.url, 'wf_faults');
  const faultEnv = appEnv(faultDb, smtp.url);
  npmRun('db:migrate', [], faultEnv);
  apps = await Promise.all(APP_PORTS.map((port) => startClusterApp(port, faultEnv)));
  let restartSeconds = 0;
  const restart = await loadDuring(faultLoad(12_000), async () => {
    await sleep(3000);
    const start = performance.now();
    await throwaway!.restart();
    restartSeconds = (performance.now() - start) / 1000;
  });
  await sleep(1000);
  report.record('faultPostgresRestart', 'PostgreSQL restart under load:', {
    restartSeconds: Number(restartSeconds.toFixed(1)),
    postStatuses: restart.statuses,
    getStatuses: restart.getStatuses,
    refusalMessage: restart.unavailableMessage,
    ...(await lostAcknowledged(faultDb, restart.acknowledged)),
    processesHealthyAfterwards: await Promise.all(APP_PORTS.map((port) => isHealthy(`http://127.0.0.1:${port}`))),
  });
  await Promise.all(apps.map((app) => stopProcess(app)));
  await stopProcess(proxy.child);
  report.write('cluster');
} finally {
  stopping = true;
  await Promise.all(children.map((child) => stopProcess(child)));
  throwaway?.stop();
  throwaway = undefined;
  await smtp.stop();
}
