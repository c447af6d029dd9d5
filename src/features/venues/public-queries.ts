import 'server-only';
import { and, asc, eq, exists, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { isUuid } from '@/lib/uuid';
import { adBookings, storedImages, venueAds, venuePhotos, venues, venueSlugRedirects, type VenueType } from '@/db/schema';
import { photosOfVenue } from './queries';
import { byListOrder, fromPricePerPersonCents, narrowVenues, VENUE_SLUG_PATTERN } from './rules';

// What the public venue pages read. A venue is public while it is published, not archived, in one of our cities
// and has a slug (the conditions of the partial index venues_public_idx); nothing here reads contacts, internal
// notes or terms, which stay the team's.

/**
 * A photo as a public page shows it: our copy (/media/{imageId}, images/paths.ts) with its size, so the <img> keeps
 * its place before it loads. Stored images are one WebP of at most 800 pixels on the longer side (images/encode.ts),
 * with smaller copies for a srcset (images/paths.ts imageSrcSet).
 */
export interface PublicPhoto {
  imageId: string;
  /** The photo's alt text; the venue's name when the team wrote none. */
  alt: string;
  width: number;
  height: number;
}

/** A venue in a city's public list. */
export interface PublicVenueCard {
  id: string;
  slug: string;
  cityId: string;
  name: string;
  district: string;
  capacitySeated: number;
  capacityStanding: number;
  types: VenueType[];
  /** One guest's gross price from the per-person blocks (rules.ts); null when the venue shows no prices or has none. */
  fromPricePerPersonCents: number | null;
  /** The first photo, or null. */
  photo: PublicPhoto | null;
  /** Its operator has an ad showing in the city now: the „Partner" mark, and first in the list. */
  partner: boolean;
  updatedAt: Date;
}

/** A venue's public page. */
export interface PublicVenue extends PublicVenueCard {
  description: string;
  included: string;
  address: string;
  directions: string;
  websiteUrl: string | null;
  /** All photos in their order; the first is `photo`. */
  photos: PublicPhoto[];
}

export type PublicVenueLookup =
  | { kind: 'found'; venue: PublicVenue }
  /** An old address of a venue that is public now: answer 308 to /{cityId}/locations/{slug} (cityId differs when the venue moved city). */
  | { kind: 'moved'; slug: string; cityId: string }
  /** A venue that was public and is no longer (archived, unpublished), or an old address of one: 410. */
  | { kind: 'gone' }
  /** Never public, or no such address: 404. */
  | { kind: 'missing' };

/** Whether the venue row is public now (its city and slug are checked by the caller's condition where needed). */
const isPublic: SQL = and(isNotNull(venues.publishedAt), isNull(venues.archivedAt), isNotNull(venues.cityId), isNotNull(venues.slug))!;

/**
 * Whether the venue's operator has an ad showing now in the venue's city: the ad of one of its bookings, active, begun
 * and not expired (the venue-ads area's rule, written here on the tables: that area builds on this one). The venue's
 * columns are named with their table, which a select from one table leaves out and the subquery needs.
 */
const operatorAdvertises: SQL<boolean> = sql<boolean>`${exists(
  new QueryBuilder()
    .select({ one: sql`1` })
    .from(venueAds)
    .innerJoin(adBookings, eq(adBookings.adId, venueAds.id))
    .where(
      and(
        eq(adBookings.partnerId, sql`"venues"."partner_user_id"`),
        eq(venueAds.cityId, sql`"venues"."city_id"`),
        eq(venueAds.active, true),
        or(isNull(venueAds.startsAt), lte(venueAds.startsAt, sql`now()`)),
        or(isNull(venueAds.expiresAt), gt(venueAds.expiresAt, sql`now()`)),
      ),
    ),
)}`.mapWith(Boolean);

/** Public venues of one city (the partial index's condition, and the city). */
const publicIn = (cityId: string) => and(eq(venues.cityId, cityId), isPublic)!;

const cardColumns = {
  id: venues.id,
  slug: venues.slug,
  cityId: venues.cityId,
  name: venues.name,
  district: venues.district,
  capacitySeated: venues.capacitySeated,
  capacityStanding: venues.capacityStanding,
  types: venues.types,
  priceBlocks: venues.priceBlocks,
  showPrices: venues.showPrices,
  partner: operatorAdvertises,
  updatedAt: venues.updatedAt,
};

type CardRow = { [K in Exclude<keyof typeof cardColumns, 'partner'>]: (typeof venues.$inferSelect)[K] } & { partner: boolean };

const photoOf = (name: string, photo: { imageId: string; alt: string; width: number; height: number }): PublicPhoto => ({
  imageId: photo.imageId,
  alt: photo.alt.trim() || name,
  width: photo.width,
  height: photo.height,
});

function cardOf(row: CardRow, photo: PublicPhoto | null): PublicVenueCard {
  return {
    id: row.id,
    slug: row.slug!,
    cityId: row.cityId!,
    name: row.name,
    district: row.district,
    capacitySeated: row.capacitySeated,
    capacityStanding: row.capacityStanding,
    types: row.types,
    fromPricePerPersonCents: row.showPrices ? fromPricePerPersonCents(row.priceBlocks) : null,
    photo,
    partner: row.partner,
    updatedAt: row.updatedAt,
  };
}

/**
 * A city's public venues in the list's order (rules.ts byListOrder: partners first, then those with a photo, then by
 * name), at most `limit`. `guests`: room for
 * the group seated or standing; `type`: of that type (narrowed as the cached list is: rules.ts narrowVenues). One
 * query: the first photo comes by a lateral join.
 */
export async function publicVenuesOfCity(db: Executor, cityId: string, filter: { guests?: number; type?: VenueType }, limit?: number): Promise<PublicVenueCard[]> {
  const firstPhoto = db
    .select({ imageId: venuePhotos.imageId, alt: venuePhotos.alt, width: storedImages.width, height: storedImages.height })
    .from(venuePhotos)
    .innerJoin(storedImages, eq(storedImages.id, venuePhotos.imageId))
    .where(eq(venuePhotos.venueId, venues.id))
    .orderBy(asc(venuePhotos.position))
    .limit(1)
    .as('first_photo');
  const rows = await db
    .select({ ...cardColumns, photo: { imageId: firstPhoto.imageId, alt: firstPhoto.alt, width: firstPhoto.width, height: firstPhoto.height } })
    .from(venues)
    .leftJoinLateral(firstPhoto, sql`true`)
    .where(publicIn(cityId));
  const cards = narrowVenues(rows, filter).map(({ photo, ...row }) => cardOf(row, photo?.imageId ? photoOf(row.name, photo) : null));
  cards.sort(byListOrder);
  return limit === undefined ? cards : cards.slice(0, Math.max(0, limit));
}

/** A venue's photos in their order, with their sizes. */
async function photosOf(db: Executor, venueId: string, name: string): Promise<PublicPhoto[]> {
  return (await photosOfVenue(db, venueId)).map((photo) => photoOf(name, photo));
}

/**
 * What /{cityId}/locations/{slug} answers: the venue, the address it moved to (an old slug, or its old city), 410 for
 * a venue that was public once, else 404.
 */
export async function findPublicVenue(db: Executor, cityId: string, slug: string): Promise<PublicVenueLookup> {
  if (!VENUE_SLUG_PATTERN.test(slug) || !VENUE_SLUG_PATTERN.test(cityId)) return { kind: 'missing' };
  const [venue] = await db
    .select({
      ...cardColumns,
      description: venues.description,
      included: venues.included,
      address: venues.address,
      directions: venues.directions,
      websiteUrl: venues.websiteUrl,
      firstPublishedAt: venues.firstPublishedAt,
      isPublic: sql<boolean>`${isPublic}`.mapWith(Boolean),
    })
    .from(venues)
    .where(and(eq(venues.cityId, cityId), eq(venues.slug, slug)));
  if (venue) {
    if (!venue.isPublic) return venue.firstPublishedAt ? { kind: 'gone' } : { kind: 'missing' };
    const photos = await photosOf(db, venue.id, venue.name);
    const { description, included, address, directions, websiteUrl } = venue;
    return { kind: 'found', venue: { ...cardOf(venue, photos[0] ?? null), description, included, address, directions, websiteUrl, photos } };
  }
  const [redirect] = await db
    .select({ slug: venues.slug, cityId: venues.cityId, firstPublishedAt: venues.firstPublishedAt, isPublic: sql<boolean>`${isPublic}`.mapWith(Boolean) })
    .from(venueSlugRedirects)
    .innerJoin(venues, eq(venues.id, venueSlugRedirects.venueId))
    .where(and(eq(venueSlugRedirects.cityId, cityId), eq(venueSlugRedirects.slug, slug)));
  if (!redirect) return { kind: 'missing' };
  if (redirect.isPublic) return { kind: 'moved', slug: redirect.slug!, cityId: redirect.cityId! };
  return redirect.firstPublishedAt ? { kind: 'gone' } : { kind: 'missing' };
}

/** Every public venue's address and last change, for the sitemap (by city, then slug). */
export async function publicVenueEntries(db: Executor): Promise<{ cityId: string; slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ cityId: venues.cityId, slug: venues.slug, updatedAt: venues.updatedAt })
    .from(venues)
    .where(isPublic)
    .orderBy(asc(venues.cityId), asc(venues.slug));
  return rows.map((row) => ({ cityId: row.cityId!, slug: row.slug!, updatedAt: row.updatedAt }));
}

/** The venue's id when it is public in that city (a request's wish is recorded only then), else null. */
export async function publicVenueIdOf(db: Executor, cityId: string, venueId: string): Promise<string | null> {
  if (!isUuid(venueId)) return null;
  const [row] = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.id, venueId), publicIn(cityId)));
  return row?.id ?? null;
}
