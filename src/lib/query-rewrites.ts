/**
 * A page that is the same for everyone without a query is served from the page cache; with one of `keys` in its
 * query it is rewritten to `perRequestPath`, a route that renders for each request, so the cached page never
 * depends on a query. For next.config's `rewrites().beforeFiles` (the page itself exists, so a rewrite after the
 * pages would never be reached).
 */
export function perRequestRewrites(path: string, keys: readonly string[], perRequestPath: string) {
  return keys.map((key) => ({ source: path, has: [{ type: 'query' as const, key }], destination: perRequestPath }));
}
