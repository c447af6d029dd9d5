import { describe, expect, it } from 'vitest';
import { percentile, timingSummary } from './stats';

describe('percentile', () => {
  it('takes the nearest rank below, as the benches always did', () => {
    const samples = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(percentile(samples, 0.5)).toBe(21);
    expect(percentile(samples, 0.95)).toBe(39);
    expect(percentile([3, 5, 9], 0.5)).toBe(5);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([1, 2], 1)).toBe(2);
  });
  it('refuses no samples', () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

describe('timingSummary', () => {
  it('sorts the samples itself and rounds to a tenth of a millisecond', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i + 0.04);
    expect(timingSummary(samples)).toEqual({ runs: 200, p50Ms: 101, p95Ms: 191, p99Ms: 199, maxMs: 200 });
    expect(samples[0]).toBe(200.04);
    expect(timingSummary([1.26, 0.3])).toEqual({ runs: 2, p50Ms: 1.3, p95Ms: 1.3, p99Ms: 1.3, maxMs: 1.3 });
  });
});
