import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { venuePhotos, venues } from '@/db/schema';
import type { CancellationStep, GuestDropAllowance, ProfileFields } from '@/db/schema/venues';
import { photosOfVenue } from './queries';

// The operators' side of the catalogue: the venues a partner account keeps, their public profile (which an operator's
// change, waiting for the team in the partner area's pending changes, replaces once approved), and the planner-facing
// terms they set directly. An operator reads and writes only the venues linked to its account
// (venues.partner_user_id) and never the team's contacts or internal notes.

/** A profile photo: where it came from (`upload:<file name>` or an address), our copy, its alt text. */
export interface ProfilePhoto {
  sourceUrl: string;
  imageId: string;
  alt: string;
}

/** The planner-facing terms, which the operator saves without approval (they are not public). */
export interface VenueTerms {
  minimumSpendCents: number | null;
  cancellationTerms: CancellationStep[];
  guestDrop: GuestDropAllowance | null;
}

const profileColumns = {
  description: venues.description,
  included: venues.included,
  directions: venues.directions,
  capacitySeated: venues.capacitySeated,
  capacityStanding: venues.capacityStanding,
  types: venues.types,
  priceBlocks: venues.priceBlocks,
  showPrices: venues.showPrices,
};

/** What names a venue and says whether and where it is public. */
const headColumns = { id: venues.id, name: venues.name, cityId: venues.cityId, cityName: venues.cityName, slug: venues.slug, publishedAt: venues.publishedAt };

/** The operator's venues: linked to its account and not archived. */
const keptBy = (partnerUserId: string) => and(eq(venues.partnerUserId, partnerUserId), isNull(venues.archivedAt));

/** The venues an operator keeps, by name. */
export function venuesOfPartner(db: Executor, partnerUserId: string) {
  return db.select(headColumns).from(venues).where(keptBy(partnerUserId)).orderBy(asc(venues.name), asc(venues.id));
}

export type PartnerVenue = Awaited<ReturnType<typeof venuesOfPartner>>[number];

/** A profile's photos with their sizes (the form and the team's review show them), in their order. */
export type PhotoWithSize = ProfilePhoto & { width: number; height: number };

/**
 * One of the operator's venues as its page shows it: the public profile live now and the terms; undefined when the
 * venue is not theirs (another operator's id is as unknown as a made-up one).
 */
export async function venueOfPartner(db: Executor, partnerUserId: string, venueId: string) {
  if (!isUuid(venueId)) return undefined;
  const [venue] = await db
    .select({
      ...headColumns,
      ...profileColumns,
      minimumSpendCents: venues.minimumSpendCents,
      cancellationTerms: venues.cancellationTerms,
      guestDrop: venues.guestDrop,
    })
    .from(venues)
    .where(and(eq(venues.id, venueId), keptBy(partnerUserId)));
  if (!venue) return undefined;
  const { minimumSpendCents, cancellationTerms, guestDrop, id, name, cityId, cityName, slug, publishedAt, ...live } = venue;
  return {
    id,
    name,
    cityId,
    cityName,
    slug,
    publishedAt,
    live: { ...live, photos: await photosOfVenue(db, venueId) } as ProfileFields & { photos: PhotoWithSize[] },
    terms: { minimumSpendCents, cancellationTerms, guestDrop } as VenueTerms,
  };
}

/**
 * Locks one of the operator's venues for a change to its profile, in the caller's transaction: a team decision on the
 * same venue waits for it, and the other way round. False when the venue is not theirs.
 */
export async function lockVenueOfPartner(tx: Transaction, partnerUserId: string, venueId: string): Promise<boolean> {
  if (!isUuid(venueId)) return false;
  const [venue] = await tx.select({ id: venues.id }).from(venues).where(and(eq(venues.id, venueId), keptBy(partnerUserId))).for('update');
  return venue !== undefined;
}

/** Locks a venue for the team's decision on a change to it, in the decision's transaction. */
export async function lockVenue(tx: Transaction, venueId: string): Promise<void> {
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
}

/** The operator's planner-facing terms, saved at once; false when the venue is not theirs. */
export async function saveVenueTerms(db: Executor, partnerUserId: string, venueId: string, terms: VenueTerms): Promise<boolean> {
  if (!isUuid(venueId)) return false;
  const saved = await db.update(venues).set(terms).where(and(eq(venues.id, venueId), keptBy(partnerUserId))).returning({ id: venues.id });
  return saved.length > 0;
}

/**
 * A venue's public profile live now with its photos, and what names it and says whether it is public (`publicSlug`:
 * the public page's slug while the venue is published, not archived and in one of our cities, else null); undefined
 * for an unknown venue.
 */
export async function liveProfileOf(db: Executor, venueId: string) {
  const [venue] = await db.select({ ...headColumns, archivedAt: venues.archivedAt, profile: profileColumns }).from(venues).where(eq(venues.id, venueId));
  if (!venue) return undefined;
  const { profile, archivedAt, ...head } = venue;
  const isPublic = head.publishedAt !== null && archivedAt === null && head.cityId !== null;
  return { ...head, publicSlug: isPublic ? head.slug : null, live: { ...(profile as ProfileFields), photos: await photosOfVenue(db, venueId) } };
}

/**
 * An approved change of the operator goes live, in the decision's transaction: the venue takes the new profile and its
 * photos in their order.
 */
export async function applyProfile(tx: Transaction, venueId: string, fields: ProfileFields, photos: readonly ProfilePhoto[]): Promise<void> {
  const { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } = fields;
  await tx.update(venues).set({ description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } satisfies ProfileFields).where(eq(venues.id, venueId));
  // The positions are the key: the old rows go first, so a photo can take another's place.
  await tx.delete(venuePhotos).where(eq(venuePhotos.venueId, venueId));
  if (photos.length) await tx.insert(venuePhotos).values(photos.map(({ sourceUrl, imageId, alt }, position) => ({ venueId, position, sourceUrl, imageId, alt })));
}
