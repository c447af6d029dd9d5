import { describe, expect, it } from 'vitest';
import { formatWishedDate, wishLines } from './wishes';

describe('wishes', () => {
  it('writes wished dates the German way', () => {
    expect(formatWishedDate('2026-12-11')).toBe('11.12.2026');
  });

  it('lists what was wished, in German, with the budget in euros', () => {
    expect(wishLines({ wishedDates: ['2026-12-11', '2026-12-18'], budgetPerPersonCents: 4550, note: 'Gern vormittags' })).toEqual([
      'Wunschtermine: 11.12.2026, 18.12.2026',
      'Budget pro Person: 45,50\u00a0€',
      'Notiz: Gern vormittags',
    ]);
    expect(wishLines({ wishedDates: [], budgetPerPersonCents: 0, note: null })).toEqual(['Budget pro Person: 0,00\u00a0€']);
    expect(wishLines({ wishedDates: [], budgetPerPersonCents: null, note: '' })).toEqual([]);
  });
});
