/**
 * What the server refuses before Next reads a request's body: a body larger than its page may take (413) and a
 * browser's post from another site (403). Next's one body limit (next.config) is for every server action, and it
 * answers both cases with a 500 after the action's body was read; here they stop at the door, with German words.
 * Loaded without bundling by src/server.ts: relative imports only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger.ts';
import { loggablePath } from './request-path.ts';
import { type UploadKind, uploadBodyLimit } from './upload-limits.ts';

const MB = 1024 * 1024;

/** Every post (a form, a script's server action, a JSON endpoint): the longest text any form takes is far below. */
export const POST_BODY_LIMIT = MB;

/** The pages whose forms upload photos, and the kind they upload (its limits: upload-limits.ts). */
const UPLOAD_PAGES: readonly { path: string; kind: UploadKind }[] = [
  { path: '/partner/locations', kind: 'venuePhoto' },
  { path: '/admin/venues', kind: 'venuePhoto' },
  { path: '/admin/account', kind: 'portrait' },
];

/**
 * What a post to an upload page may carry: one save's files of its kind and the form's fields (nginx's limits in
 * deploy/nginx.conf are the same). The literals are the features' paths (lib imports no feature); a test holds them
 * together, and the nginx configuration with them.
 */
export const UPLOAD_BODY_LIMITS: readonly { path: string; kind: UploadKind; bytes: number }[] = UPLOAD_PAGES.map((page) => ({ ...page, bytes: uploadBodyLimit(page.kind) }));

/** Next's limit for server actions: the largest upload's, as Next knows one limit for all. */
export const SERVER_ACTION_BODY_LIMIT = Math.max(...UPLOAD_BODY_LIMITS.map((upload) => upload.bytes));

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

/** The largest body a post to this path may carry: an upload page's limit for the page and what lies below it, else 1 MB. */
export function bodyLimitOf(url: string): number {
  const path = pathOf(url);
  return UPLOAD_BODY_LIMITS.find((upload) => path === upload.path || path.startsWith(`${upload.path}/`))?.bytes ?? POST_BODY_LIMIT;
}

export const REFUSAL_TEXTS = {
  tooLarge: (limit: number) =>
    `Ihre Eingaben sind zu umfangreich: Wir nehmen hier höchstens ${Math.round(limit / MB)} MB auf einmal an. Bitte kürzen Sie Ihren Text oder wählen Sie kleinere Dateien und senden Sie das Formular noch einmal.`,
  tooLargeTitle: 'Zu viel auf einmal',
  lengthRequired: 'Bitte senden Sie das Formular aus Ihrem Browser noch einmal ab.',
  lengthRequiredTitle: 'Formular nicht lesbar',
  crossSite: 'Dieses Formular wurde von einer anderen Website abgeschickt; aus Sicherheitsgründen haben wir es nicht angenommen. Bitte öffnen Sie die Seite bei uns und senden Sie es dort noch einmal.',
  crossSiteTitle: 'Formular nicht angenommen',
  back: 'Mit „Zurück“ in Ihrem Browser kommen Sie zu Ihren Eingaben.',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refused body up to this size is read to its end and dropped before the connection goes on, so the browser that is
 * still sending it reads the answer instead of a reset connection (a photo form a few MB over its limit); a larger one,
 * or one of unannounced length, is cut off with the answer.
 */
const DRAINED_BODY_LIMIT = 32 * MB;

/** A form posted without JavaScript gets a page a person can read; a script (a server action's fetch) and JSON clients get the sentence alone. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, title: string, text: string): true {
  const declared = req.headers['content-length'];
  const drained = declared !== undefined && Number(declared) <= DRAINED_BODY_LIMIT;
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...(drained ? {} : { connection: 'close' }) };
  const wantsPage = !req.headers['next-action'] && (req.headers.accept ?? '').includes('text/html');
  if ((req.url ?? '/').startsWith('/api/')) {
    res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: text }));
  } else if (wantsPage) {
    const page = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p>${escapeHtml(REFUSAL_TEXTS.back)}</p></body></html>`;
    res.writeHead(status, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(page);
  } else {
    res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(text);
  }
  // What the client still sends is read and dropped (nothing kept).
  req.resume();
  return true;
}

/**
 * Refuses a body larger than its path may take (413), judged by its Content-Length before a byte of it is read. A body
 * of unannounced length (chunked) gets 411: browsers announce every form's and script's post, and Next would read such
 * a body up to its own, larger limit.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    if (req.headers['transfer-encoding'] === undefined) return false;
    logger.warn({ path: loggablePath(url), method: req.method }, 'request body without length (411)');
    return refuse(req, res, 411, REFUSAL_TEXTS.lengthRequiredTitle, REFUSAL_TEXTS.lengthRequired);
  }
  const limit = bodyLimitOf(url);
  if (Number(declared) <= limit) return false;
  logger.warn({ path: loggablePath(url), method: req.method, bytes: Number(declared), limit }, 'request body too large (413)');
  return refuse(req, res, 413, REFUSAL_TEXTS.tooLargeTitle, REFUSAL_TEXTS.tooLarge(limit));
}

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header?.split(',')[0])?.trim();

/**
 * Refuses a post to a page (a server action) whose browser says it comes from another site (403), before it has any
 * effect. The comparison is Next's own (the Origin's host against X-Forwarded-Host, else Host), so what passes here
 * Next accepts; Next would refuse the rest too, but with a 500. A post without Origin (no browser) passes, as in Next;
 * the JSON endpoints under /api check their callers themselves.
 */
export function refuseCrossSitePost(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  if (req.method !== 'POST' || url.startsWith('/api/')) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    originHost = '';
  }
  const host = firstValue(req.headers['x-forwarded-host']) || req.headers.host;
  if (host && originHost === host) return false;
  logger.warn({ path: loggablePath(url), origin: origin.slice(0, 100), host: host?.slice(0, 100) }, 'post from another site (403)');
  return refuse(req, res, 403, REFUSAL_TEXTS.crossSiteTitle, REFUSAL_TEXTS.crossSite);
}
