/** Availability requests as pure rules: what a venue may answer, when it is reminded and due, how an answer becomes an offer option. */
import type { DateAnswer, DateOption, DraftLine, DraftOption, InviteStatus, OfferDraft, PriceBlock } from '@/db/schema';
import { commaAmount } from '@/lib/money';
import { percentile } from '@/lib/stats';
import { addToDay, berlinDay, type Day } from '@/lib/time';

/** A venue that has not answered gets one reminder after 12 hours; after 24 hours it is due for its planner. */
export const REMINDER_AFTER_HOURS = 12;
export const ANSWER_DUE_HOURS = 24;
/** The chosen venue confirms the booking within 48 hours of the booking mail, else it is due for the planner. */
export const BOOKING_REPLY_HOURS = 48;
/** Venues asked at once: a request's whole city, but not the catalogue. */
export const MAX_VENUES_PER_ASK = 200;
export const MAX_ASK_DATES = 3;
export const MAX_QUOTED_LINES = 12;

const HOUR = 3_600_000;
export const hoursAfter = (moment: Date, hours: number) => new Date(moment.getTime() + hours * HOUR);

/** What a request's state means for its venues: they answer while it is open; a chosen or cancelled party is closed. */
export function requestClosed(status: string): boolean {
  return status === 'angebot_angenommen' || status === 'gebucht' || status === 'abgesagt';
}

/**
 * Whether a venue may (still) send or change its answer, and if not, why. A decline stands: the venue's page confirms
 * it and asks nothing more, whatever the company decides afterwards (a venue that held nothing has no option to free).
 */
export type AnswerBlock = 'closed' | 'used' | 'released' | 'withdrawn' | 'booked' | 'declined';
export function answerBlock(invite: { status: InviteStatus; usedAt: Date | null; releasedAt: Date | null; bookingMailedAt: Date | null }, requestStatus: string): AnswerBlock | undefined {
  if (invite.bookingMailedAt) return 'booked';
  if (invite.status === 'declined') return 'declined';
  // A cancelled request is no other venue's win: the venue is told the company withdrew.
  if (requestStatus === 'abgesagt') return 'withdrawn';
  if (invite.releasedAt) return 'released';
  if (requestClosed(requestStatus)) return 'closed';
  if (invite.usedAt) return 'used';
  return undefined;
}

/** The reminder's moment and the moment the answer is due for the planner. */
export const reminderAt = (askedAt: Date) => hoursAfter(askedAt, REMINDER_AFTER_HOURS);
export const answerDueAt = (askedAt: Date) => hoursAfter(askedAt, ANSWER_DUE_HOURS);
export const bookingReplyDueAt = (mailedAt: Date) => hoursAfter(mailedAt, BOOKING_REPLY_HOURS);

/** A venue's answer as it is stored. */
export interface Answer {
  dateAnswers: DateAnswer[];
  quotedLines: PriceBlock[];
  priceNote: string;
  note: string;
}

/** Whether an answer holds at least one date the company could have. */
export const offersADate = (answers: readonly DateAnswer[]) => answers.some((answer) => answer.state !== 'unavailable');

/**
 * What a venue not chosen hears once the company decided (another venue, or the request withdrawn): one that held a
 * date, that its option is free ('optionFreed'); one that never answered, that no answer is needed any more
 * ('askSettled'); one that declined or had no date free held nothing, so it hears nothing (undefined). The admin
 * calls only the first „freigegeben“.
 */
export type Release = 'optionFreed' | 'askSettled';
export function releaseOf(invite: { status: InviteStatus; dateAnswers: readonly DateAnswer[] }): Release | undefined {
  if (invite.status === 'answered') return offersADate(invite.dateAnswers) ? 'optionFreed' : undefined;
  return invite.status === 'asked' ? 'askSettled' : undefined;
}

/** The last day the venue holds the party: the earliest option among the dates it offers; '' without one. */
export function holdUntilOf(answers: readonly DateAnswer[]): Day | '' {
  const days = answers.flatMap((answer) => (answer.state === 'option' && answer.optionUntil ? [answer.optionUntil] : [])).sort();
  return days[0] ?? '';
}

const lineOf = (block: PriceBlock): DraftLine => ({ text: block.text, basis: block.basis, quantity: '1', unitNet: commaAmount(block.unitNetCents), vatRate: String(block.vatRate) });

/**
 * The offer option an answer makes: the dates the venue offers (free or held), its quoted prices as the builder's
 * lines, the option's end as the hold date, its word on the price and its message to us as the option's note, which
 * the planner edits before the company reads it (what a venue told us is not asked again). Marked with the answer it
 * came from, so the builder says so.
 */
