import { describe, expect, it } from 'vitest';
import { calculatePrice, isBookable, MONTH_PRICES, monthBySlug } from './prices';

const summary = (startIndex: number) => {
  const { startMonth, includedMonths, monthCount, totalPrice, averagePrice } = calculatePrice(startIndex);
  return { start: startMonth.name, months: includedMonths.map((m) => m.name).join(','), monthCount, totalPrice, averagePrice };
};

describe('calculatePrice', () => {
  it.each([
    ['Januar', 'März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember', 10, 650, 65],
    ['Februar', 'März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember', 10, 650, 65],
    ['März', 'März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember', 10, 650, 65],
    ['April', 'April,Mai,Juni,Juli,August,September,Oktober,November,Dezember', 9, 641, 71],
    ['Mai', 'Mai,Juni,Juli,August,September,Oktober,November,Dezember', 8, 622, 78],
    ['Juni', 'Juni,Juli,August,September,Oktober,November,Dezember', 7, 593, 85],
    ['Juli', 'Juli,August,September,Oktober,November,Dezember', 6, 554, 92],
    ['August', 'August,September,Oktober,November,Dezember', 5, 505, 101],
    ['September', 'September,Oktober,November,Dezember', 4, 436, 109],
    ['Oktober', 'Oktober,November,Dezember', 3, 347, 116],
    ['November', 'November,Dezember', 2, 218, 109],
    ['Dezember', 'Dezember', 1, 69, 69],
  ])('from %s: %s, %i months, %i € in all, %i € on average', (start, months, monthCount, totalPrice, averagePrice) => {
    const index = MONTH_PRICES.findIndex((m) => m.name === start);
    expect(summary(index)).toEqual({ start, months, monthCount, totalPrice, averagePrice });
  });

  it('rounds the average to a whole euro, half up (347 / 3 = 115.67 → 116; 641 / 9 = 71.2 → 71)', () => {
    expect(calculatePrice(9).averagePrice).toBe(116);
    expect(calculatePrice(3).averagePrice).toBe(71);
  });

  it('refuses a month that does not exist', () => {
    expect(() => calculatePrice(12)).toThrow(RangeError);
    expect(() => calculatePrice(-1)).toThrow(RangeError);
  });
});

describe('the price list', () => {
  it('has twelve months; January and February cannot be booked', () => {
    expect(MONTH_PRICES.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(MONTH_PRICES.filter((m) => !isBookable(m)).map((m) => m.name)).toEqual(['Januar', 'Februar']);
    expect(MONTH_PRICES.filter(isBookable).map((m) => m.price)).toEqual([9, 19, 29, 39, 49, 69, 89, 129, 149, 69]);
  });

  it('finds a month by its slug', () => {
    expect(monthBySlug('maerz')?.name).toBe('März');
    expect(monthBySlug('März')).toBeUndefined();
    expect(monthBySlug('')).toBeUndefined();
  });
});
