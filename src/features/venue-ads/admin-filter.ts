import * as z from 'zod/mini';
import { defineSearchParams, flagParam, pageParam, type SearchParams, type SearchValues, textParam } from '@/lib/search-params';

/** Sort orders of the admin list (SPEC.md section 7). */
export const AD_SORTS = ['created-desc', 'created-asc', 'updated-desc', 'updated-asc', 'featured'] as const;
export type AdSort = (typeof AD_SORTS)[number];

/** A yes/no filter: 'yes', 'no', or not filtered. */
const toggleParam = () => z.optional(z.enum(['yes', 'no']));

/** The admin list's filters, as they stand in the URL; by default every ad that has not expired, newest first. */
const adParams = defineSearchParams(
  {
    q: textParam(100),
    city: textParam(60),
    active: toggleParam(),
    featured: toggleParam(),
    live: toggleParam(),
    showExpired: flagParam(),
    sort: z._default(z.enum(AD_SORTS), 'created-desc'),
    page: pageParam(),
  },
  { names: { showExpired: 'expired' } },
);

export type AdFilter = SearchValues<typeof adParams>;
export type Toggle = AdFilter['active'];

/** How long the search box waits after the last keystroke before it updates the list (SPEC.md section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The filter of an address, or of the filter form's fields; anything malformed is left out. */
export const parseAdFilter = (params: SearchParams): AdFilter => adParams.parse(params).values;

/** The list's params in the address that the filter could not use (the page names them). */
export const ignoredAdParams = (params: SearchParams): string[] => adParams.parse(params).ignored;

/** The filter as a query string, for the pages' links; defaults are left out. */
export const adFilterQuery = (filter: AdFilter, changes: Partial<AdFilter> = {}): string => adParams.href({ ...filter, ...changes });
