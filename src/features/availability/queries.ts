import 'server-only';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { type BookingReply, availabilityAsks, availabilityInvites, offerAcceptances, offers, offerVersions, user, venueRequests, venues } from '@/db/schema';
import { plannerColumns } from '@/features/auth/planner-queries';
import { recordHistory, VENUE } from '@/features/requests/history-queries';
import type { Salutation } from '@/lib/salutation';
import type { AskInput } from './form-schema';
import { type Answer, answerBlock, type AnswerBlock, answerFigures, type AnswerFigures } from './rules';
import { hashToken, isTokenShaped } from './tokens';

export type InviteRow = typeof availabilityInvites.$inferSelect;
export type AskRow = typeof availabilityAsks.$inferSelect;

/** The venues a planner may ask for a request: not archived, with a contact address, not asked for it before. */
export async function askableVenues(db: Executor, requestId: string, venueIds: readonly string[]) {
  if (!venueIds.length) return [];
  return db
    .select({ id: venues.id, name: venues.name, cityName: venues.cityName, contactName: venues.contactName, contactSalutation: venues.contactSalutation, contactEmail: venues.contactEmail })
    .from(venues)
    .where(
      and(
        inArray(venues.id, [...venueIds]),
        isNull(venues.archivedAt),
        sql`btrim(${venues.contactEmail}) <> ''`,
        sql`not exists (select 1 from ${availabilityInvites} i where i.request_id = ${requestId} and i.venue_id = ${venues.id})`,
      ),
    )
    .orderBy(asc(venues.name));
}

export interface NewInvite {
  venueId: string;
  recipient: string;
  contactName: string;
  contactSalutation: Salutation | null;
  tokenNonce: string;
  tokenHash: string;
}

/** Writes the ask, its venues' invitations (one insert) and the history entry; the caller queues the mails in the same transaction. */
export async function insertAsk(tx: Executor, ask: { requestId: string; input: Omit<AskInput, 'venueIds'>; askedById: string; byEmail: string; historyNote: string }, invites: readonly NewInvite[]) {
  const [row] = await tx
    .insert(availabilityAsks)
    .values({ requestId: ask.requestId, dates: ask.input.dates, participantCount: ask.input.participantCount, budgetPerPersonCents: ask.input.budgetPerPersonCents, wishes: ask.input.wishes, plannerNote: ask.input.plannerNote, askedById: ask.askedById })
    .returning();
  const inserted = await tx
    .insert(availabilityInvites)
    .values(invites.map((invite) => ({ askId: row.id, requestId: ask.requestId, venueId: invite.venueId, recipient: invite.recipient, contactName: invite.contactName, contactSalutation: invite.contactSalutation, tokenNonce: invite.tokenNonce, tokenHash: invite.tokenHash })))
    .returning({ id: availabilityInvites.id, venueId: availabilityInvites.venueId });
  await recordHistory(tx, { requestId: ask.requestId, event: 'availability_asked', note: ask.historyNote, byEmail: ask.byEmail, byId: ask.askedById });
  return { ask: row, invites: inserted };
}

/**
 * Invitations with what their page and their mails need: the ask, the venue, the request (its state and, for the
 * booking only, the company's contact) and the planner who asked.
 */
export function invitesInContext(db: Executor, where: SQL) {
  return db
    .select({
      invite: availabilityInvites,
      ask: availabilityAsks,
      venue: { name: venues.name, cityName: venues.cityName, priceBlocks: venues.priceBlocks, included: venues.included },
      request: { status: venueRequests.status, cityName: venueRequests.cityName, companyName: venueRequests.companyName, contactName: venueRequests.contactName, email: venueRequests.email, phone: venueRequests.phone },
      planner: plannerColumns,
    })
    .from(availabilityInvites)
    .innerJoin(availabilityAsks, eq(availabilityAsks.id, availabilityInvites.askId))
    .innerJoin(venues, eq(venues.id, availabilityInvites.venueId))
    .innerJoin(venueRequests, eq(venueRequests.id, availabilityInvites.requestId))
    .leftJoin(user, eq(user.id, availabilityAsks.askedById))
    .where(where);
}
export type InviteInContext = Awaited<ReturnType<typeof invitesInContext>>[number];

export async function inviteInContext(db: Executor, inviteId: string): Promise<InviteInContext | undefined> {
  const [row] = await invitesInContext(db, eq(availabilityInvites.id, inviteId));
  return row;
}

/**
 * What a venue's page shows: its invitation, the ask, the venue, the planner who asked, the request's state, and
 * the booking with the company's contact once the company chose this venue (public-service.ts decides how long).
 */
