import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { storedImages, user, venuePhotos, venueProfileEditPhotos, venueProfileEdits, venues } from '@/db/schema';
import type { CancellationStep, GuestDropAllowance, PriceBlock, VenueType } from '@/db/schema/venues';
import { deleteImagesIfUnused } from '@/features/images/retention-queries';
import { photosOfVenue } from './queries';

// The operators' side of the catalogue: the venues a partner account keeps, the changes to their public profile that
// wait for the team, and the planner-facing terms they set directly. An operator reads and writes only the venues
// linked to its account (venues.partner_user_id) and never the team's contacts or internal notes.

/** The public profile an operator keeps (what a waiting change holds). */
export interface ProfileFields {
  description: string;
  included: string;
  directions: string;
  capacitySeated: number;
  capacityStanding: number;
  types: VenueType[];
  priceBlocks: PriceBlock[];
  showPrices: boolean;
}

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

const editColumns = {
  description: venueProfileEdits.description,
  included: venueProfileEdits.included,
  directions: venueProfileEdits.directions,
  capacitySeated: venueProfileEdits.capacitySeated,
  capacityStanding: venueProfileEdits.capacityStanding,
  types: venueProfileEdits.types,
  priceBlocks: venueProfileEdits.priceBlocks,
  showPrices: venueProfileEdits.showPrices,
};

/** What names a venue and says whether and where it is public. */
const headColumns = { id: venues.id, name: venues.name, cityId: venues.cityId, cityName: venues.cityName, slug: venues.slug, publishedAt: venues.publishedAt };

/** The operator's venues: linked to its account and not archived. */
const keptBy = (partnerUserId: string) => and(eq(venues.partnerUserId, partnerUserId), isNull(venues.archivedAt));

/** The venues an operator keeps, by name, with whether a change of theirs waits for the team. */
export function venuesOfPartner(db: Executor, partnerUserId: string) {
  return db
    .select({
      ...headColumns,
      editPending: sql<boolean>`${venueProfileEdits.venueId} is not null`.mapWith(Boolean),
    })
    .from(venues)
    .leftJoin(venueProfileEdits, eq(venueProfileEdits.venueId, venues.id))
    .where(keptBy(partnerUserId))
    .orderBy(asc(venues.name), asc(venues.id));
}

export type PartnerVenue = Awaited<ReturnType<typeof venuesOfPartner>>[number];

/** A profile's photos with their sizes (the form shows them), in their order. */
type PhotoWithSize = ProfilePhoto & { width: number; height: number };

async function editPhotos(db: Executor, venueId: string): Promise<PhotoWithSize[]> {
  return db
    .select({ sourceUrl: venueProfileEditPhotos.sourceUrl, imageId: venueProfileEditPhotos.imageId, alt: venueProfileEditPhotos.alt, width: storedImages.width, height: storedImages.height })
    .from(venueProfileEditPhotos)
    .innerJoin(storedImages, eq(storedImages.id, venueProfileEditPhotos.imageId))
    .where(eq(venueProfileEditPhotos.venueId, venueId))
    .orderBy(asc(venueProfileEditPhotos.position));
}

/**
 * One of the operator's venues as its page shows it: the public profile live now, the change waiting (if any), the
 * terms; undefined when the venue is not theirs (another operator's id is as unknown as a made-up one).
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
  const [edit] = await db.select({ ...editColumns, createdAt: venueProfileEdits.createdAt }).from(venueProfileEdits).where(eq(venueProfileEdits.venueId, venueId));
  const { minimumSpendCents, cancellationTerms, guestDrop, id, name, cityId, cityName, slug, publishedAt, ...live } = venue;
  return {
    id,
    name,
    cityId,
    cityName,
    slug,
    publishedAt,
    live: { ...live, photos: await photosOfVenue(db, venueId) } as ProfileFields & { photos: PhotoWithSize[] },
    pending: edit ? { ...edit, photos: await editPhotos(db, venueId) } : null,
    terms: { minimumSpendCents, cancellationTerms, guestDrop } as VenueTerms,
  };
}

export type PartnerVenueProfile = NonNullable<Awaited<ReturnType<typeof venueOfPartner>>>;

const editPhotoRows = (venueId: string, photos: readonly ProfilePhoto[]) => photos.map((photo, position) => ({ venueId, position, ...photo }));

/**
 * The operator's change to the public profile waits for the team, replacing a change still waiting; `null` withdraws
 * the waiting one (the operator went back to the live version). The replaced change's photos that nothing else shows
 * (the new change, the live profile) are deleted with it. False when the venue is not theirs.
 */
