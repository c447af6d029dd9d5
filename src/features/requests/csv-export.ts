import 'server-only';
import type { Executor } from '@/db/client';
import { csvStream } from '@/lib/csv';
import { CSV_HEADER, csvRow } from './csv';
import { inboxBatches } from './inbox';
import { parseInboxFilter } from './inbox-filter';

/**
 * The inbox as CSV, streamed batch by batch: 10,000 rows never sit in memory at once. What is due today is the
 * overview's to say: the route passes its look-up in, asked only when the filter wants the due requests.
 */
export async function requestsCsvStream(db: Executor, params: URLSearchParams, dueTodayIds: () => Promise<string[]>): Promise<ReadableStream<Uint8Array>> {
  const filter = parseInboxFilter(params);
  const dueIds = filter.due ? await dueTodayIds() : undefined;
  return csvStream(CSV_HEADER, inboxBatches(db, { ...filter, dueIds }), csvRow);
}
