import 'server-only';
import { overrideStatus } from './status-override';

/**
 * Answers the current page request with `status` (410 for an expired link, 409 for a conflicting form) instead of
 * 200. Only for an HTML answer: a server action called by the browser's JavaScript keeps 200, as Next's client reads
 * the action's result from it. Without our server in front (next dev) it does nothing.
 */
export async function setResponseStatus(status: number): Promise<void> {
  overrideStatus(status);
}
