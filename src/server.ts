// The production HTTP server: Next's request handler behind a thin node:http layer that records the socket's
// address for rate limits and logs every answer 404 (so no proxy has to run on each request to find them).
import { createServer, type IncomingMessage } from 'node:http';
import next from 'next';
import { PEER_ADDRESS_HEADER } from './lib/client-address.ts';
import { logger } from './lib/logger.ts';

/** Crawlers ask for it whether or not it exists; not worth an error. */
const QUIET_NOT_FOUND = new Set(['/robots.txt']);

function logNotFound(req: IncomingMessage) {
  const path = (req.url ?? '/').split('?')[0];
  if (QUIET_NOT_FOUND.has(path)) return;
  logger.error({ path, referer: req.headers.referer }, 'page not found (404)');
}

export async function serve({ dir, port }: { dir: string; port: number }) {
  const app = next({ dev: false, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    res.once('finish', () => {
      if (res.statusCode === 404) logNotFound(req);
    });
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  logger.info({ port }, `listening on http://localhost:${port}`);
  return server;
}
