import { describe, expect, it } from 'vitest';
import { formatEuro } from './format';

describe('formatEuro', () => {
  it('writes German prices with comma and a non-breaking space before €', () => {
    expect(formatEuro(199)).toBe('199,00\u00a0€');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
  });
});
