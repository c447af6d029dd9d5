import 'server-only';
import type { Database } from '@/db/client';
import { logger } from '@/lib/logger';
import { expireUnconfirmed } from './queries';

/** How often a process frees the slots of bookings whose 24 hours passed without a confirmed address. */
export const EXPIRY_POLL_MS = 60_000;

/** Every process runs this; the bookings are claimed with SKIP LOCKED, so each is expired once. */
export function startBookingExpiry(db: Database): void {
  const run = () =>
    expireUnconfirmed(db, new Date()).then(
      (expired) => expired && logger.info({ expired }, 'unconfirmed ad bookings expired'),
      (err: unknown) => logger.error({ err }, 'expiring ad bookings failed'),
    );
  void run();
  setInterval(run, EXPIRY_POLL_MS).unref();
}
