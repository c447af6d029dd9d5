/**
 * The build of the build check's app, made with the installed Next when there is none yet or its inputs changed (Next,
 * React, this module's code), and reused otherwise: a Next upgrade builds anew on the next `npm run check`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_CHECK_APP, BUILD_CHECK_DIST_DIR, PROJECT_ROOT } from './paths.ts';

const MODULE = path.dirname(BUILD_CHECK_APP);
const INPUTS_FILE = path.join(BUILD_CHECK_DIST_DIR, 'build-check-inputs');
const PACKAGES = ['next', 'react', 'react-dom'];

export function installedVersion(name: string): string {
  return JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The module's code (its tests, their fixtures and its README aside) and the app's files, each by name and content. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(file);
      return /\.test\.ts$|\.md$/.test(entry.name) ? [] : [file];
    })
    .sort();
}

function inputsDigest(): string {
  const hash = createHash('sha256');
  for (const name of PACKAGES) hash.update(`${name}@${installedVersion(name)}\n`);
  for (const file of sourceFiles(MODULE)) hash.update(`${path.relative(MODULE, file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds the app unless a build of the same inputs is there; says whether it built and how long that took. */
export function buildCheckApp(): { built: boolean; seconds: number } {
  const digest = inputsDigest();
  if (existsSync(path.join(BUILD_CHECK_DIST_DIR, 'BUILD_ID')) && existsSync(INPUTS_FILE) && readFileSync(INPUTS_FILE, 'utf8') === digest) return { built: false, seconds: 0 };
  const start = performance.now();
  rmSync(BUILD_CHECK_DIST_DIR, { recursive: true, force: true });
  const build = spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/next'), ['build'], {
    cwd: BUILD_CHECK_APP,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`The build check's app (${path.relative(PROJECT_ROOT, BUILD_CHECK_APP)}) did not build with Next ${installedVersion('next')}:\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  }
  writeFileSync(INPUTS_FILE, digest);
  return { built: true, seconds: Math.round((performance.now() - start) / 1000) };
}
