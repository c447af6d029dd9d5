import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adSlotHolds, venueAds } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { topUpOpenEndedAds } from './queries';

// How bookings and ads made in the admin share a month's slots (holdAdSlots beside holdBooking): bookings/queries.test.ts.

const NOW = new Date('2026-11-25T10:00:00Z');

describeEachDatabase('ad slots', (database) => {
  const handle = freshDatabaseEach(database);

  it('tops up an ad without an end with the months that became bookable', async () => {
    const [ad] = await handle.db.insert(venueAds).values({ cityId: 'bonn', venueName: 'Alt-Saal', description: 'Saal', liveSystem: true }).returning();
    expect(await topUpOpenEndedAds(handle.db, NOW)).toEqual([]);
    expect(await handle.db.select().from(adSlotHolds).where(eq(adSlotHolds.adId, ad.id))).toHaveLength(12);
    expect(await topUpOpenEndedAds(handle.db, new Date('2027-01-05T10:00:00Z'))).toEqual([]);
    expect(await handle.db.select().from(adSlotHolds).where(eq(adSlotHolds.adId, ad.id))).toHaveLength(22);
  });
});
