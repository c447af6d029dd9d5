import * as z from 'zod/mini';
import { VENUE_TYPES } from '@/db/schema/venues';
import { defineSearchParams, flagParam, pageParam, type SearchParams, type SearchValues, textParam } from '@/lib/search-params';

/** The admin list's filters, as they stand in the URL; by default every venue that is not archived, by name. */
const venueParams = defineSearchParams(
  {
    q: textParam(100),
    /** A city id, or OTHER_CITY for the venues in other towns. */
    city: textParam(60),
    /** At least this many guests, seated or standing. */
    capacity: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,6}$/)), z.transform(Number))),
    type: z.optional(z.enum(VENUE_TYPES)),
    showArchived: flagParam(),
    page: pageParam(),
  },
  { names: { showArchived: 'archived' } },
);

export type VenueFilter = SearchValues<typeof venueParams>;

/** The filter of an address; anything malformed is left out. */
export const parseVenueFilter = (params: SearchParams): VenueFilter => venueParams.parse(params).values;

/** The list's params in the address that the filter could not use (the page names them). */
export const ignoredVenueParams = (params: SearchParams): string[] => venueParams.parse(params).ignored;

/** The filter as a query string, for the pages' links; defaults are left out. */
export const venueFilterQuery = (filter: VenueFilter, changes: Partial<VenueFilter> = {}): string => venueParams.href({ ...filter, ...changes });
