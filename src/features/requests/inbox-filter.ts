import { firstParam, type SearchParams } from '@/lib/validation';
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


const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | undefined) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** Reads the filters from search params; anything malformed is left out rather than failing the page. */
export function parseInboxFilter(params: SearchParams): InboxFilter {
  const status = firstParam(params.status);
  const page = Number(firstParam(params.page));
  return {
    status: isRequestStatus(status) ? status : undefined,
    city: firstParam(params.city)?.slice(0, 100),
    from: validDay(firstParam(params.from)),
    to: validDay(firstParam(params.to)),
    q: firstParam(params.q)?.slice(0, 100),
    overdue: firstParam(params.overdue) === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
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
