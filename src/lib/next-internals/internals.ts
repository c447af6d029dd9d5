/**
 * What this module relies on of Next beyond its documented API: its markup, the shape of what it hands a cache handler,
 * the way it writes a response, its headers and its logging. Each may change in any Next release without notice.
 *
 * `npm run check` builds a small app with the installed Next (./build-check/, reused while neither Next nor this module
 * changes) and serves it through this module's code; ./build-check.test.ts checks every entry here against that build
 * and names the entry that broke. After a Next upgrade that test also asks for `checkedWith` to be set to the new
 * version, so each entry is looked at again. At run time a page of an unknown shape is served unchanged and logged
 * once per process (./unknown-shape.ts).
 */

/** One thing of Next that the module relies on. */
export interface NextInternal {
  /** What exactly: the markup, the field, the header or the call. */
  readonly reliesOn: string;
  /** The markup as the code finds it (no flags: the code adds `g` where it replaces every one). */
  readonly pattern?: RegExp;
  /** The same thing in any shape, to notice it when `pattern` no longer finds it (Next changed its markup). */
  readonly anyShape?: RegExp;
  /** The Next version the build check last passed with. */
  readonly checkedWith: string;
  /** Who depends on it: the module's files (and the tests that guard it). */
  readonly usedBy: readonly string[];
  /** What goes wrong when Next changes it, and whether anything says so at run time. */
  readonly breaksIfChanged: string;
}

export const NEXT_INTERNALS = {
  chunkScript: {
    reliesOn:
      'Next writes each module chunk script of a page as `<script src="/_next/static/chunks/<name>.js" async=""></script>` ' +
      '(in the head; the bootstrap chunk in the body); the legacy polyfill carries `noModule=""` and stays.',
    pattern: /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/,
    anyShape: /<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+\.js"/i,
    checkedWith: '16.4.6',
    usedBy: ['paint-first.ts', 'page-cache-handler.ts', 'paint-first-response.ts', 'tests/e2e/paint-first.spec.ts'],
    breaksIfChanged:
      'The scripts stay where Next put them and run before the first paint again (a largest paint of 2.2 s instead of 0.9 s on a phone). ' +
      'A page with chunk scripts of another shape is served unchanged and logged once per process, on the cache path and per request.',
  },
  chunkPreload: {
    reliesOn: 'Next preloads the bootstrap chunk in the head as `<link rel="preload" as="script" fetchPriority="low" href="<chunk>"/>`.',
    pattern: /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/,
    anyShape: /<link\b(?=[^>]*\brel="(?:module)?preload")[^>]*\bhref="\/_next\/static\/chunks\/[^"]+\.js"/i,
    checkedWith: '16.4.6',
    usedBy: ['paint-first.ts', 'tests/e2e/paint-first.spec.ts'],
    breaksIfChanged:
      'The preload stays: the browser fetches that chunk before the first paint, and Lighthouse counts it into the paint (2.2 s). Nothing says so at run time.',
  },
  documentEnd: {
    reliesOn:
      "A page's HTML is one whole document that ends in `</body></html>`, Next's inline data (`self.__next_f.push(…)` scripts) before `</body>`; " +
      'the loader of the chunks goes right before the last `</body>`, after the data.',
    pattern: /<script>self\.__next_f\.push\([^<]*<\/script><\/body><\/html>$/,
    checkedWith: '16.4.6',
    usedBy: ['paint-first.ts'],
    breaksIfChanged: 'Without `</body>` the page is served unchanged (its scripts before the paint), logged once per process as an unknown shape.',
  },
  cachedPage: {
    reliesOn:
      'Next hands the cache handler (next.config `cacheHandler`, a file it loads with Node, unbundled) a rendered page as ' +
      '`set(key, { kind: "APP_PAGE", html: <string>, status, headers: { "x-next-cache-tags": "a,b" }, … }, { tags, cacheControl })` ' +
      '(status: none for a page, the code of a redirect or an error page), ' +
      'reads with `get(key, { tags, softTags })` expecting `{ value, lastModified, cacheControl }` or null, and expires with `revalidateTag(tags)`.',
    checkedWith: '16.4.6',
    usedBy: ['page-cache-handler.ts'],
    breaksIfChanged:
      'html not a string: pages are kept with their scripts before the paint (logged once per process). Tags elsewhere: an admin change no longer ' +
      'expires the pages that show it (silent). No status: redirects and error pages are kept, one per made-up address.',
  },
  cacheHitHeader: {
    reliesOn: 'An answer from the cache handler carries `x-nextjs-cache: HIT` (or `STALE`); a page rendered for the request does not.',
    checkedWith: '16.4.6',
    usedBy: ['paint-first-response.ts'],
    breaksIfChanged:
      'Every answer from the page cache (stored with its scripts moved already) is gathered and scanned again: no change in the page, a loss of throughput.',
  },
  pageWrites: {
    reliesOn:
      'Next sets `content-type: text/html; charset=utf-8` before the first byte of a page and writes the page through `res.write` and `res.end` ' +
      'of the Node response it was handed (so a wrapper installed before `handle(req, res)` sees the text).',
    checkedWith: '16.4.6',
    usedBy: ['paint-first-response.ts'],
    breaksIfChanged: 'A page rendered per request (/thanks, a filtered list, any first render) keeps its scripts before the paint. Nothing says so at run time.',
  },
  statusWrite: {
    reliesOn:
      "Next writes a page's status through `res.writeHead` (Node's implicit header calls it too) and renders the page in the async context of " +
      "`handle(req, res)`; the page's bundled copy of status-override.ts is another module instance than the server's, so the context lives on globalThis.",
    checkedWith: '16.4.6',
    usedBy: ['status-override.ts', 'page-cache-handler.ts', 'src/server.ts'],
    breaksIfChanged: 'A page that asks for 410 or 409 (an expired link, a venue no longer public) answers 200, and the page cache may keep it.',
  },
  actionHeader: {
    reliesOn: 'A server action called by Next\'s client script carries the request header `next-action` (a form posted without JavaScript does not).',
    checkedWith: '16.4.6',
    usedBy: ['status-override.ts'],
    breaksIfChanged: "An action asking for 409 would answer 409 to Next's client, which then fails to read the action's result.",
  },
  redirectLocation: {
    reliesOn:
      'A redirect from a page Next caches (/blog/{unknown slug} → /blog) gets `Location` twice: set while rendering, then appended (`res.appendHeader`) from the stored headers.',
    checkedWith: '16.4.6',
    usedBy: ['server-patches.ts (keepOneLocation)', 'src/server.ts'],
    breaksIfChanged: 'If Next adds it another way, the answer carries two Location headers again; if Next stops doubling it, the patch is needless.',
  },
  consoleErrors: {
    reliesOn: "Next logs a failed render or server action itself, through `console.error` with the error (and warnings through `console.warn`).",
    checkedWith: '16.4.6',
    usedBy: ['server-patches.ts (redactNextConsole)', 'src/server.ts'],
    breaksIfChanged: "If Next logs another way, a failed query's parameters (names, addresses) reach the log unredacted.",
  },
} as const satisfies Record<string, NextInternal>;

export type NextInternalName = keyof typeof NEXT_INTERNALS;