export function optionFromAnswer(
  ask: { dates: readonly DateOption[] },
  invite: { id: string; venueId: string; answeredAt: Date } & Answer,
  venue: { included: string },
): DraftOption {
  const dates = ask.dates.filter((_, i) => invite.dateAnswers[i] && invite.dateAnswers[i].state !== 'unavailable');
  return {
    venueId: invite.venueId,
    dates: dates.map((date) => ({ ...date })),
    lines: invite.quotedLines.map(lineOf),
    included: venue.included,
    holdUntil: holdUntilOf(invite.dateAnswers),
    note: [invite.priceNote, invite.note].map((text) => text.trim()).filter(Boolean).join('\n\n'),
    fromAnswer: { inviteId: invite.id, answeredAt: invite.answeredAt.toISOString() },
  };
}

export type WithAnswer = { ok: true; draft: OfferDraft } | { ok: false; reason: 'full' };

/** The draft with an answer's option: in place of the venue's option if it has one, else added (up to `maxOptions`). */
export function draftWithOption(draft: OfferDraft, option: DraftOption, maxOptions: number): WithAnswer {
  const at = draft.options.findIndex((existing) => existing.venueId === option.venueId);
  if (at >= 0) return { ok: true, draft: { ...draft, options: draft.options.map((existing, i) => (i === at ? option : existing)) } };
  if (draft.options.length >= maxOptions) return { ok: false, reason: 'full' };
  return { ok: true, draft: { ...draft, options: [...draft.options, option] } };
}

/** How a venue answers its invitations: the share answered (declines are answers) and the median hours to the answer. */
export interface AnswerFigures {
  asked: number;
  answered: number;
  rate: number | null;
  medianHours: number | null;
}

/**
 * A venue's figures over its invitations. One still within its 24 hours counts in neither the asked nor the answered
 * (it may yet be answered in time); one answered counts however late.
 */
export function answerFigures(invites: readonly { status: InviteStatus; createdAt: Date; answeredAt: Date | null }[], now: Date): AnswerFigures {
  const counted = invites.filter((invite) => invite.answeredAt !== null || answerDueAt(invite.createdAt) <= now);
  const hours = counted.flatMap((invite) => (invite.answeredAt ? [(invite.answeredAt.getTime() - invite.createdAt.getTime()) / HOUR] : []));
  return { asked: counted.length, answered: hours.length, rate: counted.length ? hours.length / counted.length : null, medianHours: percentile(hours, 0.5) };
}

/** Where an invitation stands for its venue, as the partner area lists it: a decline stays one, as on the venue's page. */
export type InviteStage = 'waiting' | 'answered' | 'declined' | 'booking' | 'confirmed' | 'bookingDeclined' | 'released' | 'withdrawn' | 'closed';
export function inviteStage(invite: { status: InviteStatus; bookingMailedAt: Date | null; bookingReply: 'confirmed' | 'declined' | null; releasedAt: Date | null }, requestStatus: string): InviteStage {
  if (invite.bookingMailedAt) return invite.bookingReply === 'confirmed' ? 'confirmed' : invite.bookingReply === 'declined' ? 'bookingDeclined' : 'booking';
  if (invite.status === 'declined') return 'declined';
  if (requestStatus === 'abgesagt') return 'withdrawn';
  if (invite.releasedAt) return 'released';
  if (requestClosed(requestStatus)) return 'closed';
  return invite.status === 'asked' ? 'waiting' : invite.status;
}

/** A venue's link opens its page until this many days after the party, or after its release (another venue chosen, the request withdrawn). */
export const LINK_DAYS_AFTER_PARTY = 30;
export const LINK_DAYS_AFTER_RELEASE = 30;
/** The booked venue sees the company's contact from the acceptance until this many days after the party. */
export const CONTACT_DAYS_AFTER_PARTY = 14;

/** What a venue's link shows on a day: nothing once it ended, and the company's contact only within its days. */
export interface InviteLinkWindow {
  /** The last Berlin day the link opens the page. */
  lastDay: Day;
  ended: boolean;
  contactShown: boolean;
}

/**
 * The lifetime of a venue's link on `today` (Berlin): the party is the booked date once the company chose the venue,
 * else the last date asked; a release ends the link earlier. The contact shows only to the booked venue (`bookedDay`
 * is set from the acceptance on).
 */
export function inviteLinkWindow(invite: { askDays: readonly Day[]; bookedDay?: Day; releasedAt: Date | null }, today: Day): InviteLinkWindow {
  const partyDay = invite.bookedDay ?? [...invite.askDays].sort().at(-1) ?? today;
  const afterParty = addToDay(partyDay, LINK_DAYS_AFTER_PARTY);
  const afterRelease = invite.releasedAt ? addToDay(berlinDay(invite.releasedAt), LINK_DAYS_AFTER_RELEASE) : afterParty;
  const lastDay = afterRelease < afterParty ? afterRelease : afterParty;
  const ended = today > lastDay;
  return { lastDay, ended, contactShown: !ended && invite.bookedDay !== undefined && today <= addToDay(invite.bookedDay, CONTACT_DAYS_AFTER_PARTY) };
}
