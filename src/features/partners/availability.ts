import 'server-only';
import { unstable_cache } from 'next/cache';
import { CITIES } from '@/features/cities';
import { takenSlotsByCity } from '@/features/venue-ads/cache';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import { berlinMonthIndex } from '@/lib/time';
import { type SlotOverview, slotOverview } from './slots';

/**
 * The month it is in Berlin ('Aktuell'), cached under the tag that expires by itself at the turn of the month,
 * so the cached partner page is made anew then and not only when its revalidate time has passed.
 */
export const currentBerlinMonth: () => Promise<number> = unstable_cache(async () => berlinMonthIndex(new Date()), ['berlin-month'], {
  tags: [CACHE_TAGS.berlinMonth],
});

/** Free slots per city right now; undefined when the database cannot say (logged: the page still answers). */
export async function currentSlotOverview(): Promise<SlotOverview | undefined> {
  // The build has no database; its prerendered pages are never served (see src/lib/page-cache-handler.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  try {
    return slotOverview(
      CITIES.map((city) => city.id),
      await takenSlotsByCity(),
    );
  } catch (err) {
    logger.error({ err }, 'free ad slots could not be loaded; the partner page shows no figures');
    return undefined;
  }
}
