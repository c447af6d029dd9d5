export interface Header {
  key: string;
  value: string;
}

/**
 * Where the Google Ads tag (loaded only after marketing consent) fetches its script, sends its conversion pings
 * and loads its measurement frame, after Google's guide to the Google tag under a Content-Security-Policy. Google
 * redirects the conversion image to its country domain, which for our visitors is google.de.
 */
const GOOGLE_ADS = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://pagead2.googlesyndication.com'],
  image: ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.google.de', 'https://pagead2.googlesyndication.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google.com', 'https://www.google.de', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://www.googleadservices.com'],
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/**
 * Only our origin, plus Google's for the consented ads tag. Scripts need 'unsafe-inline': Next writes the page's
 * data and its bootstrap as inline scripts, and the pages are rendered once and served from the cache to everyone,
 * so a per-response nonce cannot be used (a hash per page would change with every build and ad). Scripts from any
 * other origin are refused. Styles need 'unsafe-inline' for React's style attributes. `next dev` evaluates its
 * modules with eval and talks to its server over a WebSocket.
 */
function contentSecurityPolicy(development: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...GOOGLE_ADS.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_ADS.image],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...GOOGLE_ADS.connect],
    'frame-src': GOOGLE_ADS.frame,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every page and answer carries; HSTS only when the site is served over https. */
export function securityHeaders(siteUrl: string, { development = false }: { development?: boolean } = {}): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    ...(siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * The build's static files and our media (scripts, stylesheets, photos) get only what concerns a file of theirs:
 * no sniffing of its type, and HSTS. The policies for framing, scripts and permissions govern documents; each script
 * and photo carried them, 1.4 KB a file, sixteen times on a venue's page over HTTP/1.1.
 */
export const ASSET_PATHS = '/:prefix(_next/static|media)/:path*';
/** Every other path: pages, API answers, feeds, the admin. */
export const PAGE_PATHS = '/:path((?!_next/static/|media/).*)';

export function assetHeaders(siteUrl: string): Header[] {
  return securityHeaders(siteUrl).filter((header) => header.key === 'X-Content-Type-Options' || header.key === 'Strict-Transport-Security');
}
