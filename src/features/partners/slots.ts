import { AD_SLOTS, freeSlots } from '@/features/venue-ads/selection';

export interface SlotOverview {
  /** Free slots in each of the given cities. */
  freeByCity: Map<string, number>;
  totalFree: number;
  totalSlots: number;
}

/** The free slots of every city from the live ads per city (cities without an ad have all slots free). */
export function slotOverview(cityIds: readonly string[], taken: readonly { cityId: string; live: number }[]): SlotOverview {
  const takenByCity = new Map(taken.map((usage) => [usage.cityId, usage.live]));
  const freeByCity = new Map(cityIds.map((id) => [id, freeSlots(takenByCity.get(id) ?? 0)]));
  return { freeByCity, totalFree: [...freeByCity.values()].reduce((sum, free) => sum + free, 0), totalSlots: cityIds.length * AD_SLOTS };
}

/** One city's free slots in a sentence. */
export function freeSlotsSentence(cityName: string, free: number): string {
  if (free === 0) return `In ${cityName} sind alle ${AD_SLOTS} Werbeplätze vergeben.`;
  if (free === AD_SLOTS) return `In ${cityName} sind alle ${AD_SLOTS} Werbeplätze frei.`;
  if (free === 1) return `In ${cityName} ist nur noch 1 von ${AD_SLOTS} Werbeplätzen frei.`;
  return `In ${cityName} sind noch ${free} von ${AD_SLOTS} Werbeplätzen frei.`;
}
