import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { at, createdAt, id, inList, requiredRef } from './columns';
import type { DateOption } from './offers';
import { venueRequests } from './requests';
import { type PriceBlock, venues } from './venues';
import { type Salutation, SALUTATIONS } from '@/lib/salutation';

/** A venue's answer to one date option: free, held as an option until a day, or taken. */
export const DATE_ANSWERS = ['available', 'option', 'unavailable'] as const;
export type DateAnswerState = (typeof DATE_ANSWERS)[number];
export interface DateAnswer {
  state: DateAnswerState;
  /** With 'option': the last day (yyyy-mm-dd, Berlin) the venue holds the date. */
  optionUntil: string | null;
}

/** Where a venue's invitation stands: waiting, answered (with dates and prices) or declined as a whole. */
export const INVITE_STATUSES = ['asked', 'answered', 'declined'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** The chosen venue's reply to the booking mail. */
export const BOOKING_REPLIES = ['confirmed', 'declined'] as const;
export type BookingReply = (typeof BOOKING_REPLIES)[number];

/**
 * A planner's availability request for a company's party, as the venues read it: the date options, the group, the
 * budget and the wishes, never the company's name or contact (a venue learns those only from the booking mail).
 */
export const availabilityAsks = pgTable(
  'availability_asks',
  {
    id: id(),
    requestId: requiredRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
    dates: jsonb('dates').$type<DateOption[]>().notNull(),
    participantCount: integer('participant_count').notNull(),
    budgetPerPersonCents: integer('budget_per_person_cents'),
    wishes: text('wishes').notNull().default(''),
    plannerNote: text('planner_note').notNull().default(''),
    askedById: text('asked_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_asks_request_idx').on(t.requestId),
    check('availability_asks_dates_check', sql`jsonb_typeof(${t.dates}) = 'array' and jsonb_array_length(${t.dates}) between 1 and 3`),
    check('availability_asks_figures_check', sql`${t.participantCount} >= 1 and (${t.budgetPerPersonCents} is null or ${t.budgetPerPersonCents} >= 0)`),
  ],
);

/**
 * One venue asked within an ask: its private link (/verfuegbarkeit/{token}; only the SHA-256 is kept), its one answer
 * (changed in place until a planner takes it into the offer), and what followed: the reminder, the booking mail with
 * its reply, or the release of its option. A venue is asked once per request.
 */
export const availabilityInvites = pgTable(
  'availability_invites',
  {
    id: id(),
    askId: requiredRef(uuid('ask_id'), () => availabilityAsks.id, 'cascade'),
    requestId: requiredRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
    venueId: requiredRef(uuid('venue_id'), () => venues.id, 'cascade'),
    /** The venue's contact when it was asked: the mails of this request go there. */
    recipient: text('recipient').notNull(),
    contactName: text('contact_name').notNull().default(''),
    /** The contact's salutation when the venue was asked (venues.contact_salutation), so every mail of the request greets alike. */
    contactSalutation: text('contact_salutation').$type<Salutation>(),
    tokenNonce: text('token_nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<InviteStatus>().notNull().default('asked'),
    /** One per date option of the ask, in its order. */
    dateAnswers: jsonb('date_answers').$type<DateAnswer[]>().notNull().default([]),
    quotedLines: jsonb('quoted_lines').$type<PriceBlock[]>().notNull().default([]),
    priceNote: text('price_note').notNull().default(''),
    note: text('note').notNull().default(''),
    declineReason: text('decline_reason').notNull().default(''),
    /** Counts the answer's saves: an answer names the revision it started from, so of two sent at once one wins. */
    revision: integer('revision').notNull().default(0),
    answeredAt: at('answered_at'),
    /** A planner took the answer into the offer: from then on it stays as it is. */
    usedAt: at('used_at'),
    remindedAt: at('reminded_at'),
    /** The company accepted an offer with this venue: the booking mail went out then, to be confirmed within 48 hours. */
    bookingMailedAt: at('booking_mailed_at'),
    bookingReply: text('booking_reply').$type<BookingReply>(),
    bookingReplyReason: text('booking_reply_reason').notNull().default(''),
    bookingRepliedAt: at('booking_replied_at'),
    /** The company chose another venue (or cancelled): the venue was told its option is free. */
    releasedAt: at('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('availability_invites_token_hash_key').on(t.tokenHash),
    uniqueIndex('availability_invites_request_venue_key').on(t.requestId, t.venueId),
    index('availability_invites_venue_idx').on(t.venueId),
    index('availability_invites_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'asked' and ${t.remindedAt} is null`),
    check('availability_invites_status_check', inList('status', INVITE_STATUSES)),
    check('availability_invites_booking_reply_check', sql`${t.bookingReply} is null or ${t.bookingReply} in ('confirmed', 'declined')`),
    check('availability_invites_contact_salutation_check', inList('contact_salutation', SALUTATIONS)),
    check('availability_invites_revision_check', sql`${t.revision} >= 0`),
  ],
);
