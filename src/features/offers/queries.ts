import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '@/db/client';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode, UNIQUE_VIOLATION } from '@/db/errors';
import { type BillingAddress, type OfferDraft, type OfferSnapshot, offerAcceptances, offers, offerVenueUses, offerVersionImages, offerVersions, venueRequests } from '@/db/schema';
import { CUSTOMER, recordHistory } from '@/features/requests/history-queries';
import { hashToken, isTokenShaped, newNonce, offerToken } from './tokens';

export type OfferRow = typeof offers.$inferSelect;
export type OfferVersionRow = typeof offerVersions.$inferSelect;
export type OfferAcceptanceRow = typeof offerAcceptances.$inferSelect;

/** The request's offer with every published version (newest first) and the acceptance, if any. */
export async function offerOfRequest(db: Executor, requestId: string) {
  const [offer] = await db.select().from(offers).where(eq(offers.requestId, requestId));
  if (!offer) return undefined;
  const [versions, [acceptance]] = await Promise.all([
    db.select().from(offerVersions).where(eq(offerVersions.offerId, offer.id)).orderBy(desc(offerVersions.version)),
    db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.id)),
  ]);
  return { offer, versions, acceptance };
}

/** The request's offer, made with this first draft if it has none yet (two planners starting at once get the same one). */
export async function ensureOffer(db: Executor, requestId: string, firstDraft: OfferDraft): Promise<OfferRow> {
  await db.insert(offers).values({ requestId, draft: firstDraft }).onConflictDoNothing({ target: offers.requestId });
  const [offer] = await db.select().from(offers).where(eq(offers.requestId, requestId));
  return offer;
}

async function markVenuesUsed(tx: Executor, offerId: string, venueIds: readonly string[]): Promise<void> {
  const ids = [...new Set(venueIds)];
  if (ids.length) await tx.insert(offerVenueUses).values(ids.map((venueId) => ({ offerId, venueId }))).onConflictDoNothing();
}

export type SaveOutcome = { ok: true; revision: number } | { ok: false; reason: 'stale' | 'missing' | 'unknown-venue' };

/**
 * Saves the draft if nobody saved since `expectedRevision` (the revision the planner's form was opened with):
 * the second of two planners editing at once is refused instead of overwriting the first. Given a use case's
 * transaction, it saves in a savepoint of it, so a refused save leaves the rest of the transaction usable.
 */
export async function saveDraft(db: Executor, change: { offerId: string; expectedRevision: number; draft: OfferDraft; venueIds: readonly string[] }): Promise<SaveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(offers)
        .set({ draft: change.draft, revision: sql`${offers.revision} + 1` })
        .where(and(eq(offers.id, change.offerId), eq(offers.revision, change.expectedRevision)))
        .returning({ revision: offers.revision });
      if (!saved) {
        const [exists] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, change.offerId));
        return { ok: false, reason: exists ? 'stale' : 'missing' } as const;
      }
      await markVenuesUsed(tx, change.offerId, change.venueIds);
      return { ok: true, revision: saved.revision } as const;
    });
  } catch (err) {
    if (postgresErrorCode(err) === FOREIGN_KEY_VIOLATION) return { ok: false, reason: 'unknown-venue' };
    throw err;
  }
}

export interface Published {
  versionId: string;
  version: number;
  /** The private link's token, to be written into the mail; never logged, never stored. */
  token: string;
  requestId: string;
}

export type PublishOutcome = { ok: true; published: Published } | { ok: false; reason: 'stale' | 'missing' | 'accepted' };

/**
 * Freezes a new version of the offer (the snapshot, what changed, the images it shows) and moves the request to
 * 'angebot_gesendet' with a history entry, in the caller's transaction, which queues the mail: the version, the
 * status and the mail are saved together or not at all. Refused when the draft was saved by
 * someone else since `expectedRevision`, or once the company has accepted.
 */
