import type { Metadata } from 'next';
import { cityOf, cityOrNotFound, type CityRouteProps, everyCity } from '../city-route';
import { VenueListPage, venueListMetadata } from './list-page';

/** Only our cities have a list: any other is a real 404 without rendering or caching anything. */
export const dynamicParams = false;

/**
 * Like the city page: served from the page cache, made anew at once when a venue of the city changes (its tag); a
 * caching proxy in front keeps it this many seconds. With a filter in the query it renders per request (./%5Fauswahl).
 */
export const revalidate = 60;

export const generateStaticParams = everyCity;

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const city = await cityOf(params);
  return city ? venueListMetadata(city, false) : {};
}

export default async function VenueListRoute({ params }: CityRouteProps) {
  const city = await cityOrNotFound(params);
  return <VenueListPage city={city} filter={{ guests: undefined, type: undefined }} filtered={false} />;
}
