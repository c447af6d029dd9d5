import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { type City, getCity } from '@/features/cities';
import { cityOgImage } from '@/features/cities/og-images';
import { imagePath } from '@/features/images/paths';
import { RequestSection } from '@/features/requests/components/request-section';
import { requestPrefillHref } from '@/features/requests/prefill-filter';
import { venueOfPage } from '@/features/venues/cache';
import { PublicVenueGone } from '@/features/venues/components/public-venue-gone';
import { PublicVenuePage } from '@/features/venues/components/public-venue-page';
import { venuePagePath } from '@/features/venues/paths';
import { venueCrumbs } from '@/features/venues/structured-data';
import { VENUE_GONE_TEXTS, VENUE_PAGE_TEXTS } from '@/features/venues/texts';
import { setResponseStatus } from '@/lib/next-internals';
import { pageMetadata } from '@/lib/seo';

export type VenueRouteParams = Promise<{ cityId: string; slug: string }>;

/**
 * The venue of the address, or the answer instead of it: 404 (not our city, or never listed), 308 (an old address;
 * a group size for the request form goes along).
 */
async function lookUp(params: VenueRouteParams, participantCount?: number) {
  const { cityId, slug } = await params;
  const city = getCity(cityId);
  if (!city) notFound();
  const lookup = await venueOfPage(city.id, slug);
  if (lookup.kind === 'missing') notFound();
  if (lookup.kind === 'moved') permanentRedirect(requestPrefillHref({ participantCount }, venuePagePath(lookup.cityId, lookup.slug)));
  return { city, lookup };
}

/**
 * A venue's title, description, canonical (always the page without a query) and Open Graph image. The page with a
 * group size for its form (`prefilled`) is no page of its own for search engines: not indexed, its links followed.
 */
export async function venuePageMetadata(params: VenueRouteParams, prefilled: boolean): Promise<Metadata> {
  const { city, lookup } = await lookUp(params);
  if (lookup.kind !== 'found') return { title: { absolute: VENUE_GONE_TEXTS.metaTitle }, robots: { index: false, follow: true } };
  const { venue } = lookup;
  const photo = venue.photos[0];
  const metadata = pageMetadata({
    title: VENUE_PAGE_TEXTS.metaTitle(venue.name, city.name),
    description: VENUE_PAGE_TEXTS.metaDescription(venue, city.name),
    path: venuePagePath(city.id, venue.slug),
    image: photo ? { path: imagePath(photo.imageId), alt: photo.alt, width: photo.width, height: photo.height, type: 'image/webp' } : cityOgImage(city),
  });
  return prefilled ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** A venue's page with its request form (the venue as the company's wish, and the group size when the address gave one), or 410 once it is no longer public. */
export async function VenuePage({ params, participantCount }: { params: VenueRouteParams; participantCount?: number }) {
  const { city, lookup } = await lookUp(params, participantCount);
  if (lookup.kind !== 'found') {
    await setResponseStatus(410);
    return <PublicVenueGone city={city} />;
  }
  return <FoundVenuePage city={city} venue={lookup.venue} participantCount={participantCount} />;
}

type FoundVenue = Extract<Awaited<ReturnType<typeof venueOfPage>>, { kind: 'found' }>['venue'];

function FoundVenuePage({ city, venue, participantCount }: { city: City; venue: FoundVenue; participantCount?: number }) {
  const path = venuePagePath(city.id, venue.slug);
  return (
    <PublicVenuePage
      city={city}
      venue={venue}
      breadcrumb={<Breadcrumb crumbs={venueCrumbs(city, venue)} />}
      requestSection={<RequestSection cityId={city.id} sourcePage={path} wish={{ venueId: venue.id, label: VENUE_PAGE_TEXTS.wish(venue.name) }} participantCount={participantCount} />}
    />
  );
}
