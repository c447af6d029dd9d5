// `npm start`: validates the configuration, builds when there is no build, the sources are newer, or a
// build-time setting (SITE_URL, operator details, NEXT_PUBLIC_*) differs from the one the build was made with;
// then migrates the embedded database (checks PostgreSQL's), seeds the demo content on the database's first start
// (scripts/seed/first-start.ts), and serves the build.
// Several processes on one build must not build at once: a release builds once (`npm run build:release`, which
// builds when needed and exits), and each process serves with `npm run serve`, which refuses a missing or stale build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { buildTimeSettings, changedBuildSettings, type Config, missingSecretProblem, parseConfig } from '../src/lib/config.ts';
import { runShutdownHooks } from '../src/lib/shutdown.ts';

const root = path.join(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/.bin/next');
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const buildIdFile = path.join(distDir, 'BUILD_ID');
const settingsFile = path.join(distDir, 'build-settings.json');
/** What a build is made from besides src/ and public/. */
const BUILD_INPUTS = ['package.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

// The .env files Next reads for the build and the server count for the decisions here too.
nextEnv.loadEnvConfig(root, false, { info: () => undefined, error: console.error });

let settings: Config;
let wantedSettings: Record<string, string>;
try {
  settings = parseConfig(process.env);
  wantedSettings = buildTimeSettings(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
// Before a build: PostgreSQL without AUTH_SECRET cannot serve (the embedded database makes its secret file at start-up).
const secretProblem = missingSecretProblem(settings);
if (secretProblem) {
  console.error(secretProblem);
  process.exit(1);
}

function newestMtime(entry: string): number {
  if (!statSync(entry).isDirectory()) return statSync(entry).mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

function readBuiltSettings(): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(settingsFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Why the build has to be made (again), or undefined when the current one fits. */
function rebuildReason(): string | undefined {
  if (!existsSync(buildIdFile)) return 'No build yet: building …';
  const inputs = ['src', 'public', ...BUILD_INPUTS].map((entry) => path.join(root, entry)).filter(existsSync);
  if (Math.max(...inputs.map(newestMtime)) > statSync(buildIdFile).mtimeMs) return 'Sources changed since the last build: building again …';
  const built = readBuiltSettings();
  if (!built) return 'The build does not record its settings: building again …';
  const changed = changedBuildSettings(built, wantedSettings);
  if (changed.length) return `Build-time settings changed since the last build (${changed.join(', ')}): building again …`;
  return undefined;
}

const { values: mode } = parseArgs({ options: { 'build-only': { type: 'boolean' }, 'serve-only': { type: 'boolean' } } });
const reason = rebuildReason();
if (reason && mode['serve-only']) {
  console.error(`${reason.replace(/: building( again)? …$/, '')}: this process only serves. Build the release once with \`npm run build:release\` (same environment), then start the processes.`);
  process.exit(1);
}
if (reason) {
  console.log(reason);
  const build = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(settingsFile, JSON.stringify(wantedSettings, null, 2));
}

if (mode['build-only']) process.exit(0);

Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });

/**
 * Before the server opens the database: migrated (the embedded one) or checked (PostgreSQL), and on its first start
 * the demo content, the blog's posts and the demo venues (scripts/seed/first-start.ts). In a process of its own, run
 * by tsx as the other scripts are (it resolves src's `@/` paths): its loader must not stay in the server's process,
 * where Next loads next.config.ts with its own; and the embedded database is free again once that process has ended.
 */
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const step = spawnSync(process.execPath, [tsx, '--conditions=react-server', path.join(root, 'scripts/seed/first-start.ts')], { cwd: root, stdio: 'inherit' });
if (step.status !== 0) process.exit(step.status ?? 1);

const { serve } = await import('../src/server.ts');
const server = await serve({ dir: root, port: settings.PORT, host: settings.BIND_ADDRESS });
/** How long the background jobs get to finish their runs; a stuck one does not keep the process alive longer. */
const SHUTDOWN_GRACE_MS = 5_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void runShutdownHooks(SHUTDOWN_GRACE_MS).finally(() => process.exit(0));
  });
}
