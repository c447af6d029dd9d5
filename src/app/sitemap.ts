import type { MetadataRoute } from 'next';
import { blogForReaders } from '@/features/blog/cache';
import { postPath } from '@/features/blog/routes';
import { CITIES } from '@/features/cities';
import { publicVenueSitemapEntries } from '@/features/venues/cache';
import { venueListPath, venuePagePath } from '@/features/venues/paths';
import { absoluteUrl } from '@/lib/seo';
import { PARTNER_TERMS_PATH } from '@/features/bookings/paths';
import { BLOG_PATH, IMPRINT_PATH, PARTNER_PAGE_PATH, PRIVACY_PATH, TERMS_PATH } from '@/lib/site';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: { path: string; priority: number }[] = [
    { path: '/', priority: 1 },
    { path: '/staedte', priority: 0.8 },
    { path: BLOG_PATH, priority: 0.7 },
    { path: PARTNER_PAGE_PATH, priority: 0.5 },
    { path: IMPRINT_PATH, priority: 0.2 },
    { path: PRIVACY_PATH, priority: 0.2 },
    { path: TERMS_PATH, priority: 0.2 },
    { path: PARTNER_TERMS_PATH, priority: 0.1 },
    ...CITIES.map((city) => ({ path: `/${city.id}`, priority: 0.9 })),
  ];
  const [{ posts }, venues] = await Promise.all([blogForReaders(), publicVenueSitemapEntries()]);
  // A city's list is worth a search engine's visit once it lists a venue; before that it only asks for a request.
  const lastVenueChange = new Map<string, Date>();
  for (const venue of venues) {
    const last = lastVenueChange.get(venue.cityId);
    if (!last || venue.updatedAt > last) lastVenueChange.set(venue.cityId, venue.updatedAt);
  }
  return [
    ...pages.map(({ path, priority }) => ({ url: absoluteUrl(path), changeFrequency: 'weekly' as const, priority })),
    ...posts.map((post) => ({ url: absoluteUrl(postPath(post.slug)), lastModified: post.updatedAt, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...[...lastVenueChange].map(([cityId, lastModified]) => ({ url: absoluteUrl(venueListPath(cityId)), lastModified, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...venues.map((venue) => ({ url: absoluteUrl(venuePagePath(venue.cityId, venue.slug)), lastModified: venue.updatedAt, changeFrequency: 'monthly' as const, priority: 0.5 })),
  ];
}
