import 'server-only';
import { and, eq, like, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { mailOutbox, newsletterSubscribers } from '@/db/schema';
import { queueMail } from '@/lib/mail/queue';
import { confirmationMail, NEWSLETTER_MAIL_PREFIX, welcomeMail } from './emails';
import {
  hashToken,
  isExpired,
  isWellFormedToken,
  MAIL_COPIES_KEPT_DAYS,
  newToken,
  PENDING_EXPIRY_HOURS,
  planSignup,
  type SignupPlan,
  UNSUBSCRIBED_KEPT_YEARS,
} from './rules';

const subscribers = newsletterSubscribers;

/**
 * A sign-up of a valid, normalised address: starts or refreshes the double opt-in and queues the confirmation
 * mail in the same transaction, unless the address is confirmed already or the flood rule (see planSignup)
 * holds the mail back. Returns what was done; the visitor sees the same answer in every case.
 */
export async function subscribe(db: Database, email: string, consentText: string, signature: readonly string[], now = new Date()): Promise<SignupPlan> {
  return db.transaction(async (tx) => {
    const token = newToken();
    // Each mail carries a new link (only its hash is stored), with the wording agreed to this time.
    const signup = { status: 'pending' as const, confirmTokenHash: hashToken(token), consentText, requestedAt: now, confirmationSentAt: now, confirmedAt: null, unsubscribedAt: null };
    // Insert first: of two simultaneous sign-ups of a new address one inserts, the other waits for it and finds the row.
    const [created] = await tx
      .insert(subscribers)
      .values({ email, unsubscribeToken: newToken(), confirmationMails: 1, ...signup })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    let plan: SignupPlan = 'new';
    if (!created) {
      const [stored] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
      if (!stored) throw new Error('The subscriber row vanished during the sign-up.');
      plan = planSignup(stored, now);
      if (plan === 'none') return plan;
      await tx
        .update(subscribers)
        .set({ ...signup, confirmationMails: plan === 'resend' ? stored.confirmationMails + 1 : 1 })
        .where(eq(subscribers.id, stored.id));
    }
    await queueMail(tx, confirmationMail(email, token, consentText, signature));
    return plan;
  });
}

export type ConfirmLink = { kind: 'valid'; email: string } | { kind: 'expired' } | { kind: 'invalid' };

const pendingWithToken = (token: string) => and(eq(subscribers.confirmTokenHash, hashToken(token)), eq(subscribers.status, 'pending'));

/** What the confirmation page shows for a link; a used link (its hash is cleared) counts as invalid. */
export async function confirmLinkState(db: Executor, token: string, now = new Date()): Promise<ConfirmLink> {
  if (!isWellFormedToken(token)) return { kind: 'invalid' };
  const [row] = await db.select({ email: subscribers.email, requestedAt: subscribers.requestedAt }).from(subscribers).where(pendingWithToken(token));
  if (!row) return { kind: 'invalid' };
  return isExpired(row.requestedAt, now) ? { kind: 'expired' } : { kind: 'valid', email: row.email };
}

/** Confirms a pending sign-up by its link and queues the welcome mail; an expired or unknown link changes nothing. */
export async function confirmSubscription(db: Database, token: string, signature: readonly string[], now = new Date()): Promise<ConfirmLink['kind']> {
  if (!isWellFormedToken(token)) return 'invalid';
  return db.transaction(async (tx) => {
    // Locked, so a double click confirms once and sends one welcome mail.
    const [row] = await tx.select().from(subscribers).where(pendingWithToken(token)).for('update');
    if (!row) return 'invalid';
    if (isExpired(row.requestedAt, now)) return 'expired';
    await tx.update(subscribers).set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null }).where(eq(subscribers.id, row.id));
    await queueMail(tx, welcomeMail(row, signature));
    return 'valid';
  });
}

/** The subscription an unsubscribe link belongs to, for the page that offers the button. */
export async function subscriptionByUnsubscribeToken(db: Executor, token: string) {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select({ email: subscribers.email, status: subscribers.status }).from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row;
}

/** Unsubscribes by the link of a mail (no sign-in needed: the token is the proof); a pending double opt-in ends too. */
export async function unsubscribe(db: Executor, token: string, now = new Date()): Promise<'unsubscribed' | 'already' | 'invalid'> {
  if (!isWellFormedToken(token)) return 'invalid';
  const [changed] = await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(subscribers.unsubscribeToken, token), ne(subscribers.status, 'unsubscribed')))
    .returning({ id: subscribers.id });
  if (changed) return 'unsubscribed';
  return (await subscriptionByUnsubscribeToken(db, token)) ? 'already' : 'invalid';
}

const isNewsletterMail = () => like(mailOutbox.kind, `${NEWSLETTER_MAIL_PREFIX}%`);

/** Newsletter mails in the outbox: old copies, and any whose address is no longer stored. */
function staleNewsletterMails(db: Executor) {
  return and(
    isNewsletterMail(),
    or(
      lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${MAIL_COPIES_KEPT_DAYS})`),
      notExists(db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, mailOutbox.recipient))),
    ),
  );
}

/**
 * The daily clean-up the privacy policy promises: unconfirmed sign-ups after their link expired, the proof of
 * unsubscribed addresses after the limitation period, and the copies of newsletter mails.
 */
export async function pruneNewsletter(db: Database) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(subscribers)
      .where(and(eq(subscribers.status, 'pending'), lt(subscribers.requestedAt, sql`now() - make_interval(hours => ${PENDING_EXPIRY_HOURS})`)))
      .returning({ id: subscribers.id });
    const lapsed = await tx
      .delete(subscribers)
      .where(and(eq(subscribers.status, 'unsubscribed'), lt(subscribers.unsubscribedAt, sql`now() - make_interval(years => ${UNSUBSCRIBED_KEPT_YEARS})`)))
      .returning({ id: subscribers.id });
    const mails = await tx.delete(mailOutbox).where(staleNewsletterMails(tx)).returning({ id: mailOutbox.id });
    return { expiredSignups: expired.length, lapsedUnsubscribes: lapsed.length, newsletterMails: mails.length };
  });
}

/** Erasure on request (Art. 17 DSGVO): the address and every newsletter mail to it; false when there is none. */
export async function eraseSubscriber(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ email: subscribers.email });
    if (!deleted) return false;
    await tx.delete(mailOutbox).where(and(isNewsletterMail(), eq(mailOutbox.recipient, deleted.email)));
    return true;
  });
}
