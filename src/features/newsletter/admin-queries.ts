import 'server-only';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SubscriberStatus } from '@/db/schema/newsletter';
import { newsletterSubscribers as subscribers } from '@/db/schema';
import { csvStream } from '@/lib/csv';
import { parseSubscriberFilter, SUBSCRIBER_STATUSES, type SubscriberFilter } from './admin-filter';
import { type SubscriberRow, SUBSCRIBERS_CSV_HEADER, subscriberCsvRow } from './csv';

export const SUBSCRIBERS_PAGE_SIZE = 50;

const byStatus = (status: SubscriberStatus | undefined) => (status ? eq(subscribers.status, status) : undefined);

/** One page of subscribers, newest sign-up first, and how many match in all. */
export async function listSubscribers(db: Executor, filter: SubscriberFilter) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(byStatus(filter.status))
      .orderBy(desc(subscribers.requestedAt), desc(subscribers.id))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((filter.page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db.select({ total: count() }).from(subscribers).where(byStatus(filter.status)),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)) };
}

/** How many addresses are in each state. */
export async function subscriberCounts(db: Executor): Promise<Record<SubscriberStatus, number>> {
  const rows = await db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status);
  return Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0])) as Record<SubscriberStatus, number>;
}

/** Every subscriber in the state, by address, in batches (keyset on the unique address): an export holds one batch at a time. */
async function* subscriberBatches(db: Executor, status: SubscriberStatus | undefined, batchSize = 1000): AsyncGenerator<SubscriberRow[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(subscribers)
      .where(and(byStatus(status), after === undefined ? undefined : gt(subscribers.email, after)))
      .orderBy(subscribers.email)
      .limit(batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1].email;
  }
}

/** The subscribers of the list's state filter (the same query string) as CSV. */
export function subscribersCsvStream(db: Executor, params: URLSearchParams): ReadableStream<Uint8Array> {
  return csvStream(SUBSCRIBERS_CSV_HEADER, subscriberBatches(db, parseSubscriberFilter(Object.fromEntries(params)).status), subscriberCsvRow);
}
