import type { SubscriberStatus } from '@/db/schema/newsletter';
import * as z from 'zod/mini';
import { defineSearchParams, pageParam, type SearchParams, type SearchValues } from '@/lib/search-params';

/** The states' names in the CSV export (csv.ts; the admin's screen names them in its language: 'newsletter.subscribers'). */
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };
export const SUBSCRIBER_STATUSES = Object.keys(SUBSCRIBER_STATUS_LABELS) as [SubscriberStatus, ...SubscriberStatus[]];

/** The list's filter as it stands in the URL (?status=&page=). */
const subscriberParams = defineSearchParams({ status: z.optional(z.enum(SUBSCRIBER_STATUSES)), page: pageParam() });

export type SubscriberFilter = SearchValues<typeof subscriberParams>;

/** Reads the filter from search params; anything malformed is left out rather than failing the page. */
export const parseSubscriberFilter = (params: SearchParams | URLSearchParams): SubscriberFilter => subscriberParams.parse(params).values;

/** The list's params in the address that the filter could not use (the page names them). */
export const ignoredSubscriberParams = (params: SearchParams): string[] => subscriberParams.parse(params).ignored;

/** The filter as a query string, for the pages, the state links and the CSV export. */
export const subscriberQuery = (filter: Partial<SubscriberFilter>): string => subscriberParams.href(filter);
