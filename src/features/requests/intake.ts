import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf, type Transaction } from '@/db/client';
import { StatementError } from '@/db/errors';
import { mailLocaleOf } from '@/features/auth/user-queries';
import { publicVenueIdOf } from '@/features/venues/public-queries';
import { venueNamesOf } from '@/features/venues/queries';
import { callLinks, mailOutbox, rateLimitHits, venueRequests } from '@/db/schema';
import { hashToken, newNonce } from '@/lib/link-tokens';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { logHeldBack, recipientHasRoom } from '@/lib/mail/queue';
import { withoutControlCharacters } from '@/lib/text';
// The call link is the request's (./tokens.ts, ./call-link-queries.ts, ./paths.ts): calls builds on it, so intake imports nothing of calls.
import { callLinkOf } from './call-link-queries';
import { confirmationMail, notificationMail } from './emails';
import { callPagePath } from './paths';
import { resolveCity } from './resolve-city';
import type { FieldErrors } from './fields';
import { requestSchema, validate, type VenueRequestInput } from './schema';
import { callLinkToken } from './tokens';

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
  /** The team's address: gets the notification, and is the Reply-To of the confirmation. */
  leadNotifyEmail: string;
  /** Closing block of the confirmation mail (the operator's details). */
  signature: readonly string[];
  rateLimit: number;
  rateWindowSeconds: number;
  /** The site's address and the server secret: the confirmation mail carries the request's call link (/termin/{token}). */
  siteUrl: string;
  secret: string;
}

export type IntakeResult =
  /** `callToken`: the request's call link, for booking the call on /thanks. */
  | { kind: 'accepted'; id: string; cityId: string | null; cityName: string; duplicate: boolean; callToken: string }
  | { kind: 'invalid'; errors: FieldErrors }
  /** `firstInWindow`: the client's first refused request in this window (logged; the others are not). */
  | { kind: 'rate-limited'; firstInWindow: boolean }
  | { kind: 'dropped'; cityId: string | null; cityName: string };

export const SUBMISSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

interface StoredRow {
  id: string;
  city_id: string | null;
  city_name: string;
}

async function findByToken(db: Executor, token: string) {
  const [row] = await db
    .select({ id: venueRequests.id, cityId: venueRequests.cityId, cityName: venueRequests.cityName })
    .from(venueRequests)
    .where(eq(venueRequests.submissionToken, token));
  return row;
}

interface NewRequest {
  id: string;
  submissionToken: string;
  createdAt: Date;
  cityId: string | null;
  cityName: string;
  input: VenueRequestInput;
  wishedVenueId: string | null;
  sourcePage: string | null;
  userAgent: string | null;
  mails: OutgoingMail[];
  callLink: { nonce: string; hash: string };
}

/**
 * Stores a request and its mails in one statement, which PostgreSQL runs atomically: either the request
 * arrives with all of its mails or nothing changes. In order, the statement
 * - looks for an earlier request with the same token (a retry is answered with that request and not counted),
 * - counts the hit in the client's rate-limit window (a window older than the limit's length starts over),
 * - inserts the request only while the client is within the limit (a concurrent twin loses on the unique token),
 * - inserts the mails and the call link only for an inserted request.
 * One statement instead of several keeps the embedded database fast (it serves one query at a time); its one companion
 * is the count of the confirmation's address before it (storeWithConfirmationCap).
 */
