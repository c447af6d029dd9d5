import * as z from 'zod/mini';
import { defineSearchParams } from '@/lib/search-params';
import { type CallChange, CHANGE_PARAM } from './form-state';

/** The calls area's URLs: the planners' calendar feeds and the admin's Calls tab (the company's call page, /termin/…, is the request's call link: requests/paths.ts). */
export const CALL_FEED_PREFIX = '/kalender/';
export const ADMIN_CALLS_PATH = '/admin/calls';
export const ADMIN_CALL_SETTINGS_PATH = '/admin/calls/settings';

/** A planner's private calendar subscription (.ics of their calls). */
export const callFeedPath = (token: string) => `${CALL_FEED_PREFIX}${token}.ics`;

const CALL_CHANGES = ['verschieben', 'absagen'] as const satisfies readonly CallChange[];

/** What a page with the call section (/termin/…, /thanks) reads from its address: moving or cancelling the booked call. */
export const callSectionParams = defineSearchParams({ change: z.optional(z.enum(CALL_CHANGES)) }, { names: { change: CHANGE_PARAM } });
