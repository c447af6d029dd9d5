import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

/**
 * What next.config must say for this module to do its work; the app of the build check (./build-check/) says the same.
 * A function: the path is worked out only where next.config is read, never in a bundled page.
 */
export function nextConfigForInternals() {
  return {
    // Pages and data cached in memory with tag invalidation; see the handler for why not Next's file cache.
    cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-cache-handler.ts'),
    cacheMaxMemorySize: 0,
    // src/server.ts compresses, after a public page rendered per request got its scripts moved behind the first paint.
    compress: false,
  } satisfies NextConfig;
}
