import 'server-only';
import type { Executor } from '@/db/client';
import { csvStream } from '@/lib/csv';
import { CSV_HEADER, csvRow } from './csv';
import { inboxBatches } from './inbox';
import { parseInboxFilter } from './inbox-filter';

/** The inbox as CSV, streamed batch by batch: 10,000 rows never sit in memory at once. */
export function requestsCsvStream(db: Executor, params: URLSearchParams): ReadableStream<Uint8Array> {
  return csvStream(CSV_HEADER, inboxBatches(db, parseInboxFilter(params)), csvRow);
}
