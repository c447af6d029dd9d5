import { notFound } from 'next/navigation';
import { CITIES, type City, getCity } from '@/features/cities';

/** The props of a page below /[cityId]. */
export type CityRouteProps = { params: Promise<{ cityId: string }> };

/** The pages below /[cityId] exist for our cities alone (their dynamicParams is false): generateStaticParams. */
export const everyCity = () => CITIES.map((city) => ({ cityId: city.id }));

/** The city the address names (undefined for another; the metadata of an unknown city is empty). */
export const cityOf = async (params: CityRouteProps['params']): Promise<City | undefined> => getCity((await params).cityId);

/** The city the address names, or a real 404. */
export async function cityOrNotFound(params: CityRouteProps['params']): Promise<City> {
  const city = await cityOf(params);
  if (!city) notFound();
  return city;
}
