import { describe, expect, it } from 'vitest';
import { formatEuro, formatWholeEuro } from './format';

describe('formatEuro', () => {
  it('writes German prices with comma and a non-breaking space before €', () => {
    expect(formatEuro(199)).toBe('199,00\u00a0€');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
  });
});

describe('formatWholeEuro', () => {
  it('writes whole euros without cents, rounding a fraction', () => {
    expect(formatWholeEuro(347)).toBe('347\u00a0€');
    expect(formatWholeEuro(1990)).toBe('1.990\u00a0€');
    expect(formatWholeEuro(115.67)).toBe('116\u00a0€');
  });
});
