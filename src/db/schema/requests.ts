import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { at, createdAt, id, inList, requiredRef, serialId } from './columns';
import { bytea } from './images';
import { venues } from './venues';
import { type Salutation, SALUTATIONS } from '@/lib/salutation';


/** The inbox's states of a request, in the order the team works through them. */
export const REQUEST_STATUSES = ['neu', 'in_bearbeitung', 'angebot_gesendet', 'angebot_angenommen', 'gebucht', 'abgesagt'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];


/** What a history entry records: a status change (with its note), or a step of the offer or of the call. */
export const REQUEST_EVENTS = ['status', 'offer_published', 'offer_viewed', 'offer_question', 'offer_accepted', 'call_booked', 'call_moved', 'call_cancelled', 'call_outcome', 'invoice_issued', 'invoice_sent', 'invoice_paid', 'invoice_cancelled', 'availability_asked', 'venue_booking_confirmed', 'venue_booking_declined'] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

export const venueRequests = pgTable(
  'venue_requests',
  {
    id: id(),
    submissionToken: text('submission_token').notNull(),
    cityId: text('city_id'),
    cityName: text('city_name').notNull(),
    citySelection: text('city_selection').notNull(),
    customCity: text('custom_city'),
    participantCount: integer('participant_count').notNull(),
    /** The package the company chose in the form, if any. */
    package: text('package').$type<'basis' | 'premium' | 'enterprise'>(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** How the contact wants to be addressed, if they said (the form's second step). */
    salutation: text('salutation').$type<Salutation>(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    sourcePage: text('source_page'),
    /** The venue whose public page the request came from: the company's wish, shown in the inbox. */
    wishedVenueId: uuid('wished_venue_id').references((): AnyPgColumn => venues.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    status: text('status').$type<RequestStatus>().notNull().default('neu'),
    /** A venue answered, declined, confirmed or refused the booking since a planner last opened the request: the inbox marks it. */
    venueNewsAt: at('venue_news_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venue_requests_submission_token_key').on(t.submissionToken),
    index('venue_requests_created_at_idx').on(t.createdAt),
    check('venue_requests_salutation_check', inList('salutation', SALUTATIONS)),
    check('venue_requests_package_check', sql`${t.package} in ('basis', 'premium', 'enterprise')`),
    check('venue_requests_status_check', inList('status', REQUEST_STATUSES)),
    index('venue_requests_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The same words as the text, in the branded HTML layout (null in mails queued before it existed). */
    htmlBody: text('html_body'),
    replyTo: text('reply_to'),
    /** Extra mail headers, e.g. List-Unsubscribe on mails to newsletter subscribers. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    requestId: uuid('request_id').references(() => venueRequests.id, { onDelete: 'set null' }),
    /** The mail carries a link that signs its reader in or sets a password: hidden in the admin, its body dropped once sent. */
    secretLink: boolean('secret_link').notNull().default(false),
    /** Sent at the word of whoever typed the address (a request's confirmation, a call's mails): counts toward the address's hourly cap. */
    capped: boolean('capped').notNull().default(false),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_request_idx').on(t.requestId),
    // The cap counts an address's capped mails of the last hour.
    index('mail_outbox_capped_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt).where(sql`${t.capped}`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The request's one history: every status change (or note) and every step of its offer, with who (a planner's
 * e-mail, or "Kunde" for the company's own actions) and when. An event that leaves the status as it was has
 * fromStatus = toStatus.
 */
export const requestStatusChanges = pgTable(
  'request_status_changes',
  {
    id: serialId(),
    requestId: requiredRef(uuid('request_id'), () => venueRequests.id, 'cascade'),
    event: text('event').$type<RequestEvent>().notNull().default('status'),
    fromStatus: text('from_status').$type<RequestStatus>().notNull(),
    toStatus: text('to_status').$type<RequestStatus>().notNull(),
    note: text('note'),
    changedById: text('changed_by_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as text, so the history still names a person whose account was removed. */
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('request_status_changes_request_idx').on(t.requestId, t.changedAt),
    // The overview reads the history of a period's requests: entries before the period are skipped by time.
    index('request_status_changes_changed_at_idx').on(t.changedAt),
    check('request_status_changes_event_check', inList('event', REQUEST_EVENTS)),
  ],
);

/** Files a queued mail carries (the offer as PDF); deleted once the mail is sent, as they can be made again. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serialId(),
    mailId: requiredRef(integer('mail_id'), () => mailOutbox.id, 'cascade'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
