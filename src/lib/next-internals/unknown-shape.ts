/**
 * Next's output of a shape this module does not know (a Next upgrade changed an entry of ./internals.ts): the page is
 * served as Next made it, and the process says so once for each path that met it, not on every request.
 */
import { logger } from '../logger.ts';
import type { NextInternalName } from './internals.ts';

/** Where the shape was met: the page cache storing a page, or a page rendered for its request on its way out. */
export type ShapePath = 'page cache' | 'per request';

const warned = new Set<string>();

/** Logs once per process and path that `internal` of Next was not what ./internals.ts says, and what that costs. */
export function warnUnknownShape(internal: NextInternalName, path: ShapePath, consequence: string): void {
  const key = `${internal} ${path}`;
  if (warned.has(key)) return;
  warned.add(key);
  logger.warn(
    { internal, path },
    `Next's output is not what src/lib/next-internals/internals.ts says (NEXT_INTERNALS.${internal}; did a Next upgrade change it?): ${consequence}`,
  );
}
