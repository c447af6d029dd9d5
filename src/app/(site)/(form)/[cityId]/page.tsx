import type { Metadata } from 'next';
import { CityPage } from '@/components/site/city-page';
import { cityOgImage } from '@/features/cities/og-images';
import { pageMetadata } from '@/lib/seo';
import { cityOf, cityOrNotFound, type CityRouteProps, everyCity } from './city-route';

/** Only the known cities exist: any other slug is a real 404 without rendering or caching anything. */
export const dynamicParams = false;

/**
 * Ads change without a deploy. In this process an admin change shows at once (cache tags), but a caching proxy in
 * front keeps the page for this many seconds (s-maxage), so it is short.
 */
export const revalidate = 60;

export const generateStaticParams = everyCity;

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const city = await cityOf(params);
  if (!city) return {};
  return pageMetadata({ title: city.seoTitle, description: city.metaDescription, path: `/${city.id}`, image: cityOgImage(city) });
}

export default async function CityRoute({ params }: CityRouteProps) {
  const city = await cityOrNotFound(params);
  return <CityPage city={city} sourcePage={`/${city.id}`} />;
}
