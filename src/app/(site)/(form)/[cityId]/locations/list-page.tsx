import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/site/breadcrumb';
import type { City } from '@/features/cities';
import { cityOgImage } from '@/features/cities/og-images';
import { cityVenueCards, filteredVenueCards } from '@/features/venues/cache';
import { PublicVenueList } from '@/features/venues/components/public-venue-list';
import type { VenueListFilter } from '@/features/venues/filter';
import { venueListPath } from '@/features/venues/paths';
import { venueListCrumbs } from '@/features/venues/structured-data';
import { VENUE_LIST_TEXTS } from '@/features/venues/texts';
import { pageMetadata } from '@/lib/seo';

/**
 * The list's title, description and canonical (the unfiltered list). A filtered list (`filtered`) is no page of its
 * own for search engines, nor is a city's list without a venue yet (the sitemap leaves it out too): not indexed, its
 * links followed.
 */
export async function venueListMetadata(city: City, filtered: boolean): Promise<Metadata> {
  const count = (await cityVenueCards(city.id)).length;
  const metadata = pageMetadata({
    title: VENUE_LIST_TEXTS.metaTitle(city.name),
    description: VENUE_LIST_TEXTS.metaDescription(city.name, count),
    path: venueListPath(city.id),
    image: cityOgImage(city),
  });
  return filtered || count === 0 ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** A city's list of venues, narrowed by `filter` (the unfiltered list is the page cache's; a filtered one renders per request). */
export async function VenueListPage({ city, filter, filtered }: { city: City; filter: VenueListFilter; filtered: boolean }) {
  const all = await cityVenueCards(city.id);
  const cards = filtered ? await filteredVenueCards(city.id, filter) : all;
  return (
    <PublicVenueList
      city={city}
      cards={cards}
      cityTypes={[...new Set(all.flatMap((card) => card.types))]}
      cityCount={all.length}
      filter={filter}
      filtered={filtered}
      breadcrumb={<Breadcrumb crumbs={venueListCrumbs(city)} />}
    />
  );
}
