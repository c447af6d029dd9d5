import { describe, expect, it } from 'vitest';
import { freeSlotsSentence, slotOverview } from './slots';

describe('slotOverview', () => {
  it('frees every slot of a city without live ads and never counts below none', () => {
    const overview = slotOverview(['berlin', 'koeln', 'bonn'], [
      { cityId: 'koeln', live: 1 },
      { cityId: 'bonn', live: 5 },
      { cityId: 'unbekannt', live: 2 },
    ]);
    expect(Object.fromEntries(overview.freeByCity)).toEqual({ berlin: 3, koeln: 2, bonn: 0 });
    expect(overview.totalFree).toBe(5);
    expect(overview.totalSlots).toBe(9);
  });
});

describe('freeSlotsSentence', () => {
  it('says how many of the three slots are free, in German', () => {
    expect([3, 2, 1, 0].map((free) => freeSlotsSentence('Köln', free))).toEqual([
      'In Köln sind alle 3 Werbeplätze frei.',
      'In Köln sind noch 2 von 3 Werbeplätzen frei.',
      'In Köln ist nur noch 1 von 3 Werbeplätzen frei.',
      'In Köln sind alle 3 Werbeplätze vergeben.',
    ]);
  });
});
