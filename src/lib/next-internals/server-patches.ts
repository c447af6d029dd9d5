/**
 * The production server's corrections of what Next itself does with a response or the console (src/server.ts).
 * Loaded without bundling by src/server.ts: relative imports only. What they rely on of Next: NEXT_INTERNALS'
 * redirectLocation and consoleErrors (./internals.ts).
 */
import type { ServerResponse } from 'node:http';
import { redactConsoleArguments } from '../logger.ts';

/**
 * Next answers a redirect from a page it caches (/blog/{unknown slug} → /blog) with Location twice: set while rendering,
 * then appended again from the render's stored headers. One Location is the valid answer.
 */
export function keepOneLocation(res: ServerResponse): void {
  const appendHeader = res.appendHeader.bind(res);
  res.appendHeader = (name, value) => (name.toLowerCase() === 'location' && res.hasHeader('location') ? res : appendHeader(name, value));
}

/**
 * Next logs a failed render or action itself, with the error's message: a failed query's would name its parameters.
 * From now on this process's console.error and console.warn print them redacted (lib/logger.ts).
 */
export function redactNextConsole(): void {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(...redactConsoleArguments(args));
  }
}
