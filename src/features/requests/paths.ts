import * as z from 'zod/mini';
import { defineSearchParams } from '@/lib/search-params';
import { THANKS_CALL_PARAM } from './form-state';

/** The inbox and a request's page in the admin: every link to them is built here. */
export const INBOX_PATH = '/admin/requests';

/** The inbox's CSV export (a route handler) of the filtered list. */
export const INBOX_EXPORT_PATH = '/admin/export/requests';

export const requestPath = (requestId: string) => `${INBOX_PATH}/${requestId}`;

/** The inbox filtered to what is due (the overview's „Fällig“ link). */
export const DUE_INBOX_PATH = `${INBOX_PATH}?due=1`;

/** The thank-you page's address as thanksUrl writes it: the city the request named and, to book the call there, its call link. */
export const thanksParams = defineSearchParams({ city: z._default(z.string(), ''), callToken: z._default(z.string(), '') }, { names: { callToken: THANKS_CALL_PARAM } });

/** The request's private page to book, move or cancel its call (the token is the call link's, ./tokens.ts); the page is the calls area's. */
export const CALL_PAGE_PREFIX = '/termin/';
export const callPagePath = (token: string) => `${CALL_PAGE_PREFIX}${token}`;
