import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import type { VenueListFilter } from './filter';
import { CITIES, getCity } from '@/features/cities';
import { findPublicVenue, type PublicVenueCard, type PublicVenueLookup, publicVenueEntries, publicVenuesOfCity } from './public-queries';
import { narrowVenues } from './rules';

/**
 * The longest a city's cached venues live without a change. An admin change expires them at once (the city's tag);
 * the bound is for other processes that missed the signal and for caches in front.
 */
const VENUE_PAGES_CACHE_SECONDS = 300;

const buildHasNoDatabase = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * After a change: the public venue pages, lists and city blocks of these cities (a venue's old and new one) show it on
 * their next request. Server actions only (updateTag). Every mutation calls it, whether or not the venue is public: it
 * costs a cached page.
 */
export function expirePublicVenues(...cityIds: (string | null | undefined)[]): void {
  for (const cityId of new Set(cityIds)) if (cityId) updateTag(CACHE_TAGS.venuesOfCity(cityId));
}

// The data cache keeps JSON: a date comes back as its text.
const withDate = <T extends { updatedAt: Date | string }>(item: T): T => ({ ...item, updatedAt: new Date(item.updatedAt) });

/**
 * A city's public venues in the list's order (photo first, then by name), cached per city (79 entries at most) and
 * carrying the city's venue tag, so the pages that show them are made anew when a venue there changes. Throws when
 * the database fails: a list page must not be cached empty.
 */
export async function cityVenueCards(cityId: string): Promise<PublicVenueCard[]> {
  // The build has no database; its prerendered pages are never served (see src/lib/next-internals/page-cache-handler.ts).
  if (buildHasNoDatabase()) return [];
  const cards = await unstable_cache(async () => publicVenuesOfCity(await getDb(), cityId, {}), ['venues', cityId], {
    // The city's ads decide the „Partner" mark and the order: an ad approved, changed or ended expires the list too.
    tags: [CACHE_TAGS.venuesOfCity(cityId), CACHE_TAGS.venueAdsOfCity(cityId)],
    revalidate: VENUE_PAGES_CACHE_SECONDS,
  })();
  return cards.map(withDate);
}

/**
 * The list as the filter narrows it (room for the group seated or standing, of the type), taken from the city's
 * cached list: a filtered address costs no query.
 */
export async function filteredVenueCards(cityId: string, filter: VenueListFilter): Promise<PublicVenueCard[]> {
  return narrowVenues(await cityVenueCards(cityId), filter);
}

/** The city page's block: its best venues, or none when they cannot be loaded (logged; the city page must still answer). */
export async function cityVenuesForCityPage(cityId: string, count: number): Promise<PublicVenueCard[]> {
  try {
    return (await cityVenueCards(cityId)).slice(0, count);
  } catch (err) {
    logger.error({ err, cityId }, 'public venues could not be loaded; the city page shows no venue block');
    return [];
  }
}

/**
 * What /{cityId}/locations/{slug} shows, once per request (the page and its metadata ask alike). A slug of the
 * city's public list is read through the cache (one entry per public venue, carrying the city's tag); any other
 * slug — an old address, a venue no longer public, a typo — is looked up afresh, so made-up addresses fill no cache.
 */
export const venueOfPage = cache(async (cityId: string, slug: string): Promise<PublicVenueLookup> => {
  const cards = await cityVenueCards(cityId);
  if (!cards.some((card) => card.slug === slug)) return findPublicVenue(await getDb(), cityId, slug);
  const lookup = await unstable_cache(async () => findPublicVenue(await getDb(), cityId, slug), ['venue', cityId, slug], {
    tags: [CACHE_TAGS.venuesOfCity(cityId), CACHE_TAGS.venueAdsOfCity(cityId)],
    revalidate: VENUE_PAGES_CACHE_SECONDS,
  })();
  return lookup.kind === 'found' ? { kind: 'found', venue: withDate(lookup.venue) } : lookup;
});

/**
 * Every public venue's address and last change, for the sitemap: cached, carrying every city's venue tag, so a venue
 * published, renamed or taken down anywhere shows in the next sitemap. Throws when the database fails (a sitemap
 * without its venues must not be cached).
 */
export async function publicVenueSitemapEntries(): Promise<{ cityId: string; slug: string; updatedAt: Date }[]> {
  if (buildHasNoDatabase()) return [];
  const entries = await unstable_cache(async () => publicVenueEntries(await getDb()), ['venues', 'sitemap'], {
    tags: CITIES.map((city) => CACHE_TAGS.venuesOfCity(city.id)),
    revalidate: VENUE_PAGES_CACHE_SECONDS,
  })();
  // Only our cities have pages.
  return entries.filter((entry) => getCity(entry.cityId)).map(withDate);
}