export async function publishVersion(
  tx: Transaction,
  input: {
    offerId: string;
    expectedRevision: number;
    snapshot: OfferSnapshot;
    changes: string[];
    byEmail: string;
    byId?: string | null;
    secret: string;
    /** The draft as published, saved with the version (the revision then counts up), so the builder shows what went out. */
    draft?: OfferDraft;
  },
): Promise<PublishOutcome> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, input.offerId)).for('update');
  if (!offer) return { ok: false, reason: 'missing' } as const;
  if (offer.revision !== input.expectedRevision) return { ok: false, reason: 'stale' } as const;
  const [accepted] = await tx.select({ id: offerAcceptances.id }).from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.id));
  if (accepted) return { ok: false, reason: 'accepted' } as const;
  const version = offer.publishedVersion + 1;
  // A revoked link stays dead: the next publication makes a new one.
  const nonce = offer.tokenNonce && !offer.tokenRevokedAt ? offer.tokenNonce : newNonce();
  const token = offerToken(input.secret, nonce);
  const [row] = await tx
    .insert(offerVersions)
    .values({ offerId: offer.id, version, snapshot: input.snapshot, changes: input.changes, publishedByEmail: input.byEmail })
    .returning({ id: offerVersions.id });
  // The planner's portrait too: the version shows it as it was when published, after a new photo replaced it.
  const imageIds = [...new Set([...input.snapshot.options.flatMap((option) => option.venue.imageIds), ...(input.snapshot.planner.photoImageId ? [input.snapshot.planner.photoImageId] : [])])];
  if (imageIds.length) await tx.insert(offerVersionImages).values(imageIds.map((imageId) => ({ versionId: row.id, imageId })));
  await markVenuesUsed(tx, offer.id, input.snapshot.options.map((option) => option.venue.id));
  await tx
    .update(offers)
    .set({
      publishedVersion: version,
      tokenNonce: nonce,
      tokenHash: hashToken(token),
      tokenRevokedAt: null,
      ...(input.draft ? { draft: input.draft, revision: sql`${offers.revision} + 1` } : {}),
    })
    .where(eq(offers.id, offer.id));
  await recordHistory(tx, { requestId: offer.requestId, event: 'offer_published', status: 'angebot_gesendet', note: `Version ${version}`, byEmail: input.byEmail, byId: input.byId });
  return { ok: true, published: { versionId: row.id, version, token, requestId: offer.requestId } } as const;
}

/** The link of an offer that has one (for the mail about a revised version or an acceptance); never logged. */
export function linkTokenOf(offer: Pick<OfferRow, 'tokenNonce'>, secret: string): string | undefined {
  return offer.tokenNonce ? offerToken(secret, offer.tokenNonce) : undefined;
}

export type OfferByToken =
  | { kind: 'unknown' }
  | { kind: 'revoked' }
  | {
      kind: 'found';
      offer: OfferRow;
      version: OfferVersionRow;
      request: typeof venueRequests.$inferSelect;
      acceptance: OfferAcceptanceRow | undefined;
    };

/** What a private link opens: the newest published version with its request and acceptance. */
export async function offerByToken(db: Executor, token: string): Promise<OfferByToken> {
  if (!isTokenShaped(token)) return { kind: 'unknown' };
  const [offer] = await db.select().from(offers).where(eq(offers.tokenHash, hashToken(token)));
  if (!offer || offer.publishedVersion === 0) return { kind: 'unknown' };
  if (offer.tokenRevokedAt) return { kind: 'revoked' };
  const [[version], [request], [acceptance]] = await Promise.all([
    db.select().from(offerVersions).where(and(eq(offerVersions.offerId, offer.id), eq(offerVersions.version, offer.publishedVersion))),
    db.select().from(venueRequests).where(eq(venueRequests.id, offer.requestId)),
    db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.id)),
  ]);
  return { kind: 'found', offer, version, request, acceptance };
}

/** The published versions of an offer, oldest first (the planner's list and its changes). */
export function versionsOf(db: Executor, offerId: string) {
  return db.select().from(offerVersions).where(eq(offerVersions.offerId, offerId)).orderBy(asc(offerVersions.version));
}

/** Records the first time the company opened its page (a time, no address); later visits change nothing. */
export async function recordFirstView(db: Database, offer: Pick<OfferRow, 'id' | 'requestId' | 'firstViewedAt'>): Promise<void> {
  // Every later view skips the write; of two first views at once, the update's condition lets one through.
  if (offer.firstViewedAt) return;
  await db.transaction(async (tx) => {
    const [first] = await tx
      .update(offers)
      .set({ firstViewedAt: sql`now()` })
      .where(and(eq(offers.id, offer.id), sql`${offers.firstViewedAt} is null`))
      .returning({ id: offers.id });
    if (first) await recordHistory(tx, { requestId: offer.requestId, event: 'offer_viewed', byEmail: CUSTOMER });
  });
}

