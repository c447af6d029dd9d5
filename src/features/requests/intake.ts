import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { mailOutbox, rateLimitHits, venueRequests } from '@/db/schema';
import { confirmationMail, notificationMail } from './emails';
import { resolveCity } from './resolve-city';
import type { FieldErrors } from './fields';
import { requestSchema, validate } from './schema';

export interface IntakeMeta {
  /** One per rendered form: the same token twice means the same request. */
  submissionToken: string;
  /** Who is asking, for the rate limit (client address). */
  clientKey: string;
  sourcePage?: string | null;
  userAgent?: string | null;
  /** Filled only by bots: answer as if accepted, store nothing. */
  honeypot?: string | null;
}

export interface IntakeSettings {
  leadNotifyEmail: string;
  rateLimit: number;
  rateWindowSeconds: number;
}

export type IntakeResult =
  | { kind: 'accepted'; id: string; cityId: string | null; cityName: string; duplicate: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate-limited' }
  | { kind: 'dropped'; cityId: string | null; cityName: string };

export const SUBMISSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Counts one request for the client in a fixed window; returns the client's hit count in the window. */
function countRateLimitHit(tx: Executor, key: string, { rateWindowSeconds }: IntakeSettings) {
  const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${rateWindowSeconds})`;
  return tx
    .insert(rateLimitHits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits });
}

async function findByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: venueRequests.id, cityId: venueRequests.cityId, cityName: venueRequests.cityName })
    .from(venueRequests)
    .where(eq(venueRequests.submissionToken, token));
  return row;
}

/** Rolls the transaction back without an error reaching the caller. */
class Refused extends Error {
  constructor(readonly reason: 'rate-limited' | 'duplicate') {
    super(reason);
  }
}

/**
 * The one way a request enters the system (form and API): validate, rate-limit per client, then store
 * the request and its two mails. A token seen before returns the stored request instead of a second one.
 *
 * Rate limit, request and mails go to the database as one statement (three data-modifying CTEs) inside a
 * transaction: every request arrives with all of its mails or not at all, and the embedded database pays
 * for one statement instead of four.
 */
export async function submitVenueRequest(db: Database, input: unknown, meta: IntakeMeta, settings: IntakeSettings): Promise<IntakeResult> {
  const checked = validate(requestSchema, input);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const data = checked.data;
  const city = resolveCity(data.city, data.customCity);
  if (meta.honeypot) return { kind: 'dropped', cityId: city.id, cityName: city.name };

  const stored = { ...data, id: randomUUID(), cityName: city.name, sourcePage: meta.sourcePage?.slice(0, 500) ?? null, createdAt: new Date() };
  const mails = [notificationMail(stored, settings.leadNotifyEmail), confirmationMail(stored)];
  try {
    await db.transaction(async (tx) => {
      const hit = tx.$with('hit').as(countRateLimitHit(tx, meta.clientKey, settings));
      const inserted = tx.$with('inserted').as(
        tx
          .insert(venueRequests)
          .values({
            id: stored.id,
            submissionToken: meta.submissionToken,
            cityId: city.id,
            cityName: city.name,
            citySelection: data.city,
            customCity: data.customCity || null,
            participantCount: data.participantCount,
            companyName: data.companyName,
            contactName: data.contactName,
            email: data.email,
            phone: data.phone,
            sourcePage: stored.sourcePage,
            userAgent: meta.userAgent?.slice(0, 500) ?? null,
            createdAt: stored.createdAt,
          })
          .onConflictDoNothing({ target: venueRequests.submissionToken })
          .returning({ id: venueRequests.id }),
      );
      const queued = tx.$with('queued').as(tx.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id }));
      const [outcome] = await tx
        .with(hit, inserted, queued)
        .select({ hits: hit.hits, stored: sql<number>`(select count(*) from ${inserted})::int` })
        .from(hit);
      if (!outcome.stored) throw new Refused('duplicate');
      if (outcome.hits > settings.rateLimit) throw new Refused('rate-limited');
    });
    return { kind: 'accepted', id: stored.id, cityId: city.id, cityName: city.name, duplicate: false };
  } catch (err) {
    if (err instanceof Refused && err.reason === 'rate-limited') return { kind: 'rate-limited' };
    // Same token as an earlier or concurrent submission (reload, double click, retry): the request insert did
    // nothing, so the mails' foreign key failed the statement and everything rolled back. The earlier request stands.
    const earlier = await findByToken(db, meta.submissionToken);
    if (earlier) return { kind: 'accepted', ...earlier, duplicate: true };
    throw err;
  }
}
