import type { City } from '@/features/cities/types';
import { DIRECTORY_CRUMB } from '@/features/cities/structured-data';
import { imagePath } from '@/features/images/paths';
import { absoluteUrl, type Crumb, HOME_CRUMB } from '@/lib/seo';
import { venueListPath, venuePagePath } from './paths';
import type { PublicVenue, PublicVenueCard } from './public-queries';
import { VENUE_LIST_TEXTS } from './texts';

// The public venue pages' JSON-LD (schema.org): each venue an EventVenue, a city's list an ItemList, and the trail
// from the home page through the city to the page. Pure: the data comes in, plain objects go out.

/** A German address as schema.org's PostalAddress takes it. */
export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  postalCode?: string;
  addressLocality: string;
  addressCountry: 'DE';
}

/** „Straße 1, 10115 Berlin", „Straße 1\n10115 Berlin", „Straße 1 10115 Berlin", also with „, Deutschland" after it. */
const WITH_POSTAL_CODE = /^(?<street>.+?)[,\s]+(?:D-)?(?<postalCode>\d{5})\s+(?<locality>[^,\d][^,]*?)(?:,\s*(?:Deutschland|Germany))?$/i;

/**
 * The venue's address text split into street, postal code and town as far as it follows the German form
 * („Straße 1, 10115 Berlin"); otherwise the whole text as the street line, in the venue's city. Line breaks and runs
 * of spaces count as one separator.
 */
export function postalAddress(address: string, cityName: string): PostalAddress {
  const text = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ')
    .trim();
  const parts = WITH_POSTAL_CODE.exec(text)?.groups;
  if (parts) {
    return { '@type': 'PostalAddress', streetAddress: parts.street.replace(/,$/, '').trim(), postalCode: parts.postalCode, addressLocality: parts.locality.trim(), addressCountry: 'DE' };
  }
  // „Straße 1, Berlin": the town at the end is the city's.
  const withoutCity = text.replace(new RegExp(`,\\s*${cityName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'), '');
  return { '@type': 'PostalAddress', streetAddress: withoutCity || text, addressLocality: cityName, addressCountry: 'DE' };
}

/** The trail to a city's list: home, cities, the city, its locations. */
export function venueListCrumbs(city: Pick<City, 'id' | 'name'>): Crumb[] {
  return [HOME_CRUMB, DIRECTORY_CRUMB, { name: city.name, path: `/${city.id}` }, { name: VENUE_LIST_TEXTS.crumb, path: venueListPath(city.id) }];
}

/** The trail to a venue's page: the list's, then the venue. */
export function venueCrumbs(city: Pick<City, 'id' | 'name'>, venue: Pick<PublicVenueCard, 'name' | 'slug'>): Crumb[] {
  return [...venueListCrumbs(city), { name: venue.name, path: venuePagePath(city.id, venue.slug) }];
}

/** A venue's photos as absolute addresses of our own origin, in their order. */
export function photoUrls(venue: Pick<PublicVenue, 'photos'>): string[] {
  return venue.photos.map((photo) => absoluteUrl(imagePath(photo.imageId)));
}

/** One venue's page as an EventVenue: name, address, the larger of its capacities, its photos and its address on our site. */
export function venueJsonLd(venue: PublicVenue, city: Pick<City, 'id' | 'displayName'>) {
  const images = photoUrls(venue);
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: venue.name,
    ...(venue.description.trim() ? { description: venue.description.trim() } : {}),
    url: absoluteUrl(venuePagePath(city.id, venue.slug)),
    address: postalAddress(venue.address, city.displayName),
    maximumAttendeeCapacity: Math.max(venue.capacitySeated, venue.capacityStanding),
    ...(images.length ? { image: images } : {}),
    ...(venue.websiteUrl ? { sameAs: venue.websiteUrl } : {}),
  };
}

/** A city's list as an ItemList: each venue's position, page and name, in the list's order. */
export function venueListJsonLd(venues: readonly Pick<PublicVenueCard, 'name' | 'slug' | 'cityId'>[], city: Pick<City, 'id' | 'name'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: VENUE_LIST_TEXTS.cardsLabel(city.name),
    url: absoluteUrl(venueListPath(city.id)),
    numberOfItems: venues.length,
    itemListElement: venues.map((venue, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(venuePagePath(venue.cityId, venue.slug)),
      name: venue.name,
    })),
  };
}
