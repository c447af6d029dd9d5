import 'server-only';
import { isAPIError } from 'better-auth/api';
import type { Database } from '@/db/client';
import { logger } from '@/lib/logger';
import { clearHits, clearHitsUnder, countHit, hitsInWindow, takeBackHit } from '@/lib/limits/rate-limit';

/**
 * Failed sign-ins counted in fixed windows (from the first failure). Per address AND client, so a stranger's
 * guesses lock out only the stranger's client, never the owner at another one.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failures one client may have for one address in the window; its further attempts at that address are refused. */
export const FAILURES_PER_CLIENT = 5;
/**
 * Failures one address may have from all clients together in the window before each further attempt is held back
 * (never refused, so the owner always gets in): guessing from many clients gets slower, the owner only waits.
 */
export const FAILURES_BEFORE_DELAY = 10;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 8000;

/** How a held attempt waits; tests replace `sleep` so that they need not wait. */
export const signInPause = { sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

const normalizedEmail = (email: unknown) => String(email ?? '').trim().toLowerCase();

/** The counter of an address's failures from all clients. */
export const addressFailuresKey = (email: unknown) => `sign-in-failures:${normalizedEmail(email)}`;

/** The counter of an address's failures from one client; it starts with the address's key, so a reset finds them all. */
export const clientFailuresKey = (email: unknown, client: string) => `${addressFailuresKey(email)}|${client}`;

/** How long an attempt at an address with `addressFailures` failures in the window is held: 1 s, doubling, at most 8 s. */
export function signInDelayMs(addressFailures: number): number {
  const beyond = addressFailures - FAILURES_BEFORE_DELAY;
  if (beyond <= 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 10), MAX_DELAY_MS);
}

export type SignInOutcome = 'signed-in' | 'unconfirmed' | 'failed';

/**
 * What a sign-in came to: a session, the right password for an address not yet confirmed (Better Auth checks the
 * password first), or a failure (wrong address or password, or anything else that made no session).
 */
export function signInOutcome(sessionCreated: boolean, returned: unknown): SignInOutcome {
  if (sessionCreated) return 'signed-in';
  if (isAPIError(returned) && (returned.body as { code?: unknown } | undefined)?.code === 'EMAIL_NOT_VERIFIED') return 'unconfirmed';
  return 'failed';
}

/**
 * Before the password is checked. The client's attempt is counted now (atomically, so parallel attempts cannot
 * slip past the limit) and given back if it turns out not to be a failure. Returns false when the client has used
 * up its failures for the address; otherwise holds the attempt while the address is under attack, whatever the
 * password, so the wait tells nothing.
 */
export async function admitSignIn(db: Database, email: unknown, client: string): Promise<boolean> {
  if ((await countHit(db, clientFailuresKey(email, client), SIGN_IN_WINDOW_SECONDS)) > FAILURES_PER_CLIENT) return false;
  const delay = signInDelayMs(await hitsInWindow(db, addressFailuresKey(email), SIGN_IN_WINDOW_SECONDS));
  if (delay > 0) await signInPause.sleep(delay);
  return true;
}

/** After the password check: a session clears the client's failures, the right password gives its attempt back. */
export async function recordSignIn(db: Database, email: unknown, client: string, outcome: SignInOutcome): Promise<void> {
  const clientKey = clientFailuresKey(email, client);
  if (outcome === 'signed-in') return clearHits(db, clientKey);
  if (outcome === 'unconfirmed') return takeBackHit(db, clientKey);
  const failures = await countHit(db, addressFailuresKey(email), SIGN_IN_WINDOW_SECONDS);
  if (failures === FAILURES_BEFORE_DELAY + 1) {
    logger.warn({ failures, windowMinutes: SIGN_IN_WINDOW_SECONDS / 60 }, 'failed sign-ins for one address from several clients: further attempts at it are held back');
  }
}

/** After a password reset through the mailed link: its owner may sign in at once, from every client. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await clearHitsUnder(db, addressFailuresKey(email));
}
