import { describe, expect, it } from 'vitest';
import { percentile } from './stats';

describe('percentile', () => {
  it('interpolates like percentile_cont: the median of an even count is the mean of the middle two', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentile([], 0.5)).toBeNull();
  });
});
