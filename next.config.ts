import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
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
