import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { availabilityAsks, availabilityInvites, type DateOption, offerAcceptances, offers, offerVersions, user, venueRequests, venues } from '@/db/schema';
import type { Salutation } from '@/lib/salutation';
import type { Day } from '@/lib/time';
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

/** An accepted venue that was put into the offer by hand: it has no invitation, so no page and no booking mail yet. */
export interface UnaskedBooking {
  requestId: string;
  venueId: string;
  recipient: string;
  contactName: string;
  contactSalutation: Salutation | null;
  date: DateOption;
  participantCount: number;
  /** The account of the planner who published the accepted offer (null when it is gone). */
  plannerId: string | null;
}

/**
 * Claims the accepted venues that were never asked (put into the offer by hand) and have a contact address, for
 * parties still ahead of `today`, locking their acceptances with SKIP LOCKED: of N processes one makes each
 * invitation, in the caller's transaction, and the booking mail follows as for an asked venue.
 */
export async function claimUnaskedBookings(tx: Executor, today: Day): Promise<UnaskedBooking[]> {
  const option = sql`${offerVersions.snapshot}->'options'->${offerAcceptances.optionIndex}`;
  const rows = rowsOf<{ request_id: string; venue_id: string; contact_email: string; contact_name: string; contact_salutation: Salutation | null; date: DateOption; participant_count: number; planner_id: string | null }>(
    await tx.execute(sql`
      select ${offers.requestId} as request_id, ${venues.id} as venue_id, ${venues.contactEmail} as contact_email, ${venues.contactName} as contact_name,
        ${venues.contactSalutation} as contact_salutation, ${option}->'dates'->${offerAcceptances.dateIndex} as date, ${offerAcceptances.participantCount} as participant_count, ${user.id} as planner_id
      from ${offerAcceptances}
        join ${offers} on ${offers.id} = ${offerAcceptances.offerId}
        join ${offerVersions} on ${offerVersions.id} = ${offerAcceptances.versionId}
        join ${venueRequests} on ${venueRequests.id} = ${offers.requestId}
        join ${venues} on ${venues.id}::text = ${option}->'venue'->>'id'
        left join ${user} on lower(${user.email}) = lower(${offerVersions.snapshot}->'planner'->>'email')
      where ${venueRequests.status} <> 'abgesagt' and btrim(${venues.contactEmail}) <> ''
        and ${option}->'dates'->${offerAcceptances.dateIndex}->>'date' >= ${today}
        and not exists (select 1 from ${availabilityInvites} i where i.request_id = ${offers.requestId} and i.venue_id = ${venues.id})
      limit ${BATCH}
      for update of ${offerAcceptances} skip locked`),
  );
  return rows.map((row) => ({
    requestId: row.request_id,
    venueId: row.venue_id,
    recipient: row.contact_email.trim(),
    contactName: row.contact_name,
    contactSalutation: row.contact_salutation,
    date: row.date,
    participantCount: Number(row.participant_count),
    plannerId: row.planner_id,
  }));
}

/** The unasked venue's invitation, under an ask of its accepted date and group, so that its page and mails are an asked venue's. */
export async function insertUnaskedInvite(tx: Executor, booking: UnaskedBooking, token: { tokenNonce: string; tokenHash: string }): Promise<void> {
  const [ask] = await tx
    .insert(availabilityAsks)
    .values({ requestId: booking.requestId, dates: [booking.date], participantCount: booking.participantCount, askedById: booking.plannerId })
    .returning({ id: availabilityAsks.id });
  await tx.insert(availabilityInvites).values({ askId: ask.id, requestId: booking.requestId, venueId: booking.venueId, recipient: booking.recipient, contactName: booking.contactName, contactSalutation: booking.contactSalutation, ...token });
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
