// nginx for comparison: the very bytes of a page served from a file, the ceiling our pages are measured against.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { throughput } from './load.ts';
import { sleep, stopProcess } from './processes.ts';

export const NGINX = '/usr/sbin/nginx';

/** nginx with the machine's default worker count answering every path with `bytes` from a file in `dir`; its throughput on `pagePath`. */
export async function staticNginxThroughput(bytes: Buffer, { dir, port, pagePath }: { dir: string; port: number; pagePath: string }) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  writeFileSync(path.join(dir, 'page.html'), bytes);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 4096; }
http { access_log off; default_type text/html; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /page.html =404; } } }`,
  );
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  try {
    await sleep(500);
    return await throughput(`http://127.0.0.1:${port}${pagePath}`);
  } finally {
    await stopProcess(nginx);
  }
}
