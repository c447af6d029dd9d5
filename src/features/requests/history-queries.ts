import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { type RequestEvent, requestStatusChanges, venueRequests } from '@/db/schema';
import type { RequestStatus } from './statuses';

/**
 * Who the history records for the company's own actions on its offer page (stored as is, and compared with in the
 * overview's queries); the request's admin page shows it in its reader's language (request-detail.tsx).
 */
export const CUSTOMER = 'Kunde';

/**
 * Who the history records for a venue's reply to its booking (features/availability); like CUSTOMER, no planner:
 * the overview's queries leave both out where they look for a planner's step.
 */
export const VENUE = 'Location';

export interface HistoryStep {
  requestId: string;
  event: RequestEvent;
  /** The status the step moves the request to; the status stays when not given. */
  status?: RequestStatus;
  note?: string | null;
  byEmail: string;
  byId?: string | null;
}

/**
 * Writes one step into the request's history (and moves its status, if the step does), with the request's row
 * locked, so concurrent steps are recorded in order. Call it inside the transaction of the change it records.
 * Undefined when the request no longer exists.
 */
export async function recordHistory(tx: Executor, step: HistoryStep): Promise<{ from: RequestStatus; to: RequestStatus } | undefined> {
  const [current] = await tx.select({ status: venueRequests.status }).from(venueRequests).where(eq(venueRequests.id, step.requestId)).for('update');
  if (!current) return undefined;
  const to = step.status ?? current.status;
  if (to !== current.status) await tx.update(venueRequests).set({ status: to }).where(eq(venueRequests.id, step.requestId));
  await tx.insert(requestStatusChanges).values({
    requestId: step.requestId,
    event: step.event,
    fromStatus: current.status,
    toStatus: to,
    note: step.note ?? null,
    changedById: step.byId ?? null,
    changedByEmail: step.byEmail,
  });
  return { from: current.status, to };
}
