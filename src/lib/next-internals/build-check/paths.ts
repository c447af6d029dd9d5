import path from 'node:path';

/** The folder of the app the build check builds (this one). */
export const BUILD_CHECK_APP = import.meta.dirname;
export const PROJECT_ROOT = path.resolve(BUILD_CHECK_APP, '../../../..');
/** Where its build goes: ignored by git (.next*), outside src/. */
export const BUILD_CHECK_DIST_DIR = path.join(PROJECT_ROOT, '.next-build-check');
/** Where the running app's cache handler writes what Next handed it, one JSON line per call. */
export const CACHE_CALLS_FILE = path.join(BUILD_CHECK_DIST_DIR, 'cache-calls.jsonl');
