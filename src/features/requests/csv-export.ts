import 'server-only';
import type { Executor } from '@/db/client';
import { dueToday } from '@/features/overview/due-queries';
import { csvStream } from '@/lib/csv';
import { CSV_HEADER, csvRow } from './csv';
import { inboxBatches } from './inbox';
import { parseInboxFilter } from './inbox-filter';

/** The inbox as CSV, streamed batch by batch: 10,000 rows never sit in memory at once. */
export async function requestsCsvStream(db: Executor, params: URLSearchParams, now = new Date()): Promise<ReadableStream<Uint8Array>> {
  const filter = parseInboxFilter(params);
  const dueIds = filter.due ? (await dueToday(db, now)).map((request) => request.id) : undefined;
  return csvStream(CSV_HEADER, inboxBatches(db, { ...filter, dueIds }), csvRow);
}
