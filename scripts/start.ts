// `npm start`: validates the configuration, builds when no build exists or the sources are newer, then serves.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../src/lib/config.ts';

const root = path.join(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/.bin/next');

let settings;
try {
  settings = parseConfig(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const buildId = path.join(root, '.next/BUILD_ID');
const sources = ['src', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(buildId) || Math.max(...sources.map(newestMtime), statSync(path.join(root, 'package.json')).mtimeMs) > statSync(buildId).mtimeMs;
if (stale) {
  console.log(existsSync(buildId) ? 'Sources changed since the last build: building again …' : 'No build yet: building …');
  const build = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(nextBin, ['start', '--port', String(settings.PORT)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
