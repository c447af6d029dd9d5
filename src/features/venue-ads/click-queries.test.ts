import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { appSecrets, venueAdClicks, venueAdClickVisitors } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { clicksInWindow, countClick, pruneClickVisitors, visitorOfToday } from './click-queries';
import { createAd } from './queries';

describeEachDatabase('ad clicks', (database) => {
  const handle = freshDatabaseEach(database);
  let adId: string;
  beforeEach(async () => {
    adId = (await createAd(handle.db, { venueName: 'Klicksaal', cityId: 'berlin', description: 'Saal', imageUrl: null, websiteUrl: 'https://saal.test', expiresAt: null, active: true, featured: false, liveSystem: true })).id;
  });

  it('counts one click per network, ad and day, also under 200 concurrent requests of one visitor', DATABASE_DECIDES, async () => {
    const visitor = await visitorOfToday(handle.db, '203.0.113.7', 'Mozilla/5.0');
    await Promise.all(Array.from({ length: 200 }, () => countClick(handle.db, adId, visitor)));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '203.0.114.7', 'Mozilla/5.0'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(2);
  });

  it('counts 40 User-Agents from one address as one click', async () => {
    for (let i = 0; i < 40; i++) await countClick(handle.db, adId, await visitorOfToday(handle.db, '198.51.100.23', `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + i}.0`));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
    expect(await handle.db.select().from(venueAdClickVisitors)).toHaveLength(1);
  });

  it('counts two addresses of one /24 (or one /64) once, another network again', async () => {
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '198.51.100.23', 'Firefox'));
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '198.51.100.201', 'Chrome'));
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '::ffff:198.51.100.7', 'Safari'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '198.51.101.23', 'Firefox'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(2);
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '2001:db8:1:2::17', 'Firefox'));
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '2001:0db8:0001:0002:ffff::1', 'Chrome'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(3);
  });

  it('never counts a known robot or an empty User-Agent', async () => {
    for (const robot of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31', '', null]) {
      const visitor = await visitorOfToday(handle.db, '192.0.2.44', robot);
      expect(visitor).toBeNull();
      await countClick(handle.db, adId, visitor);
    }
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBeUndefined();
    expect(await handle.db.select().from(venueAdClickVisitors)).toEqual([]);
    await countClick(handle.db, adId, await visitorOfToday(handle.db, '192.0.2.44', 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0.0.0 Safari/537.36'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
  });

  it('counts unreadable addresses as one network', async () => {
    await countClick(handle.db, adId, await visitorOfToday(handle.db, 'unknown', 'Firefox'));
    await countClick(handle.db, adId, await visitorOfToday(handle.db, 'not-an-address', 'Firefox'));
    expect((await clicksInWindow(handle.db, [adId])).get(adId)).toBe(1);
  });

  it('keeps no address: only salted hashes, and the day after neither hashes nor salt', async () => {
    const visitor = await visitorOfToday(handle.db, '203.0.113.7', 'Mozilla/5.0');
    await countClick(handle.db, adId, visitor);
    const stored = await handle.db.select().from(venueAdClickVisitors);
    expect(stored.map((row) => row.visitor)).toEqual([visitor]);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
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