export async function inviteByToken(db: Executor, token: string) {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await invitesInContext(db, eq(availabilityInvites.tokenHash, hashToken(token)));
  if (!row) return undefined;
  const accepted = row.invite.bookingMailedAt ? await acceptedBookingOf(db, row.invite.requestId) : undefined;
  const { companyName, contactName, email, phone, ...request } = row.request;
  return {
    ...row,
    request,
    planner: row.planner?.email ? row.planner : undefined,
    // The company's name and contact reach the venue only with the booking.
    booking: accepted && { date: accepted.date, participantCount: accepted.participantCount, option: accepted.option, company: { companyName, contactName, email, phone, billing: accepted.billing, purchaseOrder: accepted.purchaseOrder } },
    block: answerBlock(row.invite, row.request.status),
  };
}
export type InviteRecord = NonNullable<Awaited<ReturnType<typeof inviteByToken>>>;

/**
 * What the company accepted of a request, as the chosen venue needs it to bill: the option (its lines and terms), the
 * date, the guest count, the billing address and order number, and the planner who published the offer; from the
 * accepted version's snapshot.
 */
export async function acceptedBookingOf(db: Executor, requestId: string) {
  const [row] = await db
    .select({ snapshot: offerVersions.snapshot, acceptance: offerAcceptances })
    .from(offerAcceptances)
    .innerJoin(offers, eq(offers.id, offerAcceptances.offerId))
    .innerJoin(offerVersions, eq(offerVersions.id, offerAcceptances.versionId))
    .where(eq(offers.requestId, requestId));
  if (!row) return undefined;
  const { optionIndex, dateIndex, participantCount, billing, purchaseOrder } = row.acceptance;
  const option = row.snapshot.options[optionIndex];
  const date = option?.dates[dateIndex];
  return option && date && { venueId: option.venue.id, option, date, participantCount, billing, purchaseOrder, planner: row.snapshot.planner };
}
export type AcceptedBooking = NonNullable<Awaited<ReturnType<typeof acceptedBookingOf>>>;

export type SaveOutcome = { ok: true; revision: number } | { ok: false; reason: 'stale' | 'missing' | AnswerBlock };

/** Why an answer could not be saved: the invitation gone, no longer open to answers, or changed since the form was opened. */
async function refusal(db: Executor, inviteId: string): Promise<SaveOutcome> {
  const [row] = await db
    .select({ invite: availabilityInvites, status: venueRequests.status })
    .from(availabilityInvites)
    .innerJoin(venueRequests, eq(venueRequests.id, availabilityInvites.requestId))
    .where(eq(availabilityInvites.id, inviteId));
  if (!row) return { ok: false, reason: 'missing' };
  return { ok: false, reason: answerBlock(row.invite, row.status) ?? 'stale' };
}

/**
 * The conditions under which a venue may answer, checked in the update itself: the form's revision is the current one
 * (of two answers sent at once, the second finds the first's revision and is refused), the venue has not declined
 * (a decline stands), no planner used the answer, no booking or release went out, and the request is open.
 */
const answerable = (inviteId: string, expectedRevision: number) =>
  and(
    eq(availabilityInvites.id, inviteId),
    eq(availabilityInvites.revision, expectedRevision),
    ne(availabilityInvites.status, 'declined'),
    isNull(availabilityInvites.usedAt),
    isNull(availabilityInvites.bookingMailedAt),
    isNull(availabilityInvites.releasedAt),
    sql`exists (select 1 from ${venueRequests} r where r.id = ${availabilityInvites.requestId} and r.status not in ('angebot_angenommen', 'gebucht', 'abgesagt'))`,
  );

/** Saves the venue's answer (dates, prices, notes) in place of the one before. */
export async function saveAnswer(db: Executor, change: { inviteId: string; expectedRevision: number; answer: Answer; now: Date }): Promise<SaveOutcome> {
  const [saved] = await db
    .update(availabilityInvites)
    .set({ status: 'answered', ...change.answer, declineReason: '', answeredAt: change.now, revision: sql`${availabilityInvites.revision} + 1` })
    .where(answerable(change.inviteId, change.expectedRevision))
    .returning({ revision: availabilityInvites.revision });
  return saved ? { ok: true, revision: saved.revision } : refusal(db, change.inviteId);
}

/** Saves the venue's decline with its reason (dates and prices of an earlier answer are dropped). */
export async function saveDecline(db: Executor, change: { inviteId: string; expectedRevision: number; reason: string; now: Date }): Promise<SaveOutcome> {
  const [saved] = await db
    .update(availabilityInvites)
    .set({ status: 'declined', dateAnswers: [], quotedLines: [], priceNote: '', note: '', declineReason: change.reason, answeredAt: change.now, revision: sql`${availabilityInvites.revision} + 1` })
    .where(answerable(change.inviteId, change.expectedRevision))
    .returning({ revision: availabilityInvites.revision });
  return saved ? { ok: true, revision: saved.revision } : refusal(db, change.inviteId);
}

