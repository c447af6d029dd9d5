import { describe, expect, it } from 'vitest';
import { berlinDay, endOfBerlinDay } from './dates';

describe('endOfBerlinDay', () => {
  it('ends the day in Berlin time, in winter and in summer', () => {
    expect(endOfBerlinDay('2026-12-24').toISOString()).toBe('2026-12-24T22:59:59.999Z');
    expect(endOfBerlinDay('2026-07-01').toISOString()).toBe('2026-07-01T21:59:59.999Z');
    // The day the clocks go back: still the last moment of that Berlin day.
    expect(endOfBerlinDay('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });
  it('round-trips with berlinDay', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-12-31']) expect(berlinDay(endOfBerlinDay(day))).toBe(day);
  });
});
