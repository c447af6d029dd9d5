import 'server-only';
import type { Database } from '@/db/client';
import { berlinDay } from '@/lib/time';
import { readAnswer, readReason, readRevision } from './form-schema';
import type { Fields } from './form-state';
import type { InviteNotice } from './paths';
import { inviteByToken, replyToBooking, saveAnswer, saveDecline, type SaveOutcome } from './queries';
import type { AnswerBlock } from './rules';
import { INVITE_TEXTS } from './texts';

/**
 * A venue's use cases on its availability page: answering, declining, and replying to the booking. Each reads the
 * invitation by the page's token, checks the post, and saves through one guarded update; a refusal changes nothing
 * and says why in the venue's words.
 */

export type InviteOutcome = { ok: true; notice: InviteNotice } | { ok: false; errors: Record<string, string>; message: string };

export const openInvite = inviteByToken;

const BLOCKED: Record<AnswerBlock | 'stale' | 'missing', string> = {
  closed: INVITE_TEXTS.closed,
  used: INVITE_TEXTS.used,
  released: INVITE_TEXTS.released,
  withdrawn: INVITE_TEXTS.withdrawn,
  booked: INVITE_TEXTS.closed,
  stale: INVITE_TEXTS.stale,
  missing: INVITE_TEXTS.goneText,
};

const refused = (reason: keyof typeof BLOCKED): InviteOutcome => ({ ok: false, errors: {}, message: BLOCKED[reason] });
const invalid = (errors: Record<string, string>): InviteOutcome => ({ ok: false, errors, message: errors.form ?? INVITE_TEXTS.invalid });
const saved = (outcome: SaveOutcome, notice: InviteNotice): InviteOutcome => (outcome.ok ? { ok: true, notice } : refused(outcome.reason));

/** The venue's answer: a state per date, its prices and notes. */
export async function answerInvite(db: Database, token: string, fields: Fields, now: Date): Promise<InviteOutcome> {
  const page = await inviteByToken(db, token);
  if (!page) return refused('missing');
  if (page.block) return refused(page.block);
  const revision = readRevision(fields);
  if (revision === undefined) return refused('stale');
  const read = readAnswer(fields, page.ask.dates, berlinDay(now));
  if (!read.ok) return invalid(read.errors);
  return saved(await saveAnswer(db, { inviteId: page.invite.id, expectedRevision: revision, answer: read.value, now }), 'antwort');
}

/** The venue cannot take the party: its reason, in place of an answer. */
export async function declineInvite(db: Database, token: string, fields: Fields, now: Date): Promise<InviteOutcome> {
  const page = await inviteByToken(db, token);
  if (!page) return refused('missing');
  if (page.block) return refused(page.block);
  const revision = readRevision(fields);
  if (revision === undefined) return refused('stale');
  const read = readReason(fields, 'declineReason');
  if (!read.ok) return invalid(read.errors);
  return saved(await saveDecline(db, { inviteId: page.invite.id, expectedRevision: revision, reason: read.value, now }), 'abgelehnt');
}

/** The chosen venue confirms the booking, or declines it with a reason; once. */
export async function replyToBookingInvite(db: Database, token: string, confirmed: boolean, fields: Fields, now: Date): Promise<InviteOutcome> {
  const page = await inviteByToken(db, token);
  if (!page) return refused('missing');
  const reason = confirmed ? ({ ok: true, value: '' } as const) : readReason(fields, 'bookingReason');
  if (!reason.ok) return invalid(reason.errors);
  const outcome = await db.transaction((tx) => replyToBooking(tx, { inviteId: page.invite.id, reply: confirmed ? 'confirmed' : 'declined', reason: reason.value, venueName: page.venue.name, now }));
  if (outcome.ok) return { ok: true, notice: confirmed ? 'bestaetigt' : 'buchung-abgelehnt' };
  return { ok: false, errors: {}, message: outcome.reason === 'already' ? INVITE_TEXTS.bookingAlready : outcome.reason === 'not-booked' ? INVITE_TEXTS.notBooked : INVITE_TEXTS.goneText };
}
