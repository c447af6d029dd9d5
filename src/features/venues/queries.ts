import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION } from '@/db/errors';
import { isUuid, likeContaining, paginate } from '@/db/query-helpers';
import { venuePhotos, venues } from '@/db/schema';
import type { VenueFilter } from './admin-filter';
import { OTHER_CITY, type VenueInput } from './form-schema';

export type Venue = typeof venues.$inferSelect;

/** A photo as stored: the address the admin entered and our copy of it. */
export interface StoredPhoto {
  sourceUrl: string;
  imageId: string;
}

/** What the admin saves of the venue itself; its photos are saved beside it. */
export type VenueFields = Omit<VenueInput, 'photos'>;

export const VENUES_PAGE_SIZE = 20;

/** The larger of the two capacities: how many guests the venue takes at most. */
const maxCapacity = sql<number>`greatest(${venues.capacitySeated}, ${venues.capacityStanding})`;

/** A venue with its photos in order; undefined for an unknown id. */
export async function getVenue(db: Executor, id: string): Promise<(Venue & { photos: StoredPhoto[] }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) return undefined;
  const photos = await db
    .select({ sourceUrl: venuePhotos.sourceUrl, imageId: venuePhotos.imageId })
    .from(venuePhotos)
    .where(eq(venuePhotos.venueId, id))
    .orderBy(asc(venuePhotos.position));
  return { ...venue, photos };
}

const photoRows = (venueId: string, photos: readonly StoredPhoto[]) => photos.map((photo, position) => ({ venueId, position, ...photo }));

/** Saves a new venue and its photos (in their order) together. */
export async function insertVenue(db: Executor, fields: VenueFields, photos: readonly StoredPhoto[]): Promise<Venue> {
  return db.transaction(async (tx) => {
    const [venue] = await tx.insert(venues).values(fields).returning();
    if (photos.length) await tx.insert(venuePhotos).values(photoRows(venue.id, photos));
    return venue;
  });
}

/** Saves the whole form over a venue: its fields, and its photos in their new order; undefined when there is no such venue. */
export async function replaceVenue(db: Executor, id: string, fields: VenueFields, photos: readonly StoredPhoto[]): Promise<Venue | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [venue] = await tx.update(venues).set(fields).where(eq(venues.id, id)).returning();
    if (!venue) return undefined;
    // The positions are the key: the old rows go first, so a photo can take another's place.
    await tx.delete(venuePhotos).where(eq(venuePhotos.venueId, id));
    if (photos.length) await tx.insert(venuePhotos).values(photoRows(id, photos));
    return venue;
  });
}

/** Archives a venue (it stays in old offers but cannot be chosen for new ones) or brings it back. */
export async function markVenueArchived(db: Executor, id: string, archived: boolean): Promise<Venue | undefined> {
  if (!isUuid(id)) return undefined;
  const [venue] = await db
    .update(venues)
    .set({ archivedAt: archived ? sql`coalesce(${venues.archivedAt}, now())` : null })
    .where(eq(venues.id, id))
    .returning();
  return venue;
}

/** How the database refuses to delete a row another references: 23503 up to PostgreSQL 17, 23001 for ON DELETE RESTRICT from 18 on (PGlite). */
const REFERENCED = new Set([FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION]);

/**
 * Deletes a venue with its photos. A venue an offer uses is kept by the database (offer_venue_uses restricts the
 * delete): 'in-use', whatever the admin's screen showed when the button was pressed.
 */
export async function removeVenue(db: Executor, id: string): Promise<'deleted' | 'in-use' | 'not-found'> {
  if (!isUuid(id)) return 'not-found';
  try {
    const deleted = await db.delete(venues).where(eq(venues.id, id)).returning({ id: venues.id });
    return deleted.length ? 'deleted' : 'not-found';
  } catch (err) {
    if (REFERENCED.has((err as { cause?: { code?: string } }).cause?.code ?? '')) return 'in-use';
    throw err;
  }
}

/** One page of the admin list with its filters, by name, and how many match in all. */
export function listVenuesForAdmin(db: Executor, filter: VenueFilter) {
  const pattern = filter.q && likeContaining(filter.q);
  const where = and(
    pattern ? or(ilike(venues.name, pattern), ilike(venues.cityName, pattern), ilike(venues.address, pattern)) : undefined,
    filter.city === OTHER_CITY ? isNull(venues.cityId) : filter.city ? eq(venues.cityId, filter.city) : undefined,
    filter.capacity === undefined ? undefined : sql`${maxCapacity} >= ${filter.capacity}`,
    filter.type ? sql`${venues.types} @> array[${filter.type}]::text[]` : undefined,
    filter.showArchived ? undefined : isNull(venues.archivedAt),
  );
  return paginate(db, venues, { where, orderBy: [asc(venues.name), asc(venues.id)], page: filter.page, pageSize: VENUES_PAGE_SIZE });
}

/**
 * Adds the venues whose names are not in the catalogue yet; how many were added. The table lock keeps two processes
 * doing this at once from both adding them (a name is not unique in the catalogue).
 */
export async function addVenuesNewByName(db: Executor, candidates: readonly VenueFields[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${venues} in exclusive mode`);
    const names = candidates.map((venue) => venue.name);
    const present = new Set((await tx.select({ name: venues.name }).from(venues).where(inArray(venues.name, names))).map((venue) => venue.name));
    const missing = candidates.filter((venue) => !present.has(venue.name));
    if (missing.length) await tx.insert(venues).values([...missing]);
    return missing.length;
  });
}
