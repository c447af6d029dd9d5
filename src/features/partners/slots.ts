import { AD_SLOTS, freeSlots } from '@/features/venue-ads/selection';

/** A city's slots this month: free ones, and those reserved by a booking still waiting for its confirmation. */
export interface CitySlots {
  free: number;
  reserved: number;
}

export interface SlotOverview {
  byCity: Map<string, CitySlots>;
  totalFree: number;
  totalReserved: number;
  totalSlots: number;
}

/** Every city's slots from the month's holds per city (cities without a hold have all slots free). */
export function slotOverview(cityIds: readonly string[], holds: readonly { cityId: string; held: number; reserved: number }[]): SlotOverview {
  const heldByCity = new Map(holds.map((usage) => [usage.cityId, usage]));
  const byCity = new Map(cityIds.map((id): [string, CitySlots] => [id, { free: freeSlots(heldByCity.get(id)?.held ?? 0), reserved: heldByCity.get(id)?.reserved ?? 0 }]));
  const sum = (part: keyof CitySlots) => [...byCity.values()].reduce((total, slots) => total + slots[part], 0);
  return { byCity, totalFree: sum('free'), totalReserved: sum('reserved'), totalSlots: cityIds.length * AD_SLOTS };
}

/** One city's slots in a sentence: a reserved slot is not free, and is said to be reserved rather than taken. */
export function freeSlotsSentence(cityName: string, { free, reserved }: CitySlots): string {
  const alsoReserved = reserved === 1 ? '; ein weiterer ist vorgemerkt' : reserved > 1 ? `; ${reserved} weitere sind vorgemerkt` : '';
  if (free === 0 && reserved > 0) return `In ${cityName} ist gerade kein Werbeplatz frei: ${reserved} von ${AD_SLOTS} ${reserved === 1 ? 'ist' : 'sind'} vorgemerkt und ${reserved === 1 ? 'wird' : 'werden'} wieder frei, wenn die Buchung nicht binnen 30 Minuten bestätigt wird.`;
  if (free === 0) return `In ${cityName} sind alle ${AD_SLOTS} Werbeplätze vergeben.`;
  if (free === AD_SLOTS) return `In ${cityName} sind alle ${AD_SLOTS} Werbeplätze frei.`;
  if (free === 1) return `In ${cityName} ist nur noch 1 von ${AD_SLOTS} Werbeplätzen frei${alsoReserved}.`;
  return `In ${cityName} sind noch ${free} von ${AD_SLOTS} Werbeplätzen frei${alsoReserved}.`;
}
