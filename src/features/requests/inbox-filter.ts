import * as z from 'zod/mini';
import { dayParam, defineSearchParams, flagParam, pageParam, type SearchParams, type SearchValues, textParam } from '@/lib/search-params';
import { REQUEST_STATUSES } from './statuses';

/** The inbox's filters, exactly as they stand in the URL (?status=&city=&from=&to=&q=&overdue=1&due=1&page=). */
const inboxParams = defineSearchParams({
  status: z.optional(z.enum(REQUEST_STATUSES)),
  city: textParam(100),
  /** Inclusive calendar days (yyyy-mm-dd), Berlin time. */
  from: dayParam(),
  to: dayParam(),
  q: textParam(100),
  overdue: flagParam(),
  /** "Fällig": something is due by the end of today, or overdue (features/overview/due-queries.ts). */
  due: flagParam(),
  page: pageParam(),
});

export type InboxFilter = SearchValues<typeof inboxParams>;

/** Reads the filters from search params; anything malformed is left out rather than failing the page. */
export const parseInboxFilter = (params: SearchParams | URLSearchParams): InboxFilter => inboxParams.parse(params).values;

/** The inbox params in the address that the filter could not use (the page names them). */
export const ignoredInboxParams = (params: SearchParams): string[] => inboxParams.parse(params).ignored;

/** The filter as a query string (for links to other pages, the CSV export and the form's defaults). */
export const inboxQuery = (filter: Partial<InboxFilter>, changes: Partial<InboxFilter> = {}): string => inboxParams.href({ ...filter, ...changes });
