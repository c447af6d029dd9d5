import 'server-only';
import { and, asc, eq, ilike, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode, RESTRICT_VIOLATION, UNIQUE_VIOLATION } from '@/db/errors';
import { likeContaining, paginate } from '@/db/query-helpers';
import { isUuid } from '@/lib/uuid';
import { storedImages, venuePhotos, venues, venueSlugRedirects } from '@/db/schema';
import type { EncodedImage } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import type { VenueFilter } from './admin-filter';
import { OTHER_CITY, type VenueInput } from './form-schema';
import { numberedVenueSlug, venueSlug } from './rules';

export type Venue = typeof venues.$inferSelect;

/** A photo as stored: the address the admin entered, our copy of it, and what it shows (the public alt text). */
export interface StoredPhoto {
  sourceUrl: string;
  imageId: string;
  alt?: string;
}

/** The public profile's own fields, and the contact's salutation: left as they are when a caller (the seed of old, a test) gives none. */
type ProfileField = 'district' | 'directions' | 'showPrices' | 'partnerUserId' | 'contactSalutation';

/** What the admin saves of the venue itself; its photos and its publication (the form's checkbox and slug) are saved beside it. */
export type VenueFields = Omit<VenueInput, 'photos' | 'published' | 'slug' | ProfileField> & Partial<Pick<VenueInput, ProfileField>>;

/** The form's „Published" checkbox and slug field ('' for none typed). */
export interface Publication {
  published: boolean;
  slug: string;
}

const UNPUBLISHED: Publication = { published: false, slug: '' };

/** A typed slug that another venue of the city has, or had (its old address still leads there): the save is refused. */
export class VenueSlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`the slug '${slug}' is taken in this city`);
    this.name = 'VenueSlugTaken';
  }
}

export const VENUES_PAGE_SIZE = 20;

/** The larger of the two capacities: how many guests the venue takes at most. */
const maxCapacity = sql<number>`greatest(${venues.capacitySeated}, ${venues.capacityStanding})`;

/** A venue with its photos in order; undefined for an unknown id. */
export async function getVenue(db: Executor, id: string): Promise<(Venue & { photos: Required<StoredPhoto>[] }) | undefined> {
  if (!isUuid(id)) return undefined;
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) return undefined;
  return { ...venue, photos: await photosOfVenue(db, id) };
}

/** A venue's photos in their order: the address each came from, our copy with its size, the alt text. */
export function photosOfVenue(db: Executor, venueId: string) {
  return db
    .select({ sourceUrl: venuePhotos.sourceUrl, imageId: venuePhotos.imageId, alt: venuePhotos.alt, width: storedImages.width, height: storedImages.height })
    .from(venuePhotos)
    .innerJoin(storedImages, eq(storedImages.id, venuePhotos.imageId))
    .where(eq(venuePhotos.venueId, venueId))
    .orderBy(asc(venuePhotos.position));
}

const photoRows = (venueId: string, photos: readonly StoredPhoto[]) =>
  photos.map(({ sourceUrl, imageId, alt }, position) => ({ venueId, position, sourceUrl, imageId, alt: alt ?? '' }));

/** What a venue's row held before a save, as far as its public address goes. */
type Before = Pick<Venue, 'cityId' | 'slug' | 'publishedAt' | 'firstPublishedAt' | 'archivedAt'>;

/**
 * The address a save gives the venue: a typed slug as typed; else the one it has (numbered anew only where it moved
 * to a city in which that slug is taken); else, on its first publication, one made from its name (numbered when taken).
 */
type SlugPlan = { kind: 'none' } | { kind: 'typed'; slug: string } | { kind: 'made'; base: string };

function slugPlan(name: string, publication: Publication, before: Before | undefined): SlugPlan {
  if (publication.slug) return { kind: 'typed', slug: publication.slug };
  if (before?.slug) return { kind: 'made', base: before.slug };
  const base = venueSlug(name);
  return publication.published && base ? { kind: 'made', base } : { kind: 'none' };
}

