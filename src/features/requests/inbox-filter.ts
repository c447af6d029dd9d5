import { firstParam, ignoredParams, pageParam, type SearchParams, textParam } from '@/lib/validation';
import { isRequestStatus, type RequestStatus } from './statuses';

/** The inbox's filters, exactly as they stand in the URL (?status=&city=&from=&to=&q=&overdue=1&page=). */
export interface InboxFilter {
  status?: RequestStatus;
  city?: string;
  /** Inclusive calendar days (yyyy-mm-dd), Berlin time. */
  from?: string;
  to?: string;
  q?: string;
  overdue: boolean;
  page: number;
}


const DAY = /^2\d{3}-\d{2}-\d{2}$/;
/** A calendar day that exists (JavaScript reads 2026-02-30 as 2 March, PostgreSQL refuses it), else undefined. */
function validDay(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) ? value : undefined;
}

/** Reads the filters from search params; anything malformed is left out rather than failing the page. */
export function parseInboxFilter(params: SearchParams): InboxFilter {
  const status = firstParam(params.status);
  return {
    status: isRequestStatus(status) ? status : undefined,
    city: textParam(params.city, 100),
    from: validDay(firstParam(params.from)),
    to: validDay(firstParam(params.to)),
    q: textParam(params.q, 100),
    overdue: firstParam(params.overdue) === '1',
    page: pageParam(params.page),
  };
}

/** The inbox params in the address that the filter could not use (the page names them). */
export function ignoredInboxParams(params: SearchParams, filter: InboxFilter): string[] {
  return ignoredParams(params, inboxQuery(filter), ['status', 'city', 'from', 'to', 'q', 'overdue', 'page'], { page: '1' });
}

/** The filter as a query string (for links to other pages, the CSV export and the form's defaults). */
export function inboxQuery(filter: Partial<InboxFilter>, changes: Partial<InboxFilter> = {}): string {
  const merged = { ...filter, ...changes };
  const params = new URLSearchParams();
  for (const key of ['status', 'city', 'from', 'to', 'q'] as const) if (merged[key]) params.set(key, merged[key]);
  if (merged.overdue) params.set('overdue', '1');
  if (merged.page && merged.page > 1) params.set('page', String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
