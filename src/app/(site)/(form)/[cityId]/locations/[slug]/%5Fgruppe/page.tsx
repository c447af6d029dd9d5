import type { Metadata } from 'next';
import { parseRequestPrefill } from '@/features/requests/prefill-filter';
import type { SearchParams } from '@/lib/search-params';
import { VenuePage, venuePageMetadata, type VenueRouteParams } from '../venue-page';

type Props = { params: VenueRouteParams; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return venuePageMetadata(params, true);
}

/**
 * /{city}/locations/{slug} with a group size in its query (?gaeste=60), rendered per request with the size in the
 * request form, also without JavaScript (next.config rewrites it here, see features/venues/routes.ts; the folder's
 * address, …/{slug}/_gruppe, is no page of its own). A size that is no whole number from 1 to the form's maximum
 * prefills nothing.
 */
export default async function PrefilledVenueRoute({ params, searchParams }: Props) {
  const { participantCount } = parseRequestPrefill(await searchParams);
  return <VenuePage params={params} participantCount={participantCount} />;
}
