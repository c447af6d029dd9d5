import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';
import { ADMIN_VENUES_PATH } from './paths';

/**
 * Outcomes reported once as a toast on the list, after a redirect to it (?notice=…): the form's success, and a
 * venue that could not be loaded for editing. Only these keys: the address never carries a text to display.
 */
export const VENUE_NOTICES = {
  created: { kind: 'success', text: 'Venue created successfully' },
  updated: { kind: 'success', text: 'Venue updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch venue' },
} as const satisfies Record<string, { kind: 'success' | 'error'; text: string }>;

export type VenueNotice = keyof typeof VENUE_NOTICES;

const noticeParams = defineSearchParams({ notice: z.optional(z.enum(Object.keys(VENUE_NOTICES) as [VenueNotice, ...VenueNotice[]])) });

export const parseVenueNotice = (params: SearchParams): VenueNotice | undefined => noticeParams.parse(params).values.notice;

export const venuesWithNotice = (notice: VenueNotice): string => noticeParams.href({ notice }, ADMIN_VENUES_PATH);
