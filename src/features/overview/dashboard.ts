import 'server-only';
import { getDb } from '@/db/client';
import { logger } from '@/lib/logger';
import { type DueBooking, dueBookings } from './due-queries';

/**
 * The ad bookings due by the end of today for the page being rendered (the overview's due list reads them itself, so
 * that its page passes only the requests). Undefined when they could not be read: logged, and the list says so
 * instead of taking the page down.
 */
export async function bookingsDueAt(now: Date): Promise<DueBooking[] | undefined> {
  try {
    return await dueBookings(await getDb(), now);
  } catch (err) {
    logger.error({ err }, 'ad bookings due could not be read');
    return undefined;
  }
}
