import type { SubscriberStatus } from '@/db/schema/newsletter';
import { ignoredParams, pageParam } from '@/lib/validation';

export const ADMIN_NEWSLETTER_PATH = '/admin/newsletter';
export const NEWSLETTER_EXPORT_PATH = '/admin/export/newsletter';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };
export const SUBSCRIBER_STATUSES = Object.keys(SUBSCRIBER_STATUS_LABELS) as SubscriberStatus[];

/** The list's filter as it stands in the URL (?status=&page=). */
export interface SubscriberFilter {
  status?: SubscriberStatus;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim();

/** Reads the filter from search params; anything malformed is left out rather than failing the page. */
export function parseSubscriberFilter(params: Params): SubscriberFilter {
  const status = first(params.status);
  return {
    status: SUBSCRIBER_STATUSES.find((known) => known === status),
    page: pageParam(params.page),
  };
}

/** The list's params in the address that the filter could not use (the page names them). */
export function ignoredSubscriberParams(params: Params, filter: SubscriberFilter): string[] {
  return ignoredParams(params, subscriberQuery(filter), ['status', 'page'], { page: '1' });
}

/** The filter as a query string, for the pages, the state links and the CSV export. */
export function subscriberQuery(filter: Partial<SubscriberFilter>): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
