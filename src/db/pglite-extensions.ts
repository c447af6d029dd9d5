/**
 * The extensions every PGlite instance of this project loads: the schema needs btree_gist (the calls' exclusion
 * constraint), and PGlite can load an extension only when it is created, so each opener passes these. One that
 * forgets fails loudly on the first write to `calls` ("could not access file btree_gist"), never silently.
 * The worker thread (pglite-thread.ts) requires the same module by name. Relative imports only (scripts load it).
 */
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

export const PGLITE_EXTENSIONS = { btree_gist };
