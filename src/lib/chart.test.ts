import { describe, expect, it } from 'vitest';
import { barChart, niceMax } from './chart';

describe('niceMax', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 42, 99, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 100, 200, 1000]);
  });
});

describe('barChart', () => {
  it('scales each bar to the rounded maximum and places them side by side', () => {
    const { bars, max, ticks } = barChart(
      [
        { label: '1.', value: 5 },
        { label: '2.', value: 0 },
        { label: '3.', value: 10 },
        { label: '4.', value: 2 },
      ],
      { width: 400, height: 100 },
    );
    expect(max).toBe(10);
    expect(bars.map((bar) => [bar.x, bar.y, bar.width, bar.height])).toEqual([
      [10, 50, 80, 50],
      [110, 100, 80, 0],
      [210, 0, 80, 100],
      [310, 80, 80, 20],
    ]);
    expect(ticks).toEqual([
      { value: 0, y: 100 },
      { value: 5, y: 50 },
      { value: 10, y: 0 },
    ]);
  });

  it('draws an empty series flat, on an axis up to 1', () => {
    const { bars, max } = barChart([{ label: 'a', value: 0 }], { width: 10, height: 10 });
    expect(max).toBe(1);
    expect(bars[0].height).toBe(0);
  });
});
