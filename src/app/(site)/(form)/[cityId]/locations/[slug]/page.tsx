import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumb } from '@/components/site/breadcrumb';
import { getCity } from '@/features/cities';
import { cityOgImage } from '@/features/cities/og-images';
import { RequestSection } from '@/features/requests/components/request-section';
import { imagePath } from '@/features/images/paths';
import { venueOfPage } from '@/features/venues/cache';
import { PublicVenueGone } from '@/features/venues/components/public-venue-gone';
import { PublicVenuePage } from '@/features/venues/components/public-venue-page';
import { venuePagePath } from '@/features/venues/paths';
import { venueCrumbs } from '@/features/venues/structured-data';
import { VENUE_GONE_TEXTS, VENUE_PAGE_TEXTS } from '@/features/venues/texts';
import { setResponseStatus } from '@/lib/next-internals';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ cityId: string; slug: string }> };

/**
 * Like the city page: served from the page cache, made anew at once when a venue of the city changes (its tag); a
 * caching proxy in front keeps it this many seconds. No venue is known at build time (no database then): each page
 * renders on its first request. The cache keeps only a venue's page: an old address (308), a made-up one (404) and a
 * venue no longer public (410, asked for through lib/next-internals) are answered anew on every request.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

/** The venue of the address, or the answer instead of it: 404 (not our city, or never listed), 308 (an old address). */
async function lookUp(params: Props['params']) {
  const { cityId, slug } = await params;
  const city = getCity(cityId);
  if (!city) notFound();
  const lookup = await venueOfPage(city.id, slug);
  if (lookup.kind === 'missing') notFound();
  if (lookup.kind === 'moved') permanentRedirect(venuePagePath(lookup.cityId, lookup.slug));
  return { city, lookup };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city, lookup } = await lookUp(params);
  if (lookup.kind !== 'found') return { title: { absolute: VENUE_GONE_TEXTS.metaTitle }, robots: { index: false, follow: true } };
  const { venue } = lookup;
  const photo = venue.photos[0];
  return pageMetadata({
    title: VENUE_PAGE_TEXTS.metaTitle(venue.name, city.name),
    description: VENUE_PAGE_TEXTS.metaDescription(venue, city.name),
    path: venuePagePath(city.id, venue.slug),
    image: photo ? { path: imagePath(photo.imageId), alt: photo.alt, width: photo.width, height: photo.height, type: 'image/webp' } : cityOgImage(city),
  });
}

export default async function VenueRoute({ params }: Props) {
  const { city, lookup } = await lookUp(params);
  if (lookup.kind !== 'found') {
    await setResponseStatus(410);
    return <PublicVenueGone city={city} />;
  }
  const { venue } = lookup;
  const path = venuePagePath(city.id, venue.slug);
  return (
    <PublicVenuePage
      city={city}
      venue={venue}
      breadcrumb={<Breadcrumb crumbs={venueCrumbs(city, venue)} />}
      requestSection={<RequestSection cityId={city.id} sourcePage={path} wish={{ venueId: venue.id, label: VENUE_PAGE_TEXTS.wish(venue.name) }} />}
    />
  );
}