/** The slugs from `base` on (base, base-2, …) that another venue of the city has, or had. */
async function takenSlugs(tx: Executor, cityId: string, venueId: string | undefined, base: string): Promise<Set<string>> {
  // A slug holds only a-z, 0-9 and dashes: nothing in it is a LIKE wildcard.
  const current = await tx
    .select({ slug: venues.slug })
    .from(venues)
    .where(and(eq(venues.cityId, cityId), or(eq(venues.slug, base), like(venues.slug, `${base}-%`)), venueId ? ne(venues.id, venueId) : undefined));
  const former = await tx
    .select({ slug: venueSlugRedirects.slug })
    .from(venueSlugRedirects)
    .where(and(eq(venueSlugRedirects.cityId, cityId), or(eq(venueSlugRedirects.slug, base), like(venueSlugRedirects.slug, `${base}-%`)), venueId ? ne(venueSlugRedirects.venueId, venueId) : undefined));
  return new Set([...current, ...former].flatMap((row) => (row.slug ? [row.slug] : [])));
}

/** How many numbered slugs a save tries when another save takes each one first (the unique index decides). */
const SLUG_ATTEMPTS = 20;

/**
 * Writes the venue's row under the planned slug. The unique index (city, slug) decides a clash: each attempt runs in
 * a savepoint, so a clash leaves the transaction usable; a typed slug is refused, a made one takes the next number.
 */
async function writeWithSlug(
  tx: Executor,
  cityId: string | null,
  venueId: string | undefined,
  plan: SlugPlan,
  write: (db: Executor, slug: string | null) => Promise<Venue | undefined>,
): Promise<Venue | undefined> {
  if (plan.kind === 'none') return write(tx, null);
  // Outside our cities a slug is no address: the unique index takes no null city into account.
  if (cityId === null) return write(tx, plan.kind === 'typed' ? plan.slug : plan.base);
  const base = plan.kind === 'typed' ? plan.slug : plan.base;
  const taken = await takenSlugs(tx, cityId, venueId, base);
  if (plan.kind === 'typed' && taken.has(base)) throw new VenueSlugTaken(base);
  const candidates = plan.kind === 'typed' ? [base] : [base, ...Array.from({ length: 200 }, (_, i) => numberedVenueSlug(base, i + 2))].filter((slug) => !taken.has(slug));
  for (const slug of candidates.slice(0, SLUG_ATTEMPTS)) {
    try {
      return await tx.transaction((savepoint) => write(savepoint, slug));
    } catch (err) {
      if (postgresErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    }
  }
  throw new VenueSlugTaken(base);
}

/**
 * Saves the venue's row with its publication: the slug (see slugPlan), publishedAt while the checkbox is set (the
 * first time kept), firstPublishedAt from the first save that makes it public. A venue that was public before and
 * changes its slug or city keeps its old address as a redirect; a redirect that now names its own address goes.
 */
async function saveRow(tx: Executor, venueId: string | undefined, fields: VenueFields, publication: Publication, before: Before | undefined, write: (db: Executor, row: typeof venues.$inferInsert) => Promise<Venue | undefined>): Promise<Venue | undefined> {
  const now = new Date();
  const publishedAt = publication.published ? (before?.publishedAt ?? now) : null;
  const plan = slugPlan(fields.name, publication, before);
  const venue = await writeWithSlug(tx, fields.cityId, venueId, plan, (db, slug) => {
    const publicNow = publishedAt !== null && slug !== null && fields.cityId !== null && !before?.archivedAt;
    return write(db, { ...fields, slug, publishedAt, firstPublishedAt: before?.firstPublishedAt ?? (publicNow ? now : null) });
  });
  if (!venue) return undefined;
  if (before?.firstPublishedAt && before.cityId && before.slug && (before.cityId !== venue.cityId || before.slug !== venue.slug)) {
    await tx
      .insert(venueSlugRedirects)
      .values({ cityId: before.cityId, slug: before.slug, venueId: venue.id })
      .onConflictDoUpdate({ target: [venueSlugRedirects.cityId, venueSlugRedirects.slug], set: { venueId: venue.id, createdAt: now } });
  }
  if (venue.cityId && venue.slug) {
    await tx
      .delete(venueSlugRedirects)
      .where(and(eq(venueSlugRedirects.cityId, venue.cityId), eq(venueSlugRedirects.slug, venue.slug), eq(venueSlugRedirects.venueId, venue.id)));
  }
  return venue;
}

/**
 * Saves a new venue and its photos (in their order) together, published when the form says so. Throws
 * VenueSlugTaken for a typed slug another venue of the city has or had.
 */
export async function insertVenue(db: Executor, fields: VenueFields, photos: readonly StoredPhoto[], publication: Publication = UNPUBLISHED): Promise<Venue> {
  return db.transaction(async (tx) => {
    const venue = await saveRow(tx, undefined, fields, publication, undefined, async (savepoint, row) => (await savepoint.insert(venues).values(row).returning())[0]);
    if (photos.length) await tx.insert(venuePhotos).values(photoRows(venue!.id, photos));
    return venue!;
  });
}

/**
 * Saves the whole form over a venue: its fields, its publication, and its photos in their new order; undefined when
 * there is no such venue. Throws VenueSlugTaken for a typed slug another venue of the city has or had.
 */
export async function replaceVenue(db: Executor, id: string, fields: VenueFields, photos: readonly StoredPhoto[], publication: Publication = UNPUBLISHED): Promise<Venue | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ cityId: venues.cityId, slug: venues.slug, publishedAt: venues.publishedAt, firstPublishedAt: venues.firstPublishedAt, archivedAt: venues.archivedAt })
      .from(venues)
      .where(eq(venues.id, id))
      .for('update');
    if (!before) return undefined;
    const venue = await saveRow(tx, id, fields, publication, before, async (savepoint, row) => (await savepoint.update(venues).set(row).where(eq(venues.id, id)).returning())[0]);
    if (!venue) return undefined;
    // The positions are the key: the old rows go first, so a photo can take another's place.
    await tx.delete(venuePhotos).where(eq(venuePhotos.venueId, id));
    if (photos.length) await tx.insert(venuePhotos).values(photoRows(id, photos));
    return venue;
  });
}

