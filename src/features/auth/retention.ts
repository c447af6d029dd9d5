import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimit, session, verification } from '@/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes expired sessions and links, and sign-in counters (client addresses) older than a day, as the privacy policy says. */
export async function pruneAuthData(db: Database) {
  const counters = await db.delete(rateLimit).where(lt(rateLimit.lastRequest, Date.now() - DAY_MS)).returning({ id: rateLimit.id });
  const sessions = await db.delete(session).where(lt(session.expiresAt, sql`now()`)).returning({ id: session.id });
  const links = await db.delete(verification).where(lt(verification.expiresAt, sql`now()`)).returning({ id: verification.id });
  return { signInCounters: counters.length, sessions: sessions.length, links: links.length };
}
