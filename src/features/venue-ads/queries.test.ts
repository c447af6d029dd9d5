import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { describeEachDatabase } from '@/test/databases';
import { parseAdFilter } from './admin-filter';
import type { VenueAdInput } from './form-schema';
import { ADS_PAGE_SIZE, createAd, deleteAd, getAd, listAdsForAdmin, liveSlotUsage, showableAds, updateAd } from './queries';

const input = (change: Partial<VenueAdInput>): VenueAdInput => ({
  venueName: 'Venue',
  cityId: 'koeln',
  description: 'Saal',
  imageUrl: null,
  websiteUrl: null,
  expiresAt: null,
  active: true,
  featured: false,
  liveSystem: true,
  ...change,
});

describeEachDatabase('venue ads', (database) => {
  let handle: DatabaseHandle;
  /** Ads made one minute apart, oldest first, so "newest" is well defined. */
  const make = async (change: Partial<VenueAdInput>, minutesAgo: number) => {
    const ad = await createAd(handle.db, input(change));
    await handle.db.execute(sql`update venue_ads set created_at = now() - make_interval(mins => ${minutesAgo}), updated_at = now() - make_interval(mins => ${60 - minutesAgo}) where id = ${ad.id}`);
    return ad;
  };
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(async () => {
    await handle.close();
  });

  it('public query: the city’s showable ads, featured first then newest, three at most, live only in live mode', async () => {
    await make({ venueName: 'Alt' }, 50);
    await make({ venueName: 'Neu' }, 10);
    await make({ venueName: 'Hervorgehoben', featured: true }, 40);
    await make({ venueName: 'Mittel' }, 30);
    await make({ venueName: 'Nur Demo', liveSystem: false }, 5);
    await make({ venueName: 'Aus', active: false }, 1);
    await make({ venueName: 'Abgelaufen', expiresAt: new Date(Date.now() - 1000) }, 2);
    await make({ venueName: 'Berlin', cityId: 'berlin', featured: true }, 3);
    expect((await showableAds(handle.db, 'koeln', 'live')).map((ad) => ad.venueName)).toEqual(['Hervorgehoben', 'Neu', 'Mittel']);
    expect((await showableAds(handle.db, 'koeln', 'demo')).map((ad) => ad.venueName)).toEqual(['Hervorgehoben', 'Nur Demo', 'Neu']);
    expect(await showableAds(handle.db, 'hamburg', 'live')).toEqual([]);
  });

  it('admin list: search, every filter, hidden expired ads, each sort, pages', async () => {
    await make({ venueName: 'Brauhaus 100%', description: 'Kölsch' }, 50);
    await make({ venueName: 'Loft', description: 'Industrie-Charme mit Brauerei-Bar', featured: true }, 40);
    await make({ venueName: 'Schiff', active: false, liveSystem: false }, 30);
    await make({ venueName: 'Vorbei', expiresAt: new Date(Date.now() - 60_000) }, 20);
    await make({ venueName: 'Spree', cityId: 'berlin' }, 10);
    const names = async (params: Record<string, string>) => (await listAdsForAdmin(handle.db, parseAdFilter(params))).rows.map((ad) => ad.venueName);
    expect(await names({})).toEqual(['Spree', 'Schiff', 'Loft', 'Brauhaus 100%']);
    expect(await names({ expired: '1' })).toEqual(['Spree', 'Vorbei', 'Schiff', 'Loft', 'Brauhaus 100%']);
    expect(await names({ q: 'brau' })).toEqual(['Loft', 'Brauhaus 100%']);
    expect(await names({ q: '100%' })).toEqual(['Brauhaus 100%']);
    expect(await names({ city: 'berlin' })).toEqual(['Spree']);
    expect(await names({ active: 'no' })).toEqual(['Schiff']);
    expect(await names({ featured: 'yes' })).toEqual(['Loft']);
    expect(await names({ live: 'no' })).toEqual(['Schiff']);
    expect(await names({ sort: 'created-asc' })).toEqual(['Brauhaus 100%', 'Loft', 'Schiff', 'Spree']);
    expect(await names({ sort: 'updated-desc' })).toEqual(['Brauhaus 100%', 'Loft', 'Schiff', 'Spree']);
    expect(await names({ sort: 'updated-asc' })).toEqual(['Spree', 'Schiff', 'Loft', 'Brauhaus 100%']);
    expect(await names({ sort: 'featured' })).toEqual(['Loft', 'Spree', 'Schiff', 'Brauhaus 100%']);
    for (let i = 0; i < ADS_PAGE_SIZE; i++) await make({ venueName: `Viele ${i}`, cityId: 'bonn' }, 100 + i);
    const second = await listAdsForAdmin(handle.db, parseAdFilter({ city: 'bonn', page: '2' }));
    expect([second.total, second.pageCount, second.rows.map((ad) => ad.venueName)]).toEqual([ADS_PAGE_SIZE, 1, []]);
  });

  it('live slot usage counts only ads that compete for the live slots', async () => {
    for (let i = 0; i < 4; i++) await make({ cityId: 'koeln' }, i);
    await make({ cityId: 'koeln', liveSystem: false }, 9);
    await make({ cityId: 'berlin', expiresAt: new Date(Date.now() - 1) }, 9);
    await make({ cityId: 'bonn' }, 9);
    expect(await liveSlotUsage(handle.db)).toEqual([
      { cityId: 'bonn', live: 1 },
      { cityId: 'koeln', live: 4 },
    ]);
  });

  it('creates, reads, updates and deletes; the database refuses what the form would', async () => {
    const ad = await createAd(handle.db, input({ venueName: 'Zunft', websiteUrl: 'https://zunft.example' }));
    expect(await getAd(handle.db, ad.id)).toMatchObject({ venueName: 'Zunft', active: true, featured: false, liveSystem: true, imageUrl: null });
    expect(await updateAd(handle.db, ad.id, { featured: true })).toMatchObject({ featured: true });
    expect((await getAd(handle.db, ad.id))!.updatedAt.getTime()).toBeGreaterThanOrEqual(ad.updatedAt.getTime());
    expect(await deleteAd(handle.db, ad.id)).toMatchObject({ id: ad.id });
    expect(await getAd(handle.db, ad.id)).toBeUndefined();
    expect(await updateAd(handle.db, ad.id, { active: false })).toBeUndefined();
    expect(await getAd(handle.db, 'keine-uuid')).toBeUndefined();
    await expect(createAd(handle.db, input({ venueName: '  ' }))).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(createAd(handle.db, input({ websiteUrl: 'javascript:alert(1)' }))).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
