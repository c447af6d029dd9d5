import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { at, createdAt, id, inList, keyRef, requiredRef, serialId, updatedAt } from './columns';
import { venueRequests } from './requests';

/** What became of a call: booked (upcoming, or awaiting its outcome), cancelled, or the planner's outcome. */
export const CALL_STATUSES = ['booked', 'cancelled', 'held', 'not_reached', 'moved'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** An admin who may take calls, with the private calendar feed of their calls (HMAC of the nonce, like the offers' links). */
export const callPlanners = pgTable('call_planners', {
  userId: keyRef(text('user_id'), () => user.id, 'cascade'),
  takesCalls: boolean('takes_calls').notNull().default(false),
  feedTokenNonce: text('feed_token_nonce'),
  feedTokenHash: text('feed_token_hash').unique('call_planners_feed_token_hash_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A planner's weekly hours in Berlin time: a weekday (1 = Monday … 7 = Sunday) may hold several ranges. */
export const callHours = pgTable(
  'call_hours',
  {
    id: serialId(),
    plannerId: requiredRef(text('planner_id'), () => callPlanners.userId, 'cascade'),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [
    index('call_hours_planner_idx').on(t.plannerId, t.weekday),
    check('call_hours_range_check', sql`${t.weekday} between 1 and 7 and ${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

/**
 * A Berlin date on which a planner's weekly hours do not apply: a row without minutes is a day off, rows with
 * minutes are that day's hours instead.
 */
export const callExceptions = pgTable(
  'call_exceptions',
  {
    id: serialId(),
    plannerId: requiredRef(text('planner_id'), () => callPlanners.userId, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (t) => [
    index('call_exceptions_planner_day_idx').on(t.plannerId, t.day),
    check(
      'call_exceptions_range_check',
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440)`,
    ),
  ],
);

/** The settings for everyone, in one row (the key can only be true), so the admin changes them without a deploy. */
export const callSettings = pgTable(
  'call_settings',
  {
    id: boolean('id').primaryKey().default(true),
    callMinutes: smallint('call_minutes').notNull().default(15),
    bufferMinutes: smallint('buffer_minutes').notNull().default(5),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(120),
    horizonDays: smallint('horizon_days').notNull().default(14),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'call_settings_values_check',
      sql`${t.id} and ${t.callMinutes} between 5 and 240 and ${t.bufferMinutes} between 0 and 120 and ${t.minimumNoticeMinutes} >= 0 and ${t.horizonDays} between 1 and 90`,
    ),
  ],
);

/**
 * The request's private call link (/termin/{token}): it exists before any call (the confirmation mail carries it)
 * and outlives a cancelled one. Only the SHA-256 of the token is kept; the token is the HMAC of the nonce.
 */
export const callLinks = pgTable('call_links', {
  requestId: keyRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
  tokenNonce: text('token_nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique('call_links_token_hash_key'),
  createdAt: createdAt(),
});

/**
 * A call. Two booked calls of one planner never overlap, buffer included: the exclusion constraint
 * calls_planner_no_overlap (btree_gist, added by hand in migration 0009) decides it, as drizzle cannot declare one.
 * blockedUntil is the end plus the buffer that applied when it was booked.
 */
export const calls = pgTable(
  'calls',
  {
    id: id(),
    requestId: requiredRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
    plannerId: requiredRef(text('planner_id'), () => callPlanners.userId, 'restrict'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    blockedUntil: at('blocked_until').notNull(),
    status: text('status').$type<CallStatus>().notNull().default('booked'),
    /** Up to three wished party dates (yyyy-mm-dd, Berlin). */
    wishedDates: jsonb('wished_dates').$type<string[]>().notNull().default([]),
    budgetPerPersonCents: integer('budget_per_person_cents'),
    note: text('note'),
    /** The calendar file's SEQUENCE: each move sends an update with the next one. */
    sequence: integer('sequence').notNull().default(0),
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calls_one_booked_per_request_key').on(t.requestId).where(sql`${t.status} = 'booked'`),
    index('calls_planner_starts_idx').on(t.plannerId, t.startsAt),
    check('calls_status_check', inList('status', CALL_STATUSES)),
    check('calls_times_check', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    check('calls_wishes_check', sql`jsonb_typeof(${t.wishedDates}) = 'array' and jsonb_array_length(${t.wishedDates}) <= 3`),
    check('calls_budget_check', sql`${t.budgetPerPersonCents} >= 0 and ${t.sequence} >= 0`),
  ],
);

/** Reminder mails at their time, claimed with FOR UPDATE SKIP LOCKED; dropped when the call moves or is cancelled. */
export const callReminders = pgTable(
  'call_reminders',
  {
    id: serialId(),
    callId: requiredRef(uuid('call_id'), () => calls.id, 'cascade'),
    kind: text('kind').$type<ReminderKind>().notNull(),
    dueAt: at('due_at').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'dropped'>().notNull().default('pending'),
    doneAt: at('done_at'),
  },
  (t) => [
    index('call_reminders_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('call_reminders_pending_key').on(t.callId, t.kind).where(sql`${t.status} = 'pending'`),
    check('call_reminders_kind_check', inList('kind', REMINDER_KINDS)),
    check('call_reminders_status_check', sql`${t.status} in ('pending', 'sent', 'dropped')`),
  ],
);