/**
 * Archives a venue (it stays in old offers but cannot be chosen for new ones, and leaves the public pages) or brings
 * it back (public again when it is published).
 */
export async function markVenueArchived(db: Executor, id: string, archived: boolean): Promise<Venue | undefined> {
  if (!isUuid(id)) return undefined;
  const publicWhenRestored = sql`${venues.publishedAt} is not null and ${venues.slug} is not null and ${venues.cityId} is not null`;
  const [venue] = await db
    .update(venues)
    .set({
      archivedAt: archived ? sql`coalesce(${venues.archivedAt}, now())` : null,
      firstPublishedAt: archived ? undefined : sql`coalesce(${venues.firstPublishedAt}, case when ${publicWhenRestored} then now() end)`,
    })
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

/** Venues' names by id, archived ones too (a request's wish names its venue in the team's mail, inbox and request page). */
export async function venueNamesOf(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (!unique.length) return new Map();
  const rows = await db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Of these names, those no venue of the catalogue has yet. */
export async function venueNamesMissing(db: Executor, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const present = new Set((await db.select({ name: venues.name }).from(venues).where(inArray(venues.name, [...names]))).map((venue) => venue.name));
  return new Set(names.filter((name) => !present.has(name)));
}

/** A venue to publish with its photos, each already encoded (stored with the venue, as an upload is). */
export interface PublishedVenueCandidate {
  fields: VenueFields;
  photos: readonly { sourceUrl: string; alt: string; image: EncodedImage }[];
}

/**
 * Adds and publishes the venues whose names are not in the catalogue yet, with their photos; how many were added.
 * Locked like addVenuesNewByName, so two processes seeding at once add each venue once.
 */
export async function addPublishedVenuesNewByName(db: Executor, candidates: readonly PublishedVenueCandidate[]): Promise<number> {
  if (candidates.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${venues} in exclusive mode`);
    const missing = await venueNamesMissing(tx, candidates.map((venue) => venue.fields.name));
    const added = candidates.filter((venue) => missing.has(venue.fields.name));
    for (const { fields, photos } of added) {
      const stored: StoredPhoto[] = [];
      for (const { sourceUrl, alt, image } of photos) stored.push({ sourceUrl, alt, imageId: await saveImage(tx, sourceUrl, image) });
      await insertVenue(tx, fields, stored, { published: true, slug: '' });
    }
    return added.length;
  });
}

