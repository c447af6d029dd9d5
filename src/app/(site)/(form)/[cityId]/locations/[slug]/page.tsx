import type { Metadata } from 'next';
import { VenuePage, venuePageMetadata, type VenueRouteParams } from './venue-page';

type Props = { params: VenueRouteParams };

/**
 * Like the city page: served from the page cache, made anew at once when a venue of the city changes (its tag); a
 * caching proxy in front keeps it this many seconds. No venue is known at build time (no database then): each page
 * renders on its first request. The cache keeps only a venue's page: an old address (308), a made-up one (404) and a
 * venue no longer public (410, asked for through lib/next-internals) are answered anew on every request. With a group
 * size in the query (?gaeste=60) the page renders per request instead (./%5Fgruppe, features/venues/routes.ts).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return venuePageMetadata(params, false);
}

export default async function VenueRoute({ params }: Props) {
  return <VenuePage params={params} />;
}
