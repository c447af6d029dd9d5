import { describe, expect, it } from 'vitest';
import { wishLines } from './format';

describe('wishLines', () => {
  it('writes dates, the budget in euros and the quoted note', () => {
    expect(wishLines({ wishedDates: ['2026-12-05', '2026-12-12'], budgetPerPersonCents: 6550, note: 'Gern mit Kegelbahn' })).toEqual([
      'Wunschtermine: 05.12.2026, 12.12.2026',
      'Budget pro Person: 65,50\u00a0€',
      'Notiz: „Gern mit Kegelbahn“',
    ]);
    expect(wishLines({ wishedDates: ['2026-12-05'], budgetPerPersonCents: null, note: null })).toEqual(['Wunschtermin: 05.12.2026']);
    expect(wishLines({ wishedDates: [], budgetPerPersonCents: null, note: null })).toEqual([]);
  });
});
