import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The end-to-end tests build into their own folder, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'nodemailer'],
  poweredByHeader: false,
  typedRoutes: false,
  async redirects() {
    return [
      { source: '/cities', destination: '/staedte', statusCode: 301 },
      { source: '/weihnachtsfeier-in-:cityId', destination: '/:cityId', statusCode: 301 },
    ];
  },
};

export default nextConfig;
