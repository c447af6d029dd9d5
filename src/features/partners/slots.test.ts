import { describe, expect, it } from 'vitest';
import { freeSlotsSentence, slotOverview } from './slots';

describe('slotOverview', () => {
  it('frees every slot of a city without holds, counts the reserved ones apart and never counts below none', () => {
    const overview = slotOverview(['berlin', 'koeln', 'bonn'], [
      { cityId: 'koeln', held: 1, reserved: 0 },
      { cityId: 'bonn', held: 3, reserved: 2 },
      { cityId: 'unbekannt', held: 2, reserved: 0 },
    ]);
    expect(Object.fromEntries(overview.byCity)).toEqual({ berlin: { free: 3, reserved: 0 }, koeln: { free: 2, reserved: 0 }, bonn: { free: 0, reserved: 2 } });
    expect([overview.totalFree, overview.totalReserved, overview.totalSlots]).toEqual([5, 2, 9]);
  });
});

describe('freeSlotsSentence', () => {
  it('says how many of the three slots are free, in German', () => {
    expect([3, 2, 1, 0].map((free) => freeSlotsSentence('Köln', { free, reserved: 0 }))).toEqual([
      'In Köln sind alle 3 Werbeplätze frei.',
      'In Köln sind noch 2 von 3 Werbeplätzen frei.',
      'In Köln ist nur noch 1 von 3 Werbeplätzen frei.',
      'In Köln sind alle 3 Werbeplätze vergeben.',
    ]);
  });

  it('never calls a reserved slot free, and says it is reserved', () => {
    expect(freeSlotsSentence('Köln', { free: 2, reserved: 1 })).toBe('In Köln sind noch 2 von 3 Werbeplätzen frei; ein weiterer ist vorgemerkt.');
    expect(freeSlotsSentence('Köln', { free: 1, reserved: 2 })).toBe('In Köln ist nur noch 1 von 3 Werbeplätzen frei; 2 weitere sind vorgemerkt.');
    expect(freeSlotsSentence('Köln', { free: 0, reserved: 3 })).toBe('In Köln ist gerade kein Werbeplatz frei: 3 von 3 sind vorgemerkt und werden wieder frei, wenn die Buchung nicht binnen 30 Minuten bestätigt wird.');
    expect(freeSlotsSentence('Köln', { free: 0, reserved: 1 })).toBe('In Köln ist gerade kein Werbeplatz frei: 1 von 3 ist vorgemerkt und wird wieder frei, wenn die Buchung nicht binnen 30 Minuten bestätigt wird.');
  });
});
