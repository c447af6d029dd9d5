import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';
import { ADMIN_ADS_PATH } from './paths';

/**
 * Outcomes reported once as a toast on the list, after a redirect to it (?notice=…): the form's success, and an
 * ad that could not be loaded for editing. Only these keys: the address never carries a text to display.
 */
export const AD_NOTICES = {
  created: { kind: 'success', text: 'Venue ad created successfully' },
  updated: { kind: 'success', text: 'Venue ad updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch venue ad' },
} as const satisfies Record<string, { kind: 'success' | 'error'; text: string }>;

export type AdNotice = keyof typeof AD_NOTICES;

const noticeParams = defineSearchParams({ notice: z.optional(z.enum(Object.keys(AD_NOTICES) as [AdNotice, ...AdNotice[]])) });

export const parseAdNotice = (params: SearchParams): AdNotice | undefined => noticeParams.parse(params).values.notice;

export const listWithNotice = (notice: AdNotice): string => noticeParams.href({ notice }, ADMIN_ADS_PATH);
