import type { MetadataRoute } from 'next';
import { CITIES } from '@/features/cities';
import { absoluteUrl } from '@/lib/seo';
import { IMPRINT_PATH, PRIVACY_PATH } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages: { path: string; priority: number }[] = [
    { path: '/', priority: 1 },
    { path: '/staedte', priority: 0.8 },
    { path: IMPRINT_PATH, priority: 0.2 },
    { path: PRIVACY_PATH, priority: 0.2 },
    ...CITIES.map((city) => ({ path: `/${city.id}`, priority: 0.9 })),
  ];
  return pages.map(({ path, priority }) => ({ url: absoluteUrl(path), changeFrequency: 'weekly', priority }));
}
