import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCity } from '@/features/cities';
import { parseVenueListFilter } from '@/features/venues/filter';
import type { SearchParams } from '@/lib/search-params';
import { VenueListPage, venueListMetadata } from '../list-page';

type Props = { params: Promise<{ cityId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = getCity((await params).cityId);
  return city ? venueListMetadata(city, true) : {};
}

/**
 * /{city}/locations with a filter in its query, rendered per request (next.config rewrites it here, see
 * features/venues/routes.ts; the folder's address, /{city}/locations/_auswahl, can be no venue's slug).
 */
export default async function FilteredVenueListRoute({ params, searchParams }: Props) {
  const [{ cityId }, query] = await Promise.all([params, searchParams]);
  const city = getCity(cityId);
  if (!city) notFound();
  const filter = parseVenueListFilter(query);
  return <VenueListPage city={city} filter={filter} filtered={filter.guests !== undefined || filter.type !== undefined} />;
}