/** Takes a link out of service: it then answers 410 until the next publication makes a new one. */
export async function revokeLink(db: Executor, offerId: string): Promise<boolean> {
  const revoked = await db.update(offers).set({ tokenRevokedAt: sql`now()` }).where(eq(offers.id, offerId)).returning({ id: offers.id });
  return revoked.length > 0;
}

export interface AcceptanceInput {
  offerId: string;
  /** The version the company was looking at: a newer one published meanwhile refuses the choice. */
  versionId: string;
  optionIndex: number;
  dateIndex: number;
  participantCount: number;
  billing: BillingAddress;
  purchaseOrder: string | null;
  message: string | null;
  /** A summary for the history, e.g. "Option 2: Alte Münze, 11.12.2026". */
  summary: string;
  /** Today in Berlin (yyyy-mm-dd): a version valid until before it is refused inside the transaction. */
  today: string;
}

export type AcceptOutcome = { ok: true; acceptance: OfferAcceptanceRow } | { ok: false; reason: 'already' | 'outdated' | 'expired' | 'missing' };

/**
 * The company's choice, once: the offer's row is locked, the version must be the newest, and the unique index on
 * the acceptance decides between two submissions. The request moves to 'angebot_angenommen' with a history
 * entry by "Kunde", in the caller's transaction, which queues the mails; a second submission rolls back its savepoint.
 */
export async function acceptOffer(tx: Transaction, input: AcceptanceInput): Promise<AcceptOutcome> {
  try {
    return await tx.transaction(async (sp) => {
      const [offer] = await sp.select().from(offers).where(eq(offers.id, input.offerId)).for('update');
      if (!offer || offer.tokenRevokedAt) return { ok: false, reason: 'missing' } as const;
      const [newest] = await sp
        .select({ id: offerVersions.id, validUntil: sql<string>`${offerVersions.snapshot}->>'validUntil'` })
        .from(offerVersions)
        .where(and(eq(offerVersions.offerId, offer.id), eq(offerVersions.version, offer.publishedVersion)));
      if (!newest || newest.id !== input.versionId) return { ok: false, reason: 'outdated' } as const;
      if (newest.validUntil < input.today) return { ok: false, reason: 'expired' } as const;
      const [acceptance] = await sp
        .insert(offerAcceptances)
        .values({
          offerId: offer.id,
          versionId: input.versionId,
          optionIndex: input.optionIndex,
          dateIndex: input.dateIndex,
          participantCount: input.participantCount,
          billing: input.billing,
          purchaseOrder: input.purchaseOrder,
          message: input.message,
        })
        .returning();
      await recordHistory(sp, { requestId: offer.requestId, event: 'offer_accepted', status: 'angebot_angenommen', note: input.summary, byEmail: CUSTOMER });
      return { ok: true, acceptance } as const;
    });
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) return { ok: false, reason: 'already' };
    throw err;
  }
}

/** A question from the offer page, into the request's history (in the caller's transaction, which queues the planner's mail). */
export async function recordQuestion(tx: Executor, offer: Pick<OfferRow, 'requestId'>, question: string): Promise<void> {
  await recordHistory(tx, { requestId: offer.requestId, event: 'offer_question', note: question, byEmail: CUSTOMER });
}

/** The company's acceptance of the request's offer, with the accepted version's snapshot and the request's e-mail and status. */
export async function acceptanceOfRequest(db: Executor, requestId: string) {
  const [row] = await db
    .select({ acceptance: offerAcceptances, snapshot: offerVersions.snapshot, email: venueRequests.email, status: venueRequests.status })
    .from(offers)
    .innerJoin(offerAcceptances, eq(offerAcceptances.offerId, offers.id))
    .innerJoin(offerVersions, eq(offerVersions.id, offerAcceptances.versionId))
    .innerJoin(venueRequests, eq(venueRequests.id, offers.requestId))
    .where(eq(offers.requestId, requestId));
  return row;
}
