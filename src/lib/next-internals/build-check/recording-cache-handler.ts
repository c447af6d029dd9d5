/**
 * The page cache handler of the app, with each call Next makes written down (when the build check serves the app;
 * not during its build), so the check sees the shape of what Next hands it. Loaded by Next without bundling.
 */
import { appendFileSync } from 'node:fs';
import PageCacheHandler from '../page-cache-handler.ts';
import { CACHE_CALLS_FILE } from './paths.ts';

type Get = PageCacheHandler['get'];
type Set = PageCacheHandler['set'];

/** One call as the check reads it: the page's html as its type and, when text, itself. */
export interface CacheCall {
  call: 'get' | 'set' | 'revalidateTag';
  key?: string;
  kind?: unknown;
  htmlType?: string;
  html?: string;
  status?: unknown;
  headers?: Record<string, unknown>;
  tags?: unknown;
  softTags?: unknown;
}

function record(call: CacheCall) {
  if (process.env.NEXT_PHASE !== 'phase-production-build') appendFileSync(CACHE_CALLS_FILE, `${JSON.stringify(call)}\n`);
}

export default class RecordingCacheHandler extends PageCacheHandler {
  async get(...[key, context]: Parameters<Get>) {
    record({ call: 'get', key, tags: context?.tags, softTags: context?.softTags });
    return super.get(key, context);
  }

  async set(...[key, value, context]: Parameters<Set>) {
    const html = value?.html;
    record({ call: 'set', key, kind: value?.kind, htmlType: typeof html, html: typeof html === 'string' ? html : undefined, status: value?.status, headers: value?.headers, tags: context?.tags });
    return super.set(key, value, context);
  }

  async revalidateTag(...[tags]: Parameters<PageCacheHandler['revalidateTag']>) {
    record({ call: 'revalidateTag', tags });
    return super.revalidateTag(tags);
  }
}
