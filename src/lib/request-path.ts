import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger.ts';
import { withoutSecrets } from './private-links.ts';

/**
 * Why a request's path cannot name any page of ours, or undefined when it can. Scanners send such paths within a
 * site's first day; Next would answer a broken percent-encoding with a 500, so the server answers them with 400
 * before Next sees them.
 */
export function malformedPath(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'broken percent-encoding or invalid UTF-8';
  }
  // C0 and C1 control characters (an encoded NUL among them) name nothing.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(decoded)) return 'control character';
  if (/%(2f|5c)/i.test(path)) return 'encoded slash';
  if (decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..')) return 'dot segment';
  return undefined;
}

/** The path as a log line may carry it: without the query (whatever was typed there) and link secrets, at most 200 characters. */
export function loggablePath(url: string): string {
  return withoutSecrets(url.split(/[?#]/, 1)[0]).slice(0, 200);
}

/** A path under no page: Next renders our not-found page for it, which a malformed request gets with 400. */
const UNKNOWN_PAGE = '/ungueltige-adresse';

/**
 * A path no page can have (broken percent-encoding, control characters, …) gets 400, as Next would answer some of
 * them with a 500: under /api a JSON error from here (returns true); else the request goes on to Next as a path
 * under no page, whose not-found page is sent with 400 instead of 404 (returns false).
 */
export function refuseMalformed(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const reason = malformedPath(url);
  if (!reason) return false;
  logger.warn({ path: loggablePath(url), reason }, 'malformed request path (400)');
  if (url.startsWith('/api/')) {
    res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify({ error: 'Ungültige Adresse' }));
    return true;
  }
  req.url = UNKNOWN_PAGE;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 404 ? 400 : status, ...rest)) as ServerResponse['writeHead'];
  return false;
}
