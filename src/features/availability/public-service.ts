import 'server-only';
import type { Database, Executor } from '@/db/client';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { requestPath } from '@/features/requests/paths';
import { markVenueNews } from '@/features/requests/venue-news-queries';
import { queueMail } from '@/lib/mail/queue';
import { berlinDay, type Day } from '@/lib/time';
import { type VenueNewsKind, venueNewsMail } from './emails';
import { readAnswer, readReason, readRevision } from './form-schema';
import type { Fields } from './form-state';
import type { InviteNotice } from './paths';
import { inviteByToken, inviteInContext, type InviteRecord, replyToBooking, saveAnswer, saveDecline, type SaveOutcome } from './queries';
import { type AnswerBlock, inviteLinkWindow } from './rules';
import { INVITE_TEXTS } from './texts';

/**
 * A venue's use cases on its availability page: answering, declining, and replying to the booking. Each reads the
 * invitation by the page's token, checks the post, and saves through one guarded update; a refusal changes nothing
 * and says why in the venue's words. A saved step marks the request in the inbox and queues its planner's mail in
 * the update's transaction: of two posts (or two processes) only one update succeeds, so one mail goes out per step.
 */

export type InviteOutcome = { ok: true; notice: InviteNotice } | { ok: false; errors: Record<string, string>; message: string };

type Booking = NonNullable<InviteRecord['booking']>;
/** A venue's page as it may see it on the day: the company's contact only within its days (rules.ts). */
export type InvitePage = Omit<InviteRecord, 'booking'> & { booking?: Omit<Booking, 'company'> & { company?: Booking['company'] } };
export type OpenedInvite = { kind: 'unknown' } | { kind: 'ended' } | { kind: 'open'; page: InvitePage };

/** The page of a link on a Berlin day: unknown (forged, or its request deleted), ended (rules.ts), or open. */
export async function openInvite(db: Database, token: string, today: Day): Promise<OpenedInvite> {
  const found = await inviteByToken(db, token);
  if (!found) return { kind: 'unknown' };
  const window = inviteLinkWindow({ askDays: found.ask.dates.map((date) => date.date), bookedDay: found.booking?.date?.date, releasedAt: found.invite.releasedAt }, today);
  if (window.ended) return { kind: 'ended' };
  return { kind: 'open', page: { ...found, booking: found.booking && { ...found.booking, company: window.contactShown ? found.booking.company : undefined } } };
}

/** The page a post acts on: refused as gone for an unknown link, as ended for an ended one. */
async function openPage(db: Database, token: string, now: Date): Promise<InvitePage | 'missing' | 'ended'> {
  const opened = await openInvite(db, token, berlinDay(now));
  return opened.kind === 'open' ? opened.page : opened.kind === 'ended' ? 'ended' : 'missing';
}

const BLOCKED: Record<AnswerBlock | 'stale' | 'missing' | 'ended', string> = {
  closed: INVITE_TEXTS.closed,
  used: INVITE_TEXTS.used,
  released: INVITE_TEXTS.released,
  withdrawn: INVITE_TEXTS.withdrawn,
  booked: INVITE_TEXTS.closed,
  declined: INVITE_TEXTS.alreadyDeclined,
  stale: INVITE_TEXTS.stale,
  missing: INVITE_TEXTS.goneText,
  ended: INVITE_TEXTS.endedText,
};

/** Where the planner's mail links to, and whom it reaches once the planner's account is gone (LEAD_NOTIFY_EMAIL). */
export interface NewsSettings {
  siteUrl: string;
  teamAddress: string;
}

/** Tells the planner who asked of the venue's step just saved in `tx`, in their account's language, and marks the request. */
async function tellPlanner(tx: Executor, inviteId: string, kind: VenueNewsKind, settings: NewsSettings, now: Date): Promise<void> {
  const row = await inviteInContext(tx, inviteId);
  if (!row) return;
  const { invite, planner } = row;
  const recipient = planner?.email ?? settings.teamAddress;
  const news = {
    kind,
    requestId: invite.requestId,
    companyName: row.request.companyName,
    venueName: row.venue.name,
    venueEmail: invite.recipient,
    dates: row.ask.dates,
    dateAnswers: invite.dateAnswers,
    reason: kind === 'declined' ? invite.declineReason : invite.bookingReplyReason,
    planner: planner?.email ? planner : undefined,
  };
  await markVenueNews(tx, invite.requestId, now);
  await queueMail(tx, venueNewsMail(news, recipient, `${settings.siteUrl}${requestPath(invite.requestId)}`, await mailLocaleOf(tx, recipient)));
}

