import type { City } from '@/features/cities';
import { cityAds } from '../cache';
import { AdBlock } from './ad-block';

/** The live ad block of a city page, rendered on the server into the cached page. */
export async function CityAds({ city }: { city: City }) {
  return <AdBlock ads={await cityAds(city.id, 'live')} cityName={city.name} />;
}
