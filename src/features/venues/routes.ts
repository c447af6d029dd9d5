import { perRequestRewrites } from '../../lib/query-rewrites';

/** Where a city's list with a filter renders per request (a slug cannot begin with '_', so no venue's page is hidden). */
export const FILTERED_LIST_SEGMENT = '_auswahl';

/** The list's filter params (filter.ts reads them: VENUE_LIST_PARAMS); here without imports, for next.config. */
export const VENUE_LIST_QUERY_KEYS = ['gaeste', 'art'] as const;

/**
 * A city's list is the same for everyone without a query, so it is served from the page cache; with a filter (the
 * list's GET form, so it works without JavaScript) it is rewritten to /{city}/locations/_auswahl, which renders per
 * request. Only our cities' lists: any other /x/locations stays a 404.
 */
export const venueListQueryRewrites = (cityIds: readonly string[]) =>
  perRequestRewrites(`/:cityId(${cityIds.join('|')})/locations`, VENUE_LIST_QUERY_KEYS, `/:cityId/locations/${FILTERED_LIST_SEGMENT}`);

/** Where a venue's page with a group size for its request form renders per request (no venue's slug begins with '_'). */
export const PREFILLED_PAGE_SEGMENT = '_gruppe';

/** The group size a venue's page passes to its request form (requests' prefill-filter.ts reads it); here without imports, for next.config. */
export const VENUE_PAGE_GROUP_PARAM = 'gaeste';
export const VENUE_PAGE_QUERY_KEYS = [VENUE_PAGE_GROUP_PARAM] as const;

/** A venue's slug in a rewrite's source: what VENUE_SLUG_PATTERN (rules.ts) allows, so no other address is rewritten. */
const SLUG_SOURCE = ':slug([a-z0-9]+(?:-[a-z0-9]+)*)';

/**
 * A venue's page is the same for everyone, so it is served from the page cache; with a group size in its query
 * (?gaeste=60, e.g. from the list filtered for a group) it is rewritten to /{city}/locations/{slug}/_gruppe, which
 * renders per request with the size in the request form, so the cached page never carries anyone's number.
 */
export const venuePageQueryRewrites = (cityIds: readonly string[]) =>
  perRequestRewrites(`/:cityId(${cityIds.join('|')})/locations/${SLUG_SOURCE}`, VENUE_PAGE_QUERY_KEYS, `/:cityId/locations/:slug/${PREFILLED_PAGE_SEGMENT}`);