async function storeRequest(db: Executor, request: NewRequest, clientKey: string, settings: IntakeSettings) {
  const { input } = request;
  const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${settings.rateWindowSeconds})`;
  const mailRows = sql.join(
    request.mails.map((mail) => sql`(${mail.kind}, ${mail.recipient}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.textBody}, ${mail.htmlBody ?? null}, ${mail.secretLink ?? false}::boolean, ${mail.capped ?? false}::boolean)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with earlier as (
      select id, city_id, city_name from ${venueRequests} where submission_token = ${request.submissionToken}
    ), hit as (
      insert into ${rateLimitHits} (key, window_start, hits)
      select ${clientKey}, now(), 1 where not exists (select 1 from earlier)
      on conflict (key) do update set
        hits = case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end,
        window_start = case when ${expired} then now() else ${rateLimitHits.windowStart} end
      returning hits
    ), inserted as (
      insert into ${venueRequests} (id, submission_token, city_id, city_name, city_selection, custom_city, participant_count, package,
        company_name, contact_name, salutation, email, phone, source_page, user_agent, created_at, wished_venue_id)
      select ${request.id}, ${request.submissionToken}, ${request.cityId}, ${request.cityName}, ${input.city}, ${input.customCity || null},
        ${input.participantCount}, ${input.package}, ${input.companyName}, ${input.contactName}, ${input.salutation}, ${input.email}, ${input.phone},
        ${request.sourcePage}, ${request.userAgent}, ${request.createdAt.toISOString()}, ${request.wishedVenueId}::uuid
      from hit where hit.hits <= ${settings.rateLimit}
      on conflict (submission_token) do nothing
      returning id, city_id, city_name
    ), queued as (
      insert into ${mailOutbox} (kind, recipient, reply_to, subject, text_body, html_body, secret_link, capped, request_id)
      select mail.kind, mail.recipient, mail.reply_to, mail.subject, mail.text_body, mail.html_body, mail.secret_link, mail.capped, inserted.id
      from inserted cross join (values ${mailRows}) as mail (kind, recipient, reply_to, subject, text_body, html_body, secret_link, capped)
    ), linked as (
      insert into ${callLinks} (request_id, token_nonce, token_hash)
      select inserted.id, ${request.callLink.nonce}, ${request.callLink.hash} from inserted
    )
    select
      (select row_to_json(inserted) from inserted) as inserted,
      (select row_to_json(earlier) from earlier) as earlier,
      (select hits from hit) as hits`);
  const [row] = rowsOf<{ inserted: StoredRow | null; earlier: StoredRow | null; hits: number | null }>(result);
  return row;
}

/**
 * Stores the request as storeRequest does, in a transaction that first asks whether the company's address may get
 * one more confirmation this hour (lib/mail/queue.ts, under the address's lock): if not, the request and the team's
 * mail are stored all the same, and only the confirmation is held back (logged). A lead is never lost to the cap.
 */
async function storeWithConfirmationCap(db: Database, request: NewRequest, clientKey: string, settings: IntakeSettings) {
  return db.transaction(async (tx: Transaction) => {
    const room = await recipientHasRoom(tx, request.input.email);
    const outcome = await storeRequest(tx, room ? request : { ...request, mails: request.mails.filter((mail) => !mail.capped) }, clientKey, settings);
    if (!room && outcome.inserted) for (const mail of request.mails.filter((held) => held.capped)) logHeldBack(mail);
    return outcome;
  });
}

/**
 * The venue a request names as its wish (from a venue's public page), when it is public in the request's city;
 * otherwise none: a stale page, another city's venue or a made-up id is dropped, never refused.
 */
async function confirmedWish(db: Database, cityId: string | null, venueId: string | null): Promise<{ id: string; name: string } | null> {
  if (!cityId || !venueId) return null;
  const id = await publicVenueIdOf(db, cityId, venueId);
  const name = id ? (await venueNamesOf(db, [id])).get(id) : undefined;
  return id && name ? { id, name } : null;
}

/**
 * The one way a request enters the system (form and API): validate, then store the request and its two
 * mails unless the client is over its rate limit. A token seen before returns the stored request instead of a second one.
 */
export async function submitVenueRequest(db: Database, input: unknown, meta: IntakeMeta, settings: IntakeSettings): Promise<IntakeResult> {
  const checked = validate(requestSchema, input);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const data = checked.data;
  const city = resolveCity(data.city, data.customCity);
  if (meta.honeypot) return { kind: 'dropped', cityId: city.id, cityName: city.name };
  const wishedVenue = await confirmedWish(db, city.id, data.wunschLocation);

  const request = {
    id: randomUUID(),
    submissionToken: meta.submissionToken,
    createdAt: new Date(),
    cityId: city.id,
    cityName: city.name,
    input: data,
    wishedVenueId: wishedVenue?.id ?? null,
    sourcePage: meta.sourcePage ? withoutControlCharacters(meta.sourcePage).slice(0, 500) : null,
    userAgent: meta.userAgent ? withoutControlCharacters(meta.userAgent).slice(0, 500) : null,
  };
  const stored = { ...data, ...request, wishedVenue };
  const nonce = newNonce();
  const callToken = callLinkToken(settings.secret, nonce);
  const callLink = { url: `${settings.siteUrl}${callPagePath(callToken)}` };
  const mails = [notificationMail(stored, settings.leadNotifyEmail, await mailLocaleOf(db, settings.leadNotifyEmail)), confirmationMail(stored, settings.leadNotifyEmail, settings.signature, callLink)];
  let outcome;
  try {
    outcome = await storeWithConfirmationCap(db, { ...request, mails, callLink: { nonce, hash: hashToken(callToken) } }, meta.clientKey, settings);
  } catch (err) {
    throw new StatementError('store-venue-request', err, request.id);
  }
  // A retry of an earlier request gets that request's call link.
  const accepted = async (row: { id: string; cityId: string | null; cityName: string }, duplicate: boolean) => ({
    kind: 'accepted' as const,
    ...row,
    duplicate,
    callToken: duplicate ? await callLinkOf(db, row.id, settings.secret) : callToken,
  });
  const fromRow = (row: StoredRow) => ({ id: row.id, cityId: row.city_id, cityName: row.city_name });

  if (outcome.inserted) return accepted(fromRow(outcome.inserted), false);
  if (outcome.earlier) return accepted(fromRow(outcome.earlier), true);
  if (outcome.hits !== null && outcome.hits > settings.rateLimit) return { kind: 'rate-limited', firstInWindow: outcome.hits === settings.rateLimit + 1 };
  // A concurrent submission with the same token was inserted between our look-up and our insert.
  const twin = await findByToken(db, meta.submissionToken);
  if (twin) return accepted(twin, true);
  throw new Error('The request was neither stored nor found by its token.');
}
