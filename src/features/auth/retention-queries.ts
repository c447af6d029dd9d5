import 'server-only';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { mailOutbox, rateLimit, session, user, verification } from '@/db/schema';
import { ADMIN_ROLE } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A sign-up whose address is not confirmed by then is deleted (its link has long expired). */
const UNCONFIRMED_SIGN_UP_HOURS = 48;

/**
 * Deletes expired sessions and links, sign-in counters (client addresses) older than a day, account mails (their
 * links expire within the hour) after a day, and sign-ups never confirmed after two days, as the privacy policy says.
 */
export async function pruneAuthData(db: Database) {
  const counters = await db.delete(rateLimit).where(lt(rateLimit.lastRequest, Date.now() - DAY_MS)).returning({ id: rateLimit.id });
  const sessions = await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id });
  const links = await db.delete(verification).where(lt(verification.expiresAt, sql`now()`)).returning({ id: verification.id });
  const accountMails = await db
    .delete(mailOutbox)
    .where(and(or(eq(mailOutbox.secretLink, true), eq(mailOutbox.kind, 'account-exists')), lt(mailOutbox.createdAt, sql`now() - interval '1 day'`)))
    .returning({ id: mailOutbox.id });
  const unconfirmed = await db
    .delete(user)
    .where(and(eq(user.emailVerified, false), ne(user.role, ADMIN_ROLE), lt(user.createdAt, sql`now() - make_interval(hours => ${UNCONFIRMED_SIGN_UP_HOURS})`)))
    .returning({ id: user.id });
  return { signInCounters: counters.length, sessions: sessions.length, links: links.length, accountMails: accountMails.length, unconfirmedSignUps: unconfirmed.length };
}
