// `npm run test:clock`: runs the suites whose date rules follow the clock (those calling fixClockAnyMoment or fixClockDays from
// src/test/clock.ts) once at each moment below, where date rules break first: the year's end in Berlin while UTC
// is still in the old year, a leap day, the nights the clocks change, the first of a month. The everyday run
// keeps the suites at their default moment. Extra arguments go to Vitest (e.g. a single file to run).
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

export const MOMENTS = [
  '2026-12-31T22:30:00Z', // 31 December 23:30 in Berlin: UTC's day and year are a step behind Berlin's an hour later
  '2028-02-29T10:00:00Z', // 29 February
  '2027-03-28T00:30:00Z', // the spring night: at 01:00Z Berlin's 02:00 becomes 03:00
  '2027-10-31T00:30:00Z', // the autumn night: at 01:00Z Berlin's 03:00 becomes 02:00 again
  '2027-09-01T08:00:00Z', // 1 September, the first day of a month
];

const extra = process.argv.slice(2);
const files = extra.some((arg) => !arg.startsWith('-'))
  ? []
  : globSync(['src/**/*.test.ts', 'scripts/**/*.test.ts'], { cwd: root }).filter((file) => /\bfixClock(AnyMoment|Days)\(/.test(readFileSync(path.join(root, file), 'utf8')));

const failed: string[] = [];
for (const moment of MOMENTS) {
  console.log(`\n— TEST_CLOCK=${moment}`);
  const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', '--project', 'isolated', ...files, ...extra], { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_CLOCK: moment } });
  if (run.status !== 0) failed.push(moment);
}
if (failed.length > 0) {
  console.error(`\nFailed at ${failed.join(', ')}`);
  process.exit(1);
}
