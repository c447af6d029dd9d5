import { readFileSync, globSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import { expect, it } from 'vitest';
import { BERLIN, berlinToday, berlinYearMonth } from '@/lib/time';
import { fixClock } from './clock';

const MOMENT = '2026-12-31T23:30:00Z';
fixClock(MOMENT);

it('freezes what the time helpers read as now', () => {
  expect(Date.now()).toBe(Date.parse(MOMENT));
  expect(berlinToday()).toBe('2027-01-01');
  expect(berlinYearMonth(new Date())).toEqual({ year: 2027, monthIndex: 0 });
  expect(TZDate.tz(BERLIN).getTime()).toBe(Date.parse(MOMENT));
});

// TZDate extends the Date it found when it loaded: `new TZDate(zone)` without a moment reads the real clock even
// under fake timers, so the code reads "now" through `new Date()` (src/lib/time.ts) and hands TZDate the moment.
it('finds no TZDate made without a moment in the code', () => {
  const unclocked = globSync('src/**/*.{ts,tsx}', { exclude: ['src/test/clock.test.ts'] }).filter((file) => /new TZDate\(\s*(BERLIN|tz|zone|'[\w/]+')?\s*\)/.test(readFileSync(file, 'utf8')));
  expect(unclocked).toEqual([]);
});
