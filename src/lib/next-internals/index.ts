/**
 * Next's internals in one place: everything that reads or rewrites what Next makes beyond its documented API. The
 * list of what that is, entry by entry (what exactly, the Next version it was checked with, who uses it, what breaks
 * when it changes), comes first; `npm run check` checks each entry against a real build (./build-check.test.ts).
 *
 * The one entry point: the app, the server, next.config and the tests import from here, and only this folder imports
 * Next's private modules (`next/dist/…`; .dependency-cruiser.cjs). Next itself loads ./page-cache-handler.ts by the
 * path next.config names (`nextConfigForInternals`). Loaded unbundled by src/server.ts and next.config.ts too:
 * relative imports with their extension, and no `server-only` (it throws outside Next's bundles).
 */
export { NEXT_INTERNALS, type NextInternal, type NextInternalName } from './internals.ts';
export { nextConfigForInternals } from './next-config.ts';
export { paintFirstPerRequest } from './paint-first-response.ts';
export { allowStatusOverride, enterResponse, REQUEST_METHOD_HEADER, type ResponseContext, setResponseStatus } from './status-override.ts';
export { keepOneLocation, redactNextConsole } from './server-patches.ts';
