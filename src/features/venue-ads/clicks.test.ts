import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { appSecrets, venueAdClicks, venueAdClickVisitors } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { clicksInWindow, countClick, pruneClickVisitors, visitorOfToday } from './clicks';
import { createAd } from './queries';

describeEachDatabase('ad clicks', (database) => {
  const handle = freshDatabaseEach(database);
  let adId: string;
  beforeEach(async () => {
    adId = (await createAd(handle.db, { venueName: 'Klicksaal', cityId: 'berlin', description: 'Saal', imageUrl: null, websiteUrl: 'https://saal.test', expiresAt: null, active: true, featured: false, liveSystem: true })).id;
  });

  it('counts one click per visitor, ad and day, also under 200 concurrent requests of one visitor', async () => {
    const visitor = await visitorOfToday(handle.db, '203.0.113.7', 'Mozilla/5.0');
    await Promise.all(Array.from({ length: 200 }, () => countClick(handle.db, adId, visitor)));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '203.0.113.8', 'Mozilla/5.0'));
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '203.0.113.7', 'Firefox'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(3);
  });

  it('keeps no address: only salted hashes, and the day after neither hashes nor salt', async () => {
    const visitor = await visitorOfToday(handle.db, '203.0.113.7', 'Mozilla/5.0');
    await countClick(handle.db, adId, visitor);
    const stored = await handle.db.select().from(venueAdClickVisitors);
    expect(stored.map((row) => row.visitor)).toEqual([visitor]);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
    await handle.db.update(venueAdClickVisitors).set({ day: sql`${venueAdClickVisitors.day} - 1` });
    await handle.db.update(appSecrets).set({ name: 'ad-click-salt:2000-01-01' }).where(sql`${appSecrets.name} like 'ad-click-salt:%'`);
    expect(await pruneClickVisitors(handle.db)).toBe(1);
    expect(await handle.db.select().from(venueAdClickVisitors)).toEqual([]);
    expect(await handle.db.select().from(appSecrets).where(eq(appSecrets.name, 'ad-click-salt:2000-01-01'))).toEqual([]);
    // A new day, a new salt: the same visitor is another hash.
    expect(await visitorOfToday(handle.db, '203.0.113.7', 'Mozilla/5.0')).not.toBe(visitor);
    expect((await handle.db.select().from(venueAdClicks))[0].clicks).toBe(1);
  });
});
