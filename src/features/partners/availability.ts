import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/db/client';
import { slotsOfMonth } from '@/features/bookings/queries';
import { type Month, monthOf } from '@/features/ad-slots/rules';
import { CITIES } from '@/features/cities';
import { CACHE_TAGS, VENUE_ADS_CACHE_SECONDS } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import { berlinMonthIndex, berlinYearMonth } from '@/lib/time';
import { type SlotOverview, slotOverview } from './slots';

/**
 * The month it is in Berlin ('Aktuell'), cached under the tag that expires by itself at the turn of the month,
 * so the cached partner page is made anew then and not only when its revalidate time has passed.
 */
export const currentBerlinMonth: () => Promise<number> = unstable_cache(async () => berlinMonthIndex(new Date()), ['berlin-month'], {
  tags: [CACHE_TAGS.berlinMonth],
});

/** A month's holds per city, from the table that decides whether a slot is free. */
const holdsOfMonth = async (month: Month) => slotsOfMonth(await getDb(), month);

/** The same for the page cache's page (the month is part of its key), expired by every change of an ad or a booking. */
const cachedHoldsOfMonth = unstable_cache(holdsOfMonth, ['venue-ad-slots'], { tags: [CACHE_TAGS.venueAdSlots], revalidate: VENUE_ADS_CACHE_SECONDS });

/**
 * Free and reserved slots per city this month; undefined when the database cannot say (logged: the page still
 * answers). `fresh` reads past the cache, for a page made for one request (a city asked for).
 */
export async function currentSlotOverview({ fresh = false } = {}): Promise<SlotOverview | undefined> {
  // The build has no database; its prerendered pages are never served (see src/lib/next-internals/page-cache-handler.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  try {
    const { year, monthIndex } = berlinYearMonth(new Date());
    const month = monthOf(year, monthIndex);
    return slotOverview(
      CITIES.map((city) => city.id),
      await (fresh ? holdsOfMonth(month) : cachedHoldsOfMonth(month)),
    );
  } catch (err) {
    logger.error({ err }, 'free ad slots could not be loaded; the partner page shows no figures');
    return undefined;
  }
}
