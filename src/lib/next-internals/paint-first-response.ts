/**
 * The page cache keeps its pages with their chunk scripts behind the first paint (./paint-first.ts). A public page
 * rendered per request (/thanks with the company's call, a filtered venue list, any page's first render before it
 * is cached) reaches the browser straight from the renderer, with the scripts in its head: the hero waits for
 * them (Lighthouse counted 1.8–2.3 s for the largest paint of /thanks, 0.8 s for the cached pages). Such a
 * response's HTML is gathered here and sent with the same change; it is small, and these pages do not stream.
 *
 * Installed on the response after the compression middleware, so what is gathered is still the page's text.
 * The admin and the sign-in pages keep Next's own way: nobody finds them through a search engine. A page whose
 * markup the rewriting does not know is sent as Next made it, and logged once per process, as the page cache does.
 * What it relies on of Next: NEXT_INTERNALS' cacheHitHeader and pageWrites, and the markup of ./paint-first.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runScriptsAfterFirstPaint } from './paint-first.ts';
import { warnUnknownShape } from './unknown-shape.ts';

const NOT_PUBLIC = /^\/(?:admin|auth|api|_next)(?:[/?]|$)/;
/** What the page cache sends: stored with the change already made. */
const FROM_PAGE_CACHE = new Set(['HIT', 'STALE']);

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type Callback = (error?: Error | null) => void;

function warnSentWithScripts() {
  warnUnknownShape('chunkScript', 'per request', 'pages rendered per request are sent with their scripts before the first paint');
}

function isPerRequestPage(res: ServerResponse): boolean {
  const type = res.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html') && !FROM_PAGE_CACHE.has(String(res.getHeader('x-nextjs-cache')));
}

function chunkBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/** Makes `res` send a public page rendered for this request with its scripts run after the first paint. */
export function paintFirstPerRequest(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' || NOT_PUBLIC.test(req.url ?? '/')) return;
  const write = res.write;
  const end = res.end;
  /** Undefined until the first body bytes say what the response is; then the page's bytes, or null when it is no page. */
  let gathered: Buffer[] | null | undefined;

  const decide = () => {
    if (gathered !== undefined) return;
    gathered = isPerRequestPage(res) ? [] : null;
    if (gathered === null) {
      res.write = write;
      res.end = end;
    }
  };

  res.write = function (this: ServerResponse, ...args: Parameters<Write>) {
    decide();
    if (!gathered) return write.apply(this, args);
    const [chunk, encoding, callback] = args as unknown[];
    gathered.push(chunkBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as Callback);
    return true;
  } as Write;

  res.end = function (this: ServerResponse, ...args: Parameters<End>) {
    decide();
    if (!gathered) return end.apply(this, args);
    const [chunk, encoding, callback] = args as unknown[];
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') gathered.push(chunkBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as Callback | undefined;
    const html = runScriptsAfterFirstPaint(Buffer.concat(gathered).toString('utf8'), warnSentWithScripts);
    if (!res.headersSent) res.removeHeader('content-length');
    return end.call(this, html, 'utf8', done);
  } as End;
}
