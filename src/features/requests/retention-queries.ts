import 'server-only';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { mailOutbox, rateLimitHits, venueRequests } from '@/db/schema';

/** Rate-limit rows hold client addresses; no window is longer than this. */
const RATE_LIMIT_ROWS_KEPT_HOURS = 24;

/**
 * Deletes what the privacy policy promises to delete: requests older than the retention period with the
 * mails sent for them, and rate-limit rows (client addresses) older than a day.
 */
export async function pruneExpiredData(db: Database, retentionMonths: number) {
  return db.transaction(async (tx) => {
    const expired = lt(venueRequests.createdAt, sql`now() - make_interval(months => ${retentionMonths})`);
    // Mails first: deleting a request would only null their request_id.
    const mails = await tx
      .delete(mailOutbox)
      .where(inArray(mailOutbox.requestId, tx.select({ id: venueRequests.id }).from(venueRequests).where(expired)))
      .returning({ id: mailOutbox.id });
    const requests = await tx.delete(venueRequests).where(expired).returning({ id: venueRequests.id });
    const rateLimits = await tx
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, sql`now() - make_interval(hours => ${RATE_LIMIT_ROWS_KEPT_HOURS})`))
      .returning({ key: rateLimitHits.key });
    return { requests: requests.length, mails: mails.length, rateLimits: rateLimits.length };
  });
}