export type ReplyOutcome = { ok: true } | { ok: false; reason: 'missing' | 'not-booked' | 'already' };

/** The chosen venue confirms or declines the booking, once; the reply is recorded in the request's history. */
export async function replyToBooking(tx: Executor, reply: { inviteId: string; reply: BookingReply; reason: string; venueName: string; now: Date }): Promise<ReplyOutcome> {
  const [saved] = await tx
    .update(availabilityInvites)
    .set({ bookingReply: reply.reply, bookingReplyReason: reply.reason, bookingRepliedAt: reply.now })
    .where(and(eq(availabilityInvites.id, reply.inviteId), sql`${availabilityInvites.bookingMailedAt} is not null`, isNull(availabilityInvites.bookingReply)))
    .returning({ requestId: availabilityInvites.requestId });
  if (!saved) {
    const [row] = await tx.select({ mailed: availabilityInvites.bookingMailedAt }).from(availabilityInvites).where(eq(availabilityInvites.id, reply.inviteId));
    return { ok: false, reason: !row ? 'missing' : row.mailed ? 'already' : 'not-booked' };
  }
  await recordHistory(tx, {
    requestId: saved.requestId,
    event: reply.reply === 'confirmed' ? 'venue_booking_confirmed' : 'venue_booking_declined',
    note: reply.reason ? `${reply.venueName}: ${reply.reason}` : reply.venueName,
    byEmail: VENUE,
  });
  return { ok: true };
}

/** Every venue asked for a request, with its ask and answer, in the order asked. */
export function invitesOfRequest(db: Executor, requestId: string) {
  return db
    .select({ invite: availabilityInvites, ask: availabilityAsks, venue: { id: venues.id, name: venues.name, archived: sql<boolean>`${venues.archivedAt} is not null` } })
    .from(availabilityInvites)
    .innerJoin(availabilityAsks, eq(availabilityAsks.id, availabilityInvites.askId))
    .innerJoin(venues, eq(venues.id, availabilityInvites.venueId))
    .where(eq(availabilityInvites.requestId, requestId))
    .orderBy(asc(availabilityInvites.createdAt), asc(venues.name));
}
export type RequestInvite = Awaited<ReturnType<typeof invitesOfRequest>>[number];

/** One invitation of a request with its ask (for taking the answer into the offer). */
export async function inviteOfRequest(db: Executor, requestId: string, inviteId: string) {
  const [row] = await db
    .select({ invite: availabilityInvites, ask: availabilityAsks })
    .from(availabilityInvites)
    .innerJoin(availabilityAsks, eq(availabilityAsks.id, availabilityInvites.askId))
    .where(and(eq(availabilityInvites.id, inviteId), eq(availabilityInvites.requestId, requestId)));
  return row;
}

/**
 * The planner takes the answer into the offer: from now on the venue cannot change it. Returns the answer as it stands
 * at that moment (an answer saved just before is the one taken), or undefined when the invitation is gone.
 */
export async function markUsed(db: Executor, inviteId: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(availabilityInvites)
    .set({ usedAt: sql`coalesce(${availabilityInvites.usedAt}, ${now})` })
    .where(eq(availabilityInvites.id, inviteId))
    .returning();
  return row;
}

/** Each venue's answer rate and median answer time over all its invitations (the Venues tab). */
export async function answerFiguresByVenue(db: Executor, venueIds: readonly string[], now: Date): Promise<Map<string, AnswerFigures>> {
  if (!venueIds.length) return new Map();
  const rows = await db
    .select({ venueId: availabilityInvites.venueId, status: availabilityInvites.status, createdAt: availabilityInvites.createdAt, answeredAt: availabilityInvites.answeredAt })
    .from(availabilityInvites)
    .where(inArray(availabilityInvites.venueId, [...venueIds]));
  const byVenue = new Map<string, typeof rows>();
  for (const row of rows) byVenue.set(row.venueId, [...(byVenue.get(row.venueId) ?? []), row]);
  return new Map([...byVenue].map(([venueId, invites]) => [venueId, answerFigures(invites, now)]));
}

/** The availability requests to an operator's venues, newest first: what its partner area lists with a link to each page. */
export function invitesOfPartner(db: Executor, partnerUserId: string, limit = 50) {
  return db
    .select({ invite: availabilityInvites, dates: availabilityAsks.dates, participantCount: availabilityAsks.participantCount, venueName: venues.name, requestStatus: venueRequests.status })
    .from(availabilityInvites)
    .innerJoin(availabilityAsks, eq(availabilityAsks.id, availabilityInvites.askId))
    .innerJoin(venues, eq(venues.id, availabilityInvites.venueId))
    .innerJoin(venueRequests, eq(venueRequests.id, availabilityInvites.requestId))
    .where(eq(venues.partnerUserId, partnerUserId))
    .orderBy(desc(availabilityInvites.createdAt))
    .limit(limit);
}
