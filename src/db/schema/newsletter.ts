import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Newsletter addresses with double opt-in: an address is subscribed only once its owner confirmed the link
 * sent to it. The consent's wording and times are kept as proof.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Lower case, so one address is one row however it was typed. */
    email: text('email').notNull().unique(),
    status: text('status').$type<SubscriberStatus>().notNull().default('pending'),
    /** SHA-256 of the token in the confirmation link; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** The token of the unsubscribe link in every mail to the subscriber (it can only unsubscribe). */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** The consent text the address agreed to, word for word, and when. */
    consentText: text('consent_text').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    /** The last confirmation mail and how many were sent for this sign-up (repeated sign-ups send no flood). */
    confirmationSentAt: at('confirmation_sent_at'),
    confirmationMails: integer('confirmation_mails').notNull().default(0),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletter_subscribers_status_idx').on(t.status, t.requestedAt),
    check('newsletter_subscribers_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check('newsletter_subscribers_email_check', sql`${t.email} = lower(${t.email}) and position('@' in ${t.email}) > 1`),
    check('newsletter_subscribers_confirmed_check', sql`${t.status} <> 'confirmed' or ${t.confirmedAt} is not null`),
  ],
);
