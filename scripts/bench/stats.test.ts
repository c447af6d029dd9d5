import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

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
