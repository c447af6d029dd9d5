// `npm start` on PostgreSQL without AUTH_SECRET refuses before it builds or serves, and says why.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

it('refuses PostgreSQL without AUTH_SECRET, saying why and how to set it', () => {
  const run = spawnSync('node', ['scripts/start.ts', '--serve-only'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: 'postgres://app@127.0.0.1:1/app', AUTH_SECRET: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('AUTH_SECRET is required with DATABASE_URL');
  expect(run.stderr).toContain('openssl rand -base64 48');
  expect(run.stdout).not.toContain('building');
});
