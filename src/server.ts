// The production HTTP server: Next's request handler behind a thin node:http layer that records the socket's address
// and the client address behind trusted proxies (for rate limits), refuses oversized and cross-site posts before Next
// reads them, and logs every 404 (no proxy runs on each request). Its corrections of Next's own behaviour come from
// lib/next-internals, which lists what each relies on.
import { createServer, type IncomingMessage } from 'node:http';
import compression from 'compression';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom, PEER_ADDRESS_HEADER } from './lib/client-address.ts';
import { config } from './lib/config.ts';
import { logger } from './lib/logger.ts';
import { allowStatusOverride, keepOneLocation, paintFirstPerRequest, redactNextConsole } from './lib/next-internals/index.ts';
import { refuseCrossSitePost, refuseOversizedBody } from './lib/post-guards.ts';
import { loggablePath, refuseMalformed } from './lib/request-path.ts';

/** Crawlers ask for it whether or not it exists; not worth an error. */
const QUIET_NOT_FOUND = new Set(['/robots.txt']);

/** Without the query (it can carry whatever someone typed) and without private links' tokens: the logs keep no personal data and no secret. */
function logNotFound(req: IncomingMessage) {
  const path = loggablePath(req.url ?? '/');
  if (QUIET_NOT_FOUND.has(path)) return;
  logger.error({ path, referer: req.headers.referer && loggablePath(req.headers.referer) }, 'page not found (404)');
}

/** `host` unset: every interface. Behind a proxy on the same machine 127.0.0.1, so no client can bypass it (and its X-Forwarded-For). */
export async function serve({ dir, port, host }: { dir: string; port: number; host?: string }) {
  redactNextConsole();
  const app = next({ dev: false, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Next's own compression is off (next.config): it would compress before a per-request page gets its scripts moved.
  const compress = compression();
  const { TRUSTED_PROXY_HOPS } = config();
  const server = createServer((req, res) => {
    // Both replace whatever a client sent under these names.
    const peer = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    req.headers[PEER_ADDRESS_HEADER] = peer;
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, peer, TRUSTED_PROXY_HOPS);
    keepOneLocation(res);
    if (refuseMalformed(req, res) || refuseCrossSitePost(req, res) || refuseOversizedBody(req, res)) return;
    res.once('finish', () => {
      if (res.statusCode === 404) logNotFound(req);
    });
    // A page may answer with its own status (an expired offer link: 410).
    allowStatusOverride(req, res, () =>
      compress(req, res, () => {
        paintFirstPerRequest(req, res);
        void handle(req, res);
      }),
    );
  });
  await new Promise<void>((resolve) => (host ? server.listen(port, host, resolve) : server.listen(port, resolve)));
  logger.info({ port, host }, `listening on http://${host ?? 'localhost'}:${port}`);
  return server;
}
