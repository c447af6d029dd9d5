import { getCityOrThrow } from '@/features/cities';
import { CityPage } from '@/components/site/city-page';
import { cityOgImage } from '@/features/cities/og-images';
import { pageMetadata } from '@/lib/seo';

const berlin = getCityOrThrow('berlin');

export const metadata = pageMetadata({
  title: `Test: ${berlin.seoTitle}`,
  description: berlin.metaDescription,
  path: '/test-berlin',
  image: cityOgImage(berlin),
  noindex: true,
});

export default function TestBerlinPage() {
  return <CityPage city={berlin} sourcePage="/test-berlin" />;
}
