import type { MetadataRoute } from 'next';
import { ADMIN_PATH } from '@/features/auth/paths';
import { absoluteUrl } from '@/lib/seo';

/** Paths that are never indexed: private areas and pages without search value. */
const NON_INDEXED_PATHS = [ADMIN_PATH, '/auth', '/api/', '/go/', '/venue-ads-demo', '/test-berlin', '/thanks', '/newsletter/'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: NON_INDEXED_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
