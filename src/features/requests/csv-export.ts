import 'server-only';
import type { Executor } from '@/db/client';
import { logger } from '@/lib/logger';
import { CSV_BOM, CSV_HEADER, csvLine, csvRow } from './csv';
import { inboxBatches } from './inbox';
import { parseInboxFilter } from './inbox-filter';

/** The inbox as CSV, streamed batch by batch: 10,000 rows never sit in memory at once. */
export function requestsCsvStream(db: Executor, params: URLSearchParams): ReadableStream<Uint8Array> {
  const filter = parseInboxFilter(Object.fromEntries(params));
  const encoder = new TextEncoder();
  const batches = inboxBatches(db, filter);
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(CSV_HEADER)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(csvRow).join('')));
      } catch (err) {
        logger.error({ err }, 'CSV export failed');
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
