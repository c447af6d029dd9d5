export const DEFAULT_THANKS_CITY = 'Ihrer Stadt';
const MAX_CITY_LENGTH = 80;

/** The city named on the thank-you page: the query value as plain text, or the default. */
export function thanksCity(query: string | string[] | undefined): string {
  const value = (Array.isArray(query) ? query[0] : query)?.replace(/\s+/g, ' ').trim().slice(0, MAX_CITY_LENGTH);
  return value || DEFAULT_THANKS_CITY;
}

/**
 * SPEC.md writes the title with a hyphen („Anfrage - Berlin“), as on a typewriter; set with the dash German
 * typesetting uses between title and place („Anfrage – Berlin“), as issue #52 asks.
 */
export function thanksTitle(city: string): string {
  return `Vielen Dank für Ihre Weihnachtsfeier-Anfrage – ${city}`;
}
