import 'server-only';
import { CITIES } from '@/features/cities';
import { takenSlotsByCity } from '@/features/venue-ads/cache';
import { logger } from '@/lib/logger';
import { type SlotOverview, slotOverview } from './slots';

/** Free slots per city right now; undefined when the database cannot say (logged: the page still answers). */
export async function currentSlotOverview(): Promise<SlotOverview | undefined> {
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
