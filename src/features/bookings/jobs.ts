import 'server-only';
import type { Database } from '@/db/client';
import { getCity } from '@/features/cities';
import type { Config } from '@/lib/config';
import type { Job } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { berlinToday } from '@/lib/time';
import { plannerProfileByEmail } from '@/features/auth/planner-queries';
import { bookingRenewalMail } from './emails';
import { startValue } from './form-schema';
import { bookingHref } from './paths';
import { topUpOpenEndedAds } from '@/features/ad-slots/queries';
import { claimDueRenewals, expireUnconfirmed } from './queries';

/** How often a process looks for bookings to expire and periods to offer again. */
export const BOOKING_POLL_MS = 60_000;

/** Offers the next year's months to the operators whose period ends within 14 days (once each), from the admin who approved the ad. */
export function offerRenewals(db: Database, settings: Config, now = new Date()): Promise<number> {
  const signature = mailSignature(operator(settings));
  return db.transaction(async (tx) => {
    const due = await claimDueRenewals(tx, berlinToday(), now);
    for (const booking of due)
      await queueMail(
        tx,
        bookingRenewalMail({
          recipient: booking.email,
          contactName: booking.contactName,
          salutation: booking.salutation,
          teamAddress: settings.LEAD_NOTIFY_EMAIL,
          sender: await plannerProfileByEmail(tx, booking.reviewedByEmail),
          cityName: getCity(booking.cityId)?.name ?? booking.cityId,
          venueName: booking.venueName,
          lastMonth: booking.lastMonth,
          link: `${settings.SITE_URL}${bookingHref({ cityId: booking.cityId, start: startValue(Number(booking.lastMonth.slice(0, 4)) + 1, 2) })}`,
          signature,
        }),
      );
    return due.length;
  });
}

/**
 * Every process runs these each minute; the rows are claimed with SKIP LOCKED, so each happens once: bookings not
 * confirmed within 30 minutes free their slots, periods ending within 14 days are offered for the next year, and
 * live ads without an end take the months that became bookable.
 */
export function bookingJobs(db: Database, settings: Config): Job {
  return {
    name: 'ad-bookings',
    schedule: BOOKING_POLL_MS,
    runAtStart: true,
    async run() {
      const expired = await db.transaction((tx) => expireUnconfirmed(tx, new Date()));
      const offered = await offerRenewals(db, settings);
      if (expired || offered) logger.info({ expired, offered }, 'ad booking jobs');
      for (const shortfall of await topUpOpenEndedAds(db, new Date())) logger.warn(shortfall, 'an ad without an end found no free slot in these months; bookings hold them');
    },
  };
}
