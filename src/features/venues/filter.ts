import * as z from 'zod/mini';
import { VENUE_TYPES } from '@/db/schema/venues';
import { countParam, defineSearchParams, type SearchParams, type SearchValues } from '@/lib/search-params';

/** The largest group the public list filters for (the request form's bound too). */
export const MAX_LIST_GUESTS = 5000;

/** The public list's parameters in the address: German, as the visitor reads them. */
export const VENUE_LIST_PARAMS = { guests: 'gaeste', type: 'art' } as const;

/**
 * The public venue list's filter (/{city}/locations?gaeste=80&art=restaurant): the group size, for venues with room
 * for it seated or standing, and one venue type. Anything unknown or malformed counts as not given.
 */
const venueListParams = defineSearchParams(
  {
    guests: countParam(MAX_LIST_GUESTS),
    type: z.optional(z.enum(VENUE_TYPES)),
  },
  { names: VENUE_LIST_PARAMS },
);

export type VenueListFilter = SearchValues<typeof venueListParams>;

/** The filter of an address; anything malformed is left out. */
export const parseVenueListFilter = (params: SearchParams | URLSearchParams): VenueListFilter => venueListParams.parse(params).values;

/** The list's params in the address that the filter could not use (the page may name them, or leave them unindexed). */
export const ignoredVenueListParams = (params: SearchParams | URLSearchParams): string[] => venueListParams.parse(params).ignored;

/** `base` (the list's path) with the filter as its query; what is not given is left out. */
export const venueListHref = (filter: Partial<VenueListFilter>, base?: string): string => venueListParams.href(filter, base);
