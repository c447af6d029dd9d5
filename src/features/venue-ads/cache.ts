import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { getDb } from '@/db/client';
import { imageSizes } from '@/features/images/queries';
import { imagePath } from '@/features/images/paths';
import { CACHE_TAGS, VENUE_ADS_CACHE_SECONDS } from '@/lib/cache-tags';
import { logger } from '@/lib/logger';
import { clickPath, type PublicAd } from './public-ad';
import { showableAds } from './queries';
import type { AdMode } from './selection';

async function loadPublicAds(cityId: string, mode: AdMode): Promise<PublicAd[]> {
  const db = await getDb();
  const ads = await showableAds(db, cityId, mode);
  const sizes = await imageSizes(db, ads.flatMap((ad) => (ad.imageId ? [ad.imageId] : [])));
  return ads.map((ad) => {
    const size = ad.imageId ? sizes.get(ad.imageId) : undefined;
    return {
      id: ad.id,
      name: ad.venueName,
      description: ad.description,
      image: ad.imageId && size ? { src: imagePath(ad.imageId), ...size } : null,
      clickPath: ad.websiteUrl ? clickPath(ad.id) : null,
    };
  });
}

/**
 * A city's ads for a page, cached per city and mode for at most five minutes and expired at once by an admin
 * change. A load failure is logged and hides the block: the page itself must still answer.
 */
export async function cityAds(cityId: string, mode: AdMode): Promise<PublicAd[]> {
  // The build has no database; its prerendered pages are never served (see src/lib/next-internals/page-cache-handler.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    return await unstable_cache(() => loadPublicAds(cityId, mode), ['venue-ads', cityId, mode], {
      tags: [CACHE_TAGS.venueAdsOfCity(cityId)],
      revalidate: VENUE_ADS_CACHE_SECONDS,
    })();
  } catch (err) {
    logger.error({ err, cityId }, 'venue ads could not be loaded; the block is hidden');
    return [];
  }
}

/** After an admin change: these cities' pages and blocks, and the slot counts, show the change on their next request. Server actions only. */
export function expireCityAds(cityIds: readonly string[]): void {
  for (const cityId of new Set(cityIds)) updateTag(CACHE_TAGS.venueAdsOfCity(cityId));
  expireSlotCounts();
}

/** After a slot was taken, reserved or let go (a booking sent, confirmed or refused): the partner page's counts. Server actions only. */
export function expireSlotCounts(): void {
  updateTag(CACHE_TAGS.venueAdSlots);
}
