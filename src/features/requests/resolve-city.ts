import { getCity, toCityId } from '@/features/cities';
import { OTHER_CITY } from './fields';

export interface ResolvedCity {
  /** Our city id when the city has a page, otherwise null. */
  id: string | null;
  name: string;
}

/** Maps the form's city choice (an id, a name, or 'andere' plus a free text) to a city. */
export function resolveCity(city: string, customCity: string): ResolvedCity {
  const raw = city === OTHER_CITY ? customCity : city;
  const known = getCity(raw) ?? getCity(toCityId(raw));
  return known ? { id: known.id, name: known.name } : { id: null, name: raw };
}
