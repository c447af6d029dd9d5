import { countParam, defineSearchParams, type SearchParams, type SearchValues } from '@/lib/search-params';
import { MAX_PARTICIPANTS } from './fields';

/** The query parameter that prefills the request form's group size on a page that carries it (a venue's page: ?gaeste=60). */
export const GROUP_SIZE_PARAM = 'gaeste';

/**
 * What a page's address may prefill in its request form: the group size, a whole number from 1 to the form's maximum
 * (MAX_PARTICIPANTS). Anything else (?gaeste=abc, ?gaeste=-5, a number above the maximum) prefills nothing.
 */
const prefillParams = defineSearchParams(
  {
    participantCount: countParam(MAX_PARTICIPANTS),
  },
  { names: { participantCount: GROUP_SIZE_PARAM } },
);

export type RequestPrefill = SearchValues<typeof prefillParams>;

/** The prefill of an address; anything malformed is left out. */
export const parseRequestPrefill = (params: SearchParams | URLSearchParams): RequestPrefill => prefillParams.parse(params).values;

/** `base` with the prefill as its query (e.g. a venue's page for a group of 60). */
export const requestPrefillHref = (prefill: Partial<RequestPrefill>, base?: string): string => prefillParams.href(prefill, base);
