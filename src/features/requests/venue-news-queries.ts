import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { venueRequests } from '@/db/schema';

/**
 * The inbox's mark of a venue's news (an answer, a decline, a booking confirmed or refused): set in the transaction
 * that records the venue's step, cleared when a planner opens the request.
 */

export async function markVenueNews(tx: Executor, requestId: string, at: Date): Promise<void> {
  await tx.update(venueRequests).set({ venueNewsAt: at }).where(eq(venueRequests.id, requestId));
}

export async function clearVenueNews(db: Executor, requestId: string): Promise<void> {
  await db.update(venueRequests).set({ venueNewsAt: null }).where(eq(venueRequests.id, requestId));
}
