import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { venueRequests, venues } from '@/db/schema';
import type { VenuePickRow } from '@/features/offers/components/venue-picker';
import { venueChoices } from '@/features/offers/venue-choices';
import { answerFiguresByVenue, invitesOfRequest, type RequestInvite } from './queries';
import { answerDueAt, type AnswerFigures, offersADate, type Release, releaseOf, requestClosed } from './rules';

/**
 * What an ask needs of its request: whether it is still open, its city for the venues' mails, and who the company is,
 * so that an ask naming it is sent only after a warning.
 */
export async function requestForAsk(db: Executor, requestId: string) {
  if (!isUuid(requestId)) return undefined;
  const [row] = await db
    .select({
      id: venueRequests.id,
      status: venueRequests.status,
      cityName: venueRequests.cityName,
      companyName: venueRequests.companyName,
      contactName: venueRequests.contactName,
      email: venueRequests.email,
      phone: venueRequests.phone,
    })
    .from(venueRequests)
    .where(eq(venueRequests.id, requestId));
  return row;
}

/** Which of these venues have a contact address to ask them at. */
async function venuesWithContact(db: Executor, venueIds: readonly string[]): Promise<Set<string>> {
  if (!venueIds.length) return new Set();
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(inArray(venues.id, [...venueIds]), sql`btrim(${venues.contactEmail}) <> ''`));
  return new Set(rows.map((row) => row.id));
}

const HOUR = 3_600_000;

/** One venue asked, as the request page shows it: its answer, how long it has waited, and what followed. */
export interface InviteView {
  id: string;
  venueName: string;
  venueArchived: boolean;
  status: RequestInvite['invite']['status'];
  askedAt: Date;
  answeredAt: Date | null;
  dateAnswers: RequestInvite['invite']['dateAnswers'];
  quotedLines: RequestInvite['invite']['quotedLines'];
  priceNote: string;
  note: string;
  declineReason: string;
  /** While waiting for the answer (not after the company's decision): whole hours since the ask. */
  waitingHours: number | null;
  /** Still waiting after the 24 hours: the moment it was due. */
  overdueSince: Date | null;
  remindedAt: Date | null;
  usedAt: Date | null;
  bookingMailedAt: Date | null;
  bookingReply: RequestInvite['invite']['bookingReply'];
  bookingReplyReason: string;
  bookingRepliedAt: Date | null;
  releasedAt: Date | null;
  /** Once released: what the venue was told (its option freed, or the ask settled); nothing for one that held nothing. */
  release: Release | undefined;
  /** Answered with a date the company could have, and the request still open: the planner may take it into the offer. */
  takeable: boolean;
}

/** One ask of the request: its facts (the same for every venue asked in it) and its venues. */
export interface AskView {
  id: string;
  askedAt: Date;
  dates: RequestInvite['ask']['dates'];
  participantCount: number;
  budgetPerPersonCents: number | null;
  wishes: string;
  plannerNote: string;
  invites: InviteView[];
}

/** A venue the planner may tick for a new ask, or sees greyed out with the reason. */
export interface AskChoice extends VenuePickRow {
  hasContact: boolean;
  alreadyAsked: boolean;
  /** How the venue answers its invitations; undefined for one never asked. */
  figures: AnswerFigures | undefined;
  /** The company's wish: the venue whose public page it sent the request from. */
  wished: boolean;
}

function inviteView({ invite, venue }: RequestInvite, open: boolean, now: Date): InviteView {
  // A venue the company's decision reached (booked or released) waits for nothing any more.
  const waiting = invite.status === 'asked' && !invite.releasedAt && !invite.bookingMailedAt;
  const due = answerDueAt(invite.createdAt);
  return {
    id: invite.id,
    venueName: venue.name,
    venueArchived: venue.archived,
    status: invite.status,
    askedAt: invite.createdAt,
    answeredAt: invite.answeredAt,
    dateAnswers: invite.dateAnswers,
    quotedLines: invite.quotedLines,
    priceNote: invite.priceNote,
    note: invite.note,
    declineReason: invite.declineReason,
    waitingHours: waiting ? Math.max(0, Math.floor((now.getTime() - invite.createdAt.getTime()) / HOUR)) : null,
    overdueSince: waiting && due <= now ? due : null,
    remindedAt: invite.remindedAt,
    usedAt: invite.usedAt,
    bookingMailedAt: invite.bookingMailedAt,
    bookingReply: invite.bookingReply,
    bookingReplyReason: invite.bookingReplyReason,
    bookingRepliedAt: invite.bookingRepliedAt,
    releasedAt: invite.releasedAt,
    release: invite.releasedAt ? releaseOf(invite) : undefined,
    takeable: open && invite.status === 'answered' && invite.answeredAt !== null && offersADate(invite.dateAnswers),
  };
}

/**
 * The request page's availability section in one call: every ask with its venues' answers (in the order asked),
 * and the venues for a new ask: the catalogue's (not archived), the company's wished venue first, then those that
 * suit the request (its city, a seat for every guest), each with whether it can be asked (a contact address, not
 * asked for this request yet) and its answer figures over all its invitations.
 */
export async function availabilityOfRequest(
  db: Executor,
  request: { id: string; status: string; cityId: string | null; cityName: string; participantCount: number; wishedVenueId?: string | null },
  now: Date,
) {
  const [rows, choices] = await Promise.all([invitesOfRequest(db, request.id), venueChoices(db, request)]);
  const ids = choices.map((choice) => choice.venue.id);
  const [reachable, figures] = await Promise.all([venuesWithContact(db, ids), answerFiguresByVenue(db, ids, now)]);
  const open = !requestClosed(request.status);
  const asks = new Map<string, AskView>();
  for (const row of rows) {
    const { ask } = row;
    const view = asks.get(ask.id) ?? { id: ask.id, askedAt: ask.createdAt, dates: ask.dates, participantCount: ask.participantCount, budgetPerPersonCents: ask.budgetPerPersonCents, wishes: ask.wishes, plannerNote: ask.plannerNote, invites: [] };
    view.invites.push(inviteView(row, open, now));
    asks.set(ask.id, view);
  }
  const asked = new Set(rows.map((row) => row.venue.id));
  const venueRows: AskChoice[] = choices.map(({ venue, suggested }) => ({
    id: venue.id,
    name: venue.name,
    cityName: venue.cityName,
    capacitySeated: venue.capacitySeated,
    capacityStanding: venue.capacityStanding,
    suggested,
    hasContact: reachable.has(venue.id),
    alreadyAsked: asked.has(venue.id),
    figures: figures.get(venue.id),
    wished: venue.id === request.wishedVenueId,
  }));
  return { open, asks: [...asks.values()], choices: [...venueRows.filter((row) => row.wished), ...venueRows.filter((row) => !row.wished)] };
}
export type RequestAvailability = Awaited<ReturnType<typeof availabilityOfRequest>>;
