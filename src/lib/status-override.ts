/**
 * A page's own HTTP status beyond what Next offers (it knows 401, 403 and 404 only): the server names each request
 * (RESPONSE_ID_HEADER), a page or action of that request asks for e.g. 410 or 409, and the server writes it instead
 * of the 200 Next chose. Loaded without bundling by src/server.ts: relative imports only; the registry lives on
 * globalThis because the bundled copy of this module is another instance than the server's.
 */

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Set by the server on every request (replacing whatever the client sent under this name). */
export const RESPONSE_ID_HEADER = 'x-wf-response-id';
/** The request's method as the server received it: a page cannot tell a HEAD from a GET otherwise. */
export const REQUEST_METHOD_HEADER = 'x-wf-request-method';

const store = globalThis as typeof globalThis & { __statusOverrides?: Map<string, number> };
const overrides = (store.__statusOverrides ??= new Map<string, number>());

export function overrideStatus(responseId: string, status: number): void {
  overrides.set(responseId, status);
}

/** The status asked for in place of a successful answer's 200, taken out of the registry (or undefined). */
export function takeStatusOverride(responseId: string): number | undefined {
  const status = overrides.get(responseId);
  overrides.delete(responseId);
  return status;
}

/**
 * Names the request for the page (and tells it the method), and writes a status the page asked for in place of a
 * 200; an error status Next chose stays. The registry entry goes with the response.
 */
export function allowStatusOverride(req: IncomingMessage, res: ServerResponse): void {
  const responseId = randomUUID();
  req.headers[RESPONSE_ID_HEADER] = responseId;
  req.headers[REQUEST_METHOD_HEADER] = req.method ?? 'GET';
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? (takeStatusOverride(responseId) ?? status) : status, ...rest)) as ServerResponse['writeHead'];
  res.once('close', () => takeStatusOverride(responseId));
}