export async function submitProfileEdit(db: Executor, partnerUserId: string, venueId: string, change: { fields: ProfileFields; photos: readonly ProfilePhoto[] } | null): Promise<boolean> {
  if (!isUuid(venueId)) return false;
  return db.transaction(async (tx) => {
    // The venue's row is locked, so a team decision on the same venue waits for this change, and the other way round.
    const [venue] = await tx.select({ id: venues.id }).from(venues).where(and(eq(venues.id, venueId), keptBy(partnerUserId))).for('update');
    if (!venue) return false;
    const replaced = await tx.select({ imageId: venueProfileEditPhotos.imageId }).from(venueProfileEditPhotos).where(eq(venueProfileEditPhotos.venueId, venueId));
    await tx.delete(venueProfileEdits).where(eq(venueProfileEdits.venueId, venueId));
    if (change) {
      await tx.insert(venueProfileEdits).values({ venueId, partnerUserId, ...change.fields });
      if (change.photos.length) await tx.insert(venueProfileEditPhotos).values(editPhotoRows(venueId, change.photos));
    }
    await deleteImagesIfUnused(tx, replaced.map((photo) => photo.imageId));
    return true;
  });
}

/** The operator's planner-facing terms, saved at once; false when the venue is not theirs. */
export async function saveVenueTerms(db: Executor, partnerUserId: string, venueId: string, terms: VenueTerms): Promise<boolean> {
  if (!isUuid(venueId)) return false;
  const saved = await db.update(venues).set(terms).where(and(eq(venues.id, venueId), keptBy(partnerUserId))).returning({ id: venues.id });
  return saved.length > 0;
}

/** The changes waiting for the team, oldest first: each beside the live profile, with who sent it. */
export async function pendingProfileEdits(db: Executor) {
  const rows = await db
    .select({
      venueId: venues.id,
      name: venues.name,
      cityId: venues.cityId,
      cityName: venues.cityName,
      live: profileColumns,
      change: editColumns,
      sentBy: user.name,
      sentByEmail: user.email,
      createdAt: venueProfileEdits.createdAt,
    })
    .from(venueProfileEdits)
    .innerJoin(venues, eq(venues.id, venueProfileEdits.venueId))
    .innerJoin(user, eq(user.id, venueProfileEdits.partnerUserId))
    .orderBy(asc(venueProfileEdits.createdAt), asc(venues.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      live: { ...(row.live as ProfileFields), photos: await photosOfVenue(db, row.venueId) },
      change: { ...(row.change as ProfileFields), photos: await editPhotos(db, row.venueId) },
    })),
  );
}

export type PendingProfileEdit = Awaited<ReturnType<typeof pendingProfileEdits>>[number];

/**
 * A decided change and whom to tell: the operator's address and name. `publicSlug`: the public page's slug while the
 * venue is public (published, not archived, in one of our cities), so the mail can link the page; else null.
 */
export type DecidedProfileEdit = { venueId: string; cityId: string | null; cityName: string; venueName: string; publicSlug: string | null; email: string; contactName: string };

/**
 * The team's decision on a waiting change, in the caller's transaction (which adds the operator's mail): approved, the
 * venue takes the new profile and photos; rejected, its photos that nothing else shows are deleted; either way the
 * change is gone. Undefined when no change waits (decided
 * meanwhile by someone else, or withdrawn).
 */
export async function decideProfileEdit(tx: Transaction, venueId: string, approve: boolean): Promise<DecidedProfileEdit | undefined> {
  if (!isUuid(venueId)) return undefined;
  await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('update');
  const photos = await tx
    .select({ sourceUrl: venueProfileEditPhotos.sourceUrl, imageId: venueProfileEditPhotos.imageId, alt: venueProfileEditPhotos.alt })
    .from(venueProfileEditPhotos)
    .where(eq(venueProfileEditPhotos.venueId, venueId))
    .orderBy(asc(venueProfileEditPhotos.position));
  const [edit] = await tx.delete(venueProfileEdits).where(eq(venueProfileEdits.venueId, venueId)).returning();
  if (!edit) return undefined;
  if (approve) {
    const { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } = edit;
    await tx.update(venues).set({ description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } satisfies ProfileFields).where(eq(venues.id, venueId));
    // The positions are the key: the old rows go first, so a photo can take another's place.
    await tx.delete(venuePhotos).where(eq(venuePhotos.venueId, venueId));
    if (photos.length) await tx.insert(venuePhotos).values(editPhotoRows(venueId, photos));
  } else {
    await deleteImagesIfUnused(tx, photos.map((photo) => photo.imageId));
  }
  const [venue] = await tx
    .select({ cityId: venues.cityId, cityName: venues.cityName, name: venues.name, slug: venues.slug, publishedAt: venues.publishedAt, archivedAt: venues.archivedAt })
    .from(venues)
    .where(eq(venues.id, venueId));
  const [owner] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, edit.partnerUserId));
  const isPublic = venue.publishedAt !== null && venue.archivedAt === null && venue.cityId !== null;
  return { venueId, cityId: venue.cityId, cityName: venue.cityName, venueName: venue.name, publicSlug: isPublic ? venue.slug : null, email: owner.email, contactName: owner.name };
}
