import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CITIES, getCity } from '@/features/cities';
import { CityPage } from '@/components/site/city-page';
import { cityOgImage } from '@/features/cities/og-images';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ cityId: string }> };

/** Only the known cities exist: any other slug is a real 404 without rendering or caching anything. */
export const dynamicParams = false;

/**
 * Ads change without a deploy. In this process an admin change shows at once (cache tags), but a caching proxy in
 * front keeps the page for this many seconds (s-maxage), so it is short.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return CITIES.map((city) => ({ cityId: city.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = getCity((await params).cityId);
  if (!city) return {};
  return pageMetadata({ title: city.seoTitle, description: city.metaDescription, path: `/${city.id}`, image: cityOgImage(city) });
}

export default async function CityRoute({ params }: Props) {
  const city = getCity((await params).cityId);
  if (!city) notFound();
  return <CityPage city={city} sourcePage={`/${city.id}`} />;
}
