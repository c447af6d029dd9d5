import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';
import { CALLS_ADMIN_TEXTS } from './admin-texts';
import { ADMIN_CALLS_PATH } from './paths';

/** The Calls tab's toast after an outcome was recorded (?notice=…); only these keys, the address never carries a text. */
export const CALL_NOTICES = {
  recorded: { kind: 'success', text: CALLS_ADMIN_TEXTS.outcomeSaved },
} as const satisfies Record<string, { kind: 'success' | 'error'; text: string }>;

export type CallNotice = keyof typeof CALL_NOTICES;

const noticeParams = defineSearchParams({ notice: z.optional(z.enum(Object.keys(CALL_NOTICES) as [CallNotice, ...CallNotice[]])) });

export const parseCallNotice = (params: SearchParams): CallNotice | undefined => noticeParams.parse(params).values.notice;

export const callsWithNotice = (notice: CallNotice): string => noticeParams.href({ notice }, ADMIN_CALLS_PATH);
