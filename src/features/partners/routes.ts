import { PARTNER_PAGE_PATH } from '../../lib/site';

/**
 * The partner page without a query is the same for everyone and served from the page cache; with a query (a
 * calculation or a city's free slots, asked for by a link or form without JavaScript) it renders per request
 * under its own path, to which next.config rewrites it, so the cached page never depends on a query.
 */
const PER_REQUEST_KEYS = ['monat', 'stadt'] as const;
export const PARTNER_PAGE_WITH_QUERY_PATH = `${PARTNER_PAGE_PATH}/auswahl`;

export function partnerQueryRewrites() {
  return PER_REQUEST_KEYS.map((key) => ({ source: PARTNER_PAGE_PATH, has: [{ type: 'query' as const, key }], destination: PARTNER_PAGE_WITH_QUERY_PATH }));
}
