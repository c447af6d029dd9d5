import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CITIES, getCity } from '@/features/cities';
import { VenueListPage, venueListMetadata } from './list-page';

type Props = { params: Promise<{ cityId: string }> };

/** Only our cities have a list: any other is a real 404 without rendering or caching anything. */
export const dynamicParams = false;

/**
 * Like the city page: served from the page cache, made anew at once when a venue of the city changes (its tag); a
 * caching proxy in front keeps it this many seconds. With a filter in the query it renders per request (./%5Fauswahl).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return CITIES.map((city) => ({ cityId: city.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = getCity((await params).cityId);
  return city ? venueListMetadata(city, false) : {};
}

export default async function VenueListRoute({ params }: Props) {
  const city = getCity((await params).cityId);
  if (!city) notFound();
  return <VenueListPage city={city} filter={{ guests: undefined, type: undefined }} filtered={false} />;
}
