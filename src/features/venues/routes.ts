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
