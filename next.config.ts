import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { cityAliases } from './src/features/cities/aliases.ts';
import { CITY_DATA } from './src/features/cities/data/index.ts';
import { blogQueryRewrites } from './src/features/blog/routes.ts';
import { partnerQueryRewrites } from './src/features/partners/routes.ts';
import { venueListQueryRewrites, venuePageQueryRewrites } from './src/features/venues/routes.ts';
import { parseConfig } from './src/lib/config.ts';
import { nextConfigForInternals } from './src/lib/next-internals/index.ts';
import { SERVER_ACTION_BODY_LIMIT } from './src/lib/post-guards.ts';
import { PRIVATE_LINK_PREFIXES } from './src/lib/private-links.ts';
import { ASSET_PATHS, assetHeaders, PAGE_PATHS, securityHeaders } from './src/lib/security-headers.ts';

const { SITE_URL } = parseConfig(process.env);

const nextConfig: NextConfig = {
  // The end-to-end tests build into their own folder, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'nodemailer', 'pdfkit', 'dejavu-fonts-ttf'],
  // The page cache handler, and Next's own compression off (src/server.ts compresses after the paint-first rewriting).
  ...nextConfigForInternals(),
  poweredByHeader: false,
  // Hashing each page for an ETag cost a quarter of the throughput; a caching proxy in front answers conditional requests.
  generateEtags: false,
  // How long a caching proxy may serve a page stale while it fetches it anew (stale-while-revalidate = this − revalidate).
  expireTime: 3600,
  typedRoutes: false,
  // `npm test` type-checks the whole tree first (tsc --noEmit); the build doing it again cost half a minute of each of
  // the three builds a test run makes, and of a newcomer's first `npm start`.
  typescript: { ignoreBuildErrors: true },
  // forbidden(): a venue operator's partner account gets 403 on the admin (src/app/forbidden.tsx). Next knows one body
  // limit for every server action: the largest upload's (an operator's venue photo of 10 MB). src/server.ts holds every
  // other page's posts to 1 MB before Next reads them (src/lib/post-guards.ts).
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT } },
  async headers() {
    return [
      { source: PAGE_PATHS, headers: securityHeaders(SITE_URL, { development: process.env.NODE_ENV === 'development' }) },
      { source: ASSET_PATHS, headers: assetHeaders(SITE_URL) },
      // The company's private offer pages (and their PDF): never indexed, never kept by a cache, the link not passed
      // to other sites. 'same-origin', not 'no-referrer': with that, the browser sends `Origin: null` on the page's
      // form posts, which Next refuses as a cross-site server action.
      ...PRIVATE_LINK_PREFIXES.map((prefix) => ({
        source: `${prefix}:path*`,
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'no-store' },
          { key: 'Referrer-Policy', value: 'same-origin' },
        ],
      })),
    ];
  },
  async rewrites() {
    return { beforeFiles: [...partnerQueryRewrites(), ...blogQueryRewrites(), ...venueListQueryRewrites(CITY_DATA.map((city) => city.id)), ...venuePageQueryRewrites(CITY_DATA.map((city) => city.id))], afterFiles: [], fallback: [] };
  },
  async redirects() {
    return [
      { source: '/cities', destination: '/staedte', statusCode: 301 },
      { source: '/weihnachtsfeier-in-:cityId', destination: '/:cityId', statusCode: 301 },
      // Browsers send '/münchen' percent-encoded.
      ...cityAliases(CITY_DATA).map(({ alias, id }) => ({ source: `/${encodeURIComponent(alias)}`, destination: `/${id}`, statusCode: 301 as const })),
    ];
  },
};

// next-intl finds the admin's request configuration (its language and words) here; the public site stays German without it.
export default createNextIntlPlugin('./src/features/auth/intl-request.ts')(nextConfig);
