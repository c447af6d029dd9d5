// The cluster bench's proxy: deploy/nginx.conf as shipped, in front of the app processes on loopback ports.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX } from './nginx.ts';
import { ROOT } from './processes.ts';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log('nginx is missing: installing it from Debian (apt-get install nginx-light) …');
  const install = spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    if (spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' }).status !== 0) throw new Error('could not install nginx (apt-get needs root)');
  }
}

/**
 * deploy/nginx.conf as shipped, on loopback ports and a cache folder below `work`, inside a minimal main
 * configuration. `exitedUnexpectedly` is asked when nginx exits with an error.
 */
export function startProxy({ work, port, appPorts, exitedUnexpectedly }: { work: string; port: number; appPorts: readonly [number, number]; exitedUnexpectedly: () => boolean }): {
  child: ChildProcess;
  accessLog: string;
  errorLog: string;
} {
  const dir = path.join(work, 'proxy');
  const cache = path.join(dir, 'cache');
  execFileSync('mkdir', ['-p', path.join(dir, 'logs'), cache]);
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'nobody', cache]);
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${appPorts[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${appPorts[1]}`)
    .replaceAll('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/weihnachtsfeier', cache);
  for (const appPort of appPorts) if (!site.includes(`127.0.0.1:${appPort}`)) throw new Error('deploy/nginx.conf no longer has the upstream lines this bench replaces');
  writeFileSync(path.join(dir, 'site.conf'), site);
  const accessLog = path.join(dir, 'logs/access.log');
  const errorLog = path.join(dir, 'logs/error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${errorLog} warn;
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
  child.once('exit', (code, signal) => {
    if (exitedUnexpectedly() && code !== 0) console.error(`nginx exited (${code ?? signal}):`, readFileSync(errorLog, 'utf8').slice(-2000));
  });
  return { child, accessLog, errorLog };
}

/** How many logged requests each app process answered since a moment (from the proxy's access log). */
export function answeredPerProcess(accessLog: string, since = 0): Record<string, number> {
  if (!existsSync(accessLog)) return {};
  const counts: Record<string, number> = {};
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const [, , upstream, msec] = line.split(' ');
    if (!upstream || Number(msec) * 1000 < since) continue;
    for (const address of upstream.split(/,\s*/)) counts[address] = (counts[address] ?? 0) + 1;
  }
  return counts;
}
