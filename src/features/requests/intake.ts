import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import { rateLimitHits, venueRequests } from '@/db/schema';
import { enqueueMails } from '@/lib/mail/outbox';
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

class RateLimited extends Error {}

/** Counts one request for the client in a fixed window; true while the client is within the limit. */
async function withinRateLimit(tx: Executor, key: string, { rateLimit, rateWindowSeconds }: IntakeSettings): Promise<boolean> {
  const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${rateWindowSeconds})`;
  const [row] = await tx
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
  return row.hits <= rateLimit;
}

async function findByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: venueRequests.id, cityId: venueRequests.cityId, cityName: venueRequests.cityName })
    .from(venueRequests)
    .where(eq(venueRequests.submissionToken, token));
  return row;
}

/**
 * The one way a request enters the system (form and API): validate, de-duplicate by token,
 * rate-limit per client, then store the request and its two mails in one transaction.
 */
export async function submitVenueRequest(db: Database, input: unknown, meta: IntakeMeta, settings: IntakeSettings): Promise<IntakeResult> {
  const checked = validate(requestSchema, input);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const data = checked.data;
  const city = resolveCity(data.city, data.customCity);
  if (meta.honeypot) return { kind: 'dropped', cityId: city.id, cityName: city.name };

  const existing = await findByToken(db, meta.submissionToken);
  if (existing) return { kind: 'accepted', ...existing, duplicate: true };

  try {
    return await db.transaction(async (tx) => {
      if (!(await withinRateLimit(tx, meta.clientKey, settings))) throw new RateLimited();
      const [row] = await tx
        .insert(venueRequests)
        .values({
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
          sourcePage: meta.sourcePage?.slice(0, 500) ?? null,
          userAgent: meta.userAgent?.slice(0, 500) ?? null,
        })
        .onConflictDoNothing({ target: venueRequests.submissionToken })
        .returning({ id: venueRequests.id, createdAt: venueRequests.createdAt });
      if (!row) {
        // A concurrent submission with the same token won; its transaction owns the mails.
        tx.rollback();
      }
      const stored = { ...data, id: row.id, cityName: city.name, sourcePage: meta.sourcePage ?? null, createdAt: row.createdAt };
      await enqueueMails(tx, [notificationMail(stored, settings.leadNotifyEmail), confirmationMail(stored)]);
      return { kind: 'accepted' as const, id: row.id, cityId: city.id, cityName: city.name, duplicate: false };
    });
  } catch (err) {
    if (err instanceof RateLimited) return { kind: 'rate-limited' };
    const winner = await findByToken(db, meta.submissionToken);
    if (winner) return { kind: 'accepted', ...winner, duplicate: true };
    throw err;
  }
}
