import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { keysetBatches, paginate } from '@/db/query-helpers';
import type { SubscriberStatus } from '@/db/schema/newsletter';
import { newsletterSubscribers as subscribers } from '@/db/schema';
import { csvStream } from '@/lib/csv';
import { parseSubscriberFilter, SUBSCRIBER_STATUSES, type SubscriberFilter } from './admin-filter';
import { SUBSCRIBERS_CSV_HEADER, subscriberCsvRow } from './csv';

export const SUBSCRIBERS_PAGE_SIZE = 50;

const byStatus = (status: SubscriberStatus | undefined) => (status ? eq(subscribers.status, status) : undefined);

/** One page of subscribers, newest sign-up first, and how many match in all. */
export function listSubscribers(db: Executor, filter: SubscriberFilter) {
  return paginate(db, subscribers, { where: byStatus(filter.status), orderBy: [desc(subscribers.requestedAt), desc(subscribers.id)], page: filter.page, pageSize: SUBSCRIBERS_PAGE_SIZE });
}

/** How many addresses are in each state. */
export async function subscriberCounts(db: Executor): Promise<Record<SubscriberStatus, number>> {
  const rows = await db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status);
  return Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0])) as Record<SubscriberStatus, number>;
}

/** The subscribers of the list's state filter (the same query string) as CSV, by address (unique), one batch at a time. */
export function subscribersCsvStream(db: Executor, params: URLSearchParams): ReadableStream<Uint8Array> {
  const where = byStatus(parseSubscriberFilter(params).status);
  return csvStream(SUBSCRIBERS_CSV_HEADER, keysetBatches(db, subscribers, { where, keys: [subscribers.email] }), subscriberCsvRow);
}