/** Saves an answer or a decline and, when it is saved, tells the planner, in one transaction. */
function saveAndTell(db: Database, inviteId: string, save: (tx: Executor) => Promise<SaveOutcome>, kind: VenueNewsKind, settings: NewsSettings, now: Date): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await save(tx);
    if (outcome.ok) await tellPlanner(tx, inviteId, kind, settings, now);
    return outcome;
  });
}

const refused = (reason: keyof typeof BLOCKED): InviteOutcome => ({ ok: false, errors: {}, message: BLOCKED[reason] });
const invalid = (errors: Record<string, string>): InviteOutcome => ({ ok: false, errors, message: errors.form ?? INVITE_TEXTS.invalid });
const saved = (outcome: SaveOutcome, notice: InviteNotice): InviteOutcome => (outcome.ok ? { ok: true, notice } : refused(outcome.reason));

/**
 * The page an answer or a decline changes, with the revision the post started from; or why it is refused: the link
 * gone or ended, the answer blocked (rules.ts), or no revision posted.
 */
async function pageToChange(db: Database, token: string, fields: Fields, now: Date): Promise<{ page: InvitePage; revision: number } | keyof typeof BLOCKED> {
  const page = await openPage(db, token, now);
  if (typeof page === 'string') return page;
  if (page.block) return page.block;
  const revision = readRevision(fields);
  return revision === undefined ? 'stale' : { page, revision };
}

/** The venue's answer: a state per date, its prices and notes. */
export async function answerInvite(db: Database, token: string, fields: Fields, now: Date, settings: NewsSettings): Promise<InviteOutcome> {
  const opened = await pageToChange(db, token, fields, now);
  if (typeof opened === 'string') return refused(opened);
  const read = readAnswer(fields, opened.page.ask.dates, berlinDay(now));
  if (!read.ok) return invalid(read.errors);
  const inviteId = opened.page.invite.id;
  return saved(await saveAndTell(db, inviteId, (tx) => saveAnswer(tx, { inviteId, expectedRevision: opened.revision, answer: read.value, now }), 'answered', settings, now), 'antwort');
}

/** The venue cannot take the party: its reason, in place of an answer. */
export async function declineInvite(db: Database, token: string, fields: Fields, now: Date, settings: NewsSettings): Promise<InviteOutcome> {
  const opened = await pageToChange(db, token, fields, now);
  if (typeof opened === 'string') return refused(opened);
  const read = readReason(fields, 'declineReason');
  if (!read.ok) return invalid(read.errors);
  const inviteId = opened.page.invite.id;
  return saved(await saveAndTell(db, inviteId, (tx) => saveDecline(tx, { inviteId, expectedRevision: opened.revision, reason: read.value, now }), 'declined', settings, now), 'abgelehnt');
}

/** The chosen venue confirms the booking, or declines it with a reason; once. */
export async function replyToBookingInvite(db: Database, token: string, confirmed: boolean, fields: Fields, now: Date, settings: NewsSettings): Promise<InviteOutcome> {
  const page = await openPage(db, token, now);
  if (typeof page === 'string') return refused(page);
  const reason = confirmed ? ({ ok: true, value: '' } as const) : readReason(fields, 'bookingReason');
  if (!reason.ok) return invalid(reason.errors);
  const outcome = await db.transaction(async (tx) => {
    const replied = await replyToBooking(tx, { inviteId: page.invite.id, reply: confirmed ? 'confirmed' : 'declined', reason: reason.value, venueName: page.venue.name, now });
    if (replied.ok) await tellPlanner(tx, page.invite.id, confirmed ? 'bookingConfirmed' : 'bookingDeclined', settings, now);
    return replied;
  });
  if (outcome.ok) return { ok: true, notice: confirmed ? 'bestaetigt' : 'buchung-abgelehnt' };
  return { ok: false, errors: {}, message: outcome.reason === 'already' ? INVITE_TEXTS.bookingAlready : outcome.reason === 'not-booked' ? INVITE_TEXTS.notBooked : INVITE_TEXTS.goneText };
}
