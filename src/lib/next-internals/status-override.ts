/**
 * A page's own HTTP status beyond what Next offers (it knows 401, 403 and 404 only): the server handles each request
 * in a context of its own (AsyncLocalStorage), a page or action of that request asks for e.g. 410 or 409, and the
 * server writes it instead of the 200 Next chose. The page reads no request header for it, so a page that the page
 * cache keeps (a venue's page) can answer 410 too, and the cache keeps no such answer (./page-cache-handler.ts).
 * Loaded without bundling by src/server.ts: relative imports only; the context lives on globalThis because the
 * bundled copy of this module is another instance than the server's. What it relies on of Next: NEXT_INTERNALS'
 * statusWrite and actionHeader (./internals.ts).
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request's method as the server received it: a page cannot tell a HEAD from a GET otherwise. */
export const REQUEST_METHOD_HEADER = 'x-wf-request-method';

/** What Next's client script sends with a server action it calls (NEXT_INTERNALS.actionHeader). */
export const SERVER_ACTION_HEADER = 'next-action';

/** One request's answer: the status its page asked for, and whether a browser's script called a server action. */
export interface ResponseContext {
  status?: number;
  readonly action: boolean;
}

const store = globalThis as typeof globalThis & { __responseContexts?: AsyncLocalStorage<ResponseContext> };
const responses = (store.__responseContexts ??= new AsyncLocalStorage<ResponseContext>());

/**
 * Answers the current request with `status` instead of 200. Only for an HTML answer: a server action called by the
 * browser's JavaScript keeps 200, as Next's client reads the action's result from it. Outside a request our server
 * handles (next dev, the build) it does nothing.
 */
export function overrideStatus(status: number): void {
  const response = responses.getStore();
  if (response && !response.action) response.status = status;
}

/**
 * Answers the current page request with `status` (410 for an expired link, 409 for a conflicting form) instead of
 * 200; for pages and server actions, as `overrideStatus`.
 */
export async function setResponseStatus(status: number): Promise<void> {
  overrideStatus(status);
}

/** The status the current request's page asked for, if any. */
export function askedStatus(): number | undefined {
  return responses.getStore()?.status;
}

/** Tests: the rest of the current flow is one request's handling (not a server action's); its answer, to read the status. */
export function enterResponse(): ResponseContext {
  const response: ResponseContext = { action: false };
  responses.enterWith(response);
  return response;
}

/**
 * Handles the request in its own context (and tells the page the method), and writes a status the page asked for in
 * place of a 200; an error status Next chose stays.
 */
export function allowStatusOverride(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  req.headers[REQUEST_METHOD_HEADER] = req.method ?? 'GET';
  const response: ResponseContext = { action: req.headers[SERVER_ACTION_HEADER] !== undefined };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? (response.status ?? status) : status, ...rest)) as ServerResponse['writeHead'];
  responses.run(response, handle);
}
