/**
 * Next's cache for rendered pages and cached data, kept in this process's memory (next.config `cacheHandler`).
 *
 * Why not Next's own file cache: it serves the pages prerendered by the build, and the build has no database,
 * so a city page would show no venue ads until its first revalidation. Here every page renders once with live
 * data on its first request after a start and is then served from memory until a tag it carries is expired
 * (an admin change) or its revalidate time passes.
 *
 * With several processes on one PostgreSQL server (DATABASE_URL), an expired tag reaches all of them through
 * ./cache-signal.ts; after its connection was lost, notifications may have been missed, so the process drops every
 * entry once it listens again.
 *
 * Loaded by Next at run time without bundling: no imports from the app's features, types kept local. What it relies
 * on of Next (the shape of a cached page, its tags and status): NEXT_INTERNALS.cachedPage (./internals.ts).
 */
import { CALENDAR_TAG_TURNS } from '../cache-tags.ts';
import { TagSignal } from '../cache-signal.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { latin1Html } from '../latin1-html.ts';
import { runScriptsAfterFirstPaint } from './paint-first.ts';
import { askedStatus } from './status-override.ts';
import { warnUnknownShape } from './unknown-shape.ts';

export { LISTENER_APPLICATION_NAME } from '../cache-signal.ts';

const KEPT_WITH_SCRIPTS = 'cached pages are kept with their scripts before the first paint';

interface Entry {
  value: unknown;
  lastModified: number;
  tags: readonly string[];
  /** When a calendar tag among `tags` turns (Infinity without one): worked out once, not on every request. */
  turnsAt: number;
  cacheControl?: unknown;
}

interface CacheValue {
  kind?: string;
  html?: unknown;
  status?: number;
  headers?: Record<string, unknown>;
}

interface GetContext {
  tags?: string[];
  softTags?: string[];
}

/** Rendered pages and data entries; beyond this the least recently used go (79 city pages are far below). */
const MAX_ENTRIES = 2000;
const TAGS_HEADER = 'x-next-cache-tags';

const entries = new Map<string, Entry>();
/** When each tag was last expired; an entry made before that moment is gone. */
const expiredAt = new Map<string, number>();
/** Entries made before this moment are gone whatever their tags (notifications may have been missed). */
let everythingExpiredAt = 0;

function expireLocally(tags: readonly string[]) {
  const now = Date.now();
  for (const tag of tags) expiredAt.set(tag, now);
}

let signal: TagSignal | undefined;

/** The cross-process signal when the app runs on PostgreSQL (never during the build, which has no database). */
export function tagSignal(): TagSignal | undefined {
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  const url = config().DATABASE_URL;
  if (!url) return undefined;
  if (!signal) {
    signal = new TagSignal(url, {
      expired: expireLocally,
      resumed: () => {
        everythingExpiredAt = Date.now();
        logger.info('cache expiry listens again; cached pages were dropped in case a change was missed');
      },
    });
    signal.listening().catch(() => undefined);
  }
  return signal;
}

/** Ends this process's listening connection (tests, shutdown). */
export async function stopTagSignal() {
  await signal?.stop();
  signal = undefined;
}

/** Whether `tag` was expired by a change (revalidateTag) after `madeAt`. */
function isChanged(tag: string, madeAt: number): boolean {
  return (expiredAt.get(tag) ?? 0) >= madeAt;
}

/** The first moment at which a calendar tag among `tags` turns for an entry made at `madeAt`; Infinity without one. */
function calendarTurn(tags: readonly string[], madeAt: number): number {
  let turn = Infinity;
  for (const tag of tags) {
    const turnAfter = CALENDAR_TAG_TURNS.get(tag);
    if (turnAfter) turn = Math.min(turn, turnAfter(madeAt));
  }
  return turn;
}

/** A redirect or an error page, or a page that asked for its own status (a venue no longer public: 410). */
function isNoPage(value: CacheValue): boolean {
  if (typeof value.status === 'number' && value.status >= 300) return true;
  return value.kind === 'APP_PAGE' && askedStatus() !== undefined;
}

/** A rendered page as it is kept: its scripts run after the first paint, its text one byte per character. */
function withScriptsAfterFirstPaint(page: CacheValue): CacheValue {
  if (typeof page.html !== 'string') {
    warnUnknownShape('cachedPage', 'page cache', `a page's html is a ${typeof page.html}, not a string: ${KEPT_WITH_SCRIPTS}`);
    return page;
  }
  const html = runScriptsAfterFirstPaint(page.html, () => warnUnknownShape('chunkScript', 'page cache', KEPT_WITH_SCRIPTS));
  return { ...page, html: latin1Html(html) };
}

function tagsOf(value: CacheValue | null, context: GetContext | undefined): string[] {
  const header = value?.headers?.[TAGS_HEADER];
  return [...(typeof header === 'string' ? header.split(',') : []), ...(context?.tags ?? [])];
}

export default class PageCacheHandler {
  constructor() {
    tagSignal();
  }

  async get(key: string, context?: GetContext) {
    const entry = entries.get(key);
    if (!entry) return null;
    const madeAt = entry.lastModified;
    const asked = [...(context?.tags ?? []), ...(context?.softTags ?? [])];
    const turnsAt = Math.min(entry.turnsAt, calendarTurn(asked, madeAt));
    if (everythingExpiredAt >= madeAt || Date.now() >= turnsAt || [...entry.tags, ...asked].some((tag) => isChanged(tag, madeAt))) {
      entries.delete(key);
      return null;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key: string, value: CacheValue | null, context?: GetContext & { cacheControl?: unknown }) {
    entries.delete(key);
    // A redirect (/blog/{unknown slug} → /blog, a venue's old address) or a 404 or 410 is cheap to answer again;
    // keeping one per made-up address would let anyone fill the cache and push real pages out. The status a page
    // asked for is this request's (./status-override.ts): a cached copy would answer 200.
    if (value === null || isNoPage(value)) return;
    const stored = value.kind === 'APP_PAGE' ? withScriptsAfterFirstPaint(value) : value;
    const [lastModified, tags] = [Date.now(), tagsOf(value, context)];
    entries.set(key, { value: stored, lastModified, tags, turnsAt: calendarTurn(tags, lastModified), cacheControl: context?.cacheControl });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
  }

  async revalidateTag(tags: string | string[]) {
    const expired = [tags].flat();
    expireLocally(expired);
    await tagSignal()?.notify(expired);
  }

  resetRequestCache() {}
}
