import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { availabilityInvites, offerAcceptances, offers, venueRequests } from '@/db/schema';
import { type InviteInContext, invitesInContext } from './queries';
import { hoursAfter, REMINDER_AFTER_HOURS } from './rules';

/** How many invitations one transaction of the follow-up job takes; the job loops until none are left. */
const BATCH = 100;

/**
 * Claims the invitations whose reminder is due (asked 12 hours ago, unanswered, the request open, none sent) and
 * marks them reminded, in the caller's transaction: with SKIP LOCKED, of N processes each reminder goes to one, and
 * the mail is queued in the same transaction, so it goes out once.
 */
export async function claimDueReminders(tx: Executor, now: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update ${availabilityInvites} set reminded_at = ${now}
      where id in (
        select i.id from ${availabilityInvites} i join ${venueRequests} r on r.id = i.request_id
        where i.status = 'asked' and i.reminded_at is null and i.created_at <= ${hoursAfter(now, -REMINDER_AFTER_HOURS)}
          and i.released_at is null and i.booking_mailed_at is null and r.status not in ('angebot_angenommen', 'gebucht', 'abgesagt')
        order by i.created_at
        limit ${BATCH}
        for update of i skip locked)
      returning id`),
  );
  return rows.map((row) => String(row.id));
}

/**
 * Claims the invitations whose request has been decided (an offer accepted, or the request cancelled) and that
 * heard nothing of it yet: the chosen venue gets its booking mail, the others their release. The caller marks each
 * (markBookingMailed, markReleased) and queues its mail in the same transaction.
 */
export async function claimDecided(tx: Executor): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select i.id from ${availabilityInvites} i join ${venueRequests} r on r.id = i.request_id
      where i.booking_mailed_at is null and i.released_at is null
        and (r.status = 'abgesagt' or exists (
          select 1 from ${offers} o join ${offerAcceptances} a on a.offer_id = o.id where o.request_id = i.request_id))
      order by i.created_at
      limit ${BATCH}
      for update of i skip locked`),
  );
  return rows.map((row) => String(row.id));
}

/** What a venue's follow-up mail needs of its invitations. */
export const followUpsOf = (tx: Executor, ids: readonly string[]) => invitesInContext(tx, ids.length ? inArray(availabilityInvites.id, [...ids]) : sql`false`);
export type FollowUp = InviteInContext;

export async function markBookingMailed(tx: Executor, inviteId: string, now: Date): Promise<void> {
  await tx.update(availabilityInvites).set({ bookingMailedAt: now }).where(eq(availabilityInvites.id, inviteId));
}

export async function markReleased(tx: Executor, inviteId: string, now: Date): Promise<void> {
  await tx.update(availabilityInvites).set({ releasedAt: now }).where(eq(availabilityInvites.id, inviteId));
}
