import '@/lib/zod-jitless';
import { createHash, randomBytes } from 'node:crypto';
import { pipe, regex, string, transform } from 'zod/mini';
import type { SubscriberStatus } from '@/db/schema/newsletter';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/lib/email';
import { oneLineText } from '@/lib/one-line';
import { SIGNUP_MESSAGES } from './texts';

/** An unconfirmed sign-up (and its link) expires this long after it was requested (again); the daily prune then deletes it. */
export const PENDING_EXPIRY_HOURS = 48;
/** Repeated sign-ups of one address: at most one confirmation mail in this many minutes … */
export const RESEND_INTERVAL_MINUTES = 10;
/** … and at most this many for one pending sign-up. */
export const MAX_CONFIRMATION_MAILS = 3;
/** After unsubscribing, the proof of consent and revocation is kept this long (the regular limitation period, § 195 BGB). */
export const UNSUBSCRIBED_KEPT_YEARS = 3;
/** Copies of newsletter mails stay in the outbox this long. */
export const MAIL_COPIES_KEPT_DAYS = 30;

const HOUR_MS = 3_600_000;

/** The address as stored: trimmed and lower case, so one mailbox is one row however it was typed. */
const emailSchema = pipe(
  oneLineText({ broken: SIGNUP_MESSAGES.emailInvalid, max: MAX_EMAIL_LENGTH, required: SIGNUP_MESSAGES.emailRequired, tooLong: SIGNUP_MESSAGES.emailInvalid }),
  pipe(
    transform((value: string) => value.toLowerCase()),
    string().check(regex(EMAIL_PATTERN, SIGNUP_MESSAGES.emailInvalid)),
  ),
);

export function parseEmail(value: unknown): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? { ok: true, email: parsed.data } : { ok: false, message: parsed.error.issues[0].message };
}

/** Tokens of the confirmation and unsubscribe links: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a string from a URL can be one of our tokens (anything else is refused without a database look-up). */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The stored form of a confirmation token: a database leak does not hand out working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isExpired(requestedAt: Date, now: Date): boolean {
  return now.getTime() - requestedAt.getTime() >= PENDING_EXPIRY_HOURS * HOUR_MS;
}

/** Whether another confirmation mail may go to a pending sign-up that has had `mailsSent`, the last at `lastSentAt`. */
export function mayResendConfirmation(lastSentAt: Date | null, mailsSent: number, now: Date): boolean {
  return mailsSent < MAX_CONFIRMATION_MAILS && !sentRecently(lastSentAt, now);
}

function sentRecently(lastSentAt: Date | null, now: Date): boolean {
  return lastSentAt !== null && now.getTime() - lastSentAt.getTime() < RESEND_INTERVAL_MINUTES * 60_000;
}

export interface StoredSignup {
  status: SubscriberStatus;
  requestedAt: Date;
  confirmationSentAt: Date | null;
  confirmationMails: number;
}

/**
 * What a sign-up does to the address's row:
 * - new: no row yet, a pending one is made and the confirmation mail sent;
 * - restart: unsubscribed or expired, a new double opt-in starts (the mail count starts over);
 * - resend: still pending, a new link is sent while the flood rule allows;
 * - none: confirmed already, or the flood rule says no: nothing changes and no mail goes out.
 */
export type SignupPlan = 'new' | 'restart' | 'resend' | 'none';

export function planSignup(stored: StoredSignup | undefined, now: Date): SignupPlan {
  if (!stored) return 'new';
  if (stored.status === 'confirmed') return 'none';
  if (stored.status === 'unsubscribed' || isExpired(stored.requestedAt, now)) return sentRecently(stored.confirmationSentAt, now) ? 'none' : 'restart';
  return mayResendConfirmation(stored.confirmationSentAt, stored.confirmationMails, now) ? 'resend' : 'none';
}
