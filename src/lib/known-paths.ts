import { getCity } from '@/features/cities';

/** Fixed page paths of the site; the proxy logs requests outside them as 404s. Add new routes here. */
const PAGE_PATHS = new Set(['/', '/staedte', '/staedte/auswahl', '/thanks', '/test-berlin', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg']);
/** Not worth an error in the log (crawlers ask for it whether or not it exists). */
const QUIET_PATHS = new Set(['/robots.txt']);

export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PAGE_PATHS.has(path)) return true;
  return /^\/[a-z0-9-]+$/.test(path) && getCity(path.slice(1)) !== undefined;
}

/** Whether a request for this path is an unknown page that should be logged as an error. */
export function shouldLogNotFound(pathname: string): boolean {
  return !QUIET_PATHS.has(pathname) && !isKnownPath(pathname);
}

/**
 * True the first time a key is seen within `windowMs`. Next.js runs the proxy twice for a path that matches
 * `/[cityId]` but names no city (a second pass renders the 404), so the same client asking for the same
 * path within a moment is one request to log.
 */
export function createRepeatFilter(windowMs: number, maxKeys = 1000) {
  const seen = new Map<string, number>();
  return (key: string, now = Date.now()): boolean => {
    const last = seen.get(key);
    if (last !== undefined && now - last < windowMs) return false;
    if (seen.size >= maxKeys) seen.clear();
    seen.set(key, now);
    return true;
  };
}
