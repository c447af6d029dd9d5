import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storedImages, venueAdClicks, venueAds } from '@/db/schema';
import { BERLIN } from '@/lib/time';
import { databaseNow } from '@/test/clock';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { parseAdFilter } from './admin-filter';
import { countClick } from './click-queries';
import type { VenueAdInput } from './form-schema';
import { selectAds } from './selection';
import { ADS_PAGE_SIZE, adminAdsOverview, clickTarget, createAd, deleteAd, getAd, listAdsForAdmin, showableAds, updateAd } from './queries';

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
  const handle = freshDatabaseEach(database);
  /** Ads made one minute apart, oldest first, so "newest" is well defined. */
  const make = async (change: Partial<VenueAdInput>, minutesAgo: number) => {
    const ad = await createAd(handle.db, input(change));
    await handle.db.execute(sql`update venue_ads set created_at = now() - make_interval(mins => ${minutesAgo}), updated_at = now() - make_interval(mins => ${60 - minutesAgo}) where id = ${ad.id}`);
    return ad;
  };
  // Whether an ad has started or expired is the database's rule (starts_at <= now(), expires_at > now()): its clock places the ads.
  it('public query: the city’s showable ads, featured first then newest, three at most, live only in live mode', async () => {
    const now = (await databaseNow(handle.db)).getTime();
    await make({ venueName: 'Alt' }, 50);
    await make({ venueName: 'Neu' }, 10);
    await make({ venueName: 'Hervorgehoben', featured: true }, 40);
    await make({ venueName: 'Mittel' }, 30);
    await make({ venueName: 'Nur Demo', liveSystem: false }, 5);
    await make({ venueName: 'Aus', active: false }, 1);
    await make({ venueName: 'Abgelaufen', expiresAt: new Date(now - 1000) }, 2);
    await make({ venueName: 'Berlin', cityId: 'berlin', featured: true }, 3);
    const booked = await make({ venueName: 'Ab nächstem Monat', featured: true }, 0);
    await handle.db.update(venueAds).set({ startsAt: new Date(now + 86_400_000) }).where(eq(venueAds.id, booked.id));
    expect((await showableAds(handle.db, 'koeln', 'live')).map((ad) => ad.venueName)).toEqual(['Hervorgehoben', 'Neu', 'Mittel']);
    // A booked ad that has started comes before every ad made in the admin: its operator paid for the slot.
    const paid = await make({ venueName: 'Gebucht' }, 45);
    await handle.db.update(venueAds).set({ startsAt: new Date(now - 1000) }).where(eq(venueAds.id, paid.id));
    expect((await showableAds(handle.db, 'koeln', 'live')).map((ad) => ad.venueName)).toEqual(['Gebucht', 'Hervorgehoben', 'Neu']);
    await handle.db.update(venueAds).set({ active: false }).where(eq(venueAds.id, paid.id));
    expect((await showableAds(handle.db, 'koeln', 'demo')).map((ad) => ad.venueName)).toEqual(['Hervorgehoben', 'Nur Demo', 'Neu']);
    expect(await showableAds(handle.db, 'hamburg', 'live')).toEqual([]);
    await handle.db.update(venueAds).set({ active: true }).where(eq(venueAds.id, paid.id));
    // The SQL gives what the rule in its pure form (selectAds) picks from all ads, for every city and mode.
    const all = await handle.db.select().from(venueAds);
    for (const cityId of ['koeln', 'berlin', 'hamburg'])
      for (const mode of ['live', 'demo'] as const) expect(await showableAds(handle.db, cityId, mode)).toEqual(selectAds(all, cityId, mode, await databaseNow(handle.db)));
  });

  it('admin list: search, every filter, hidden expired ads, each sort, pages', async () => {
    const now = (await databaseNow(handle.db)).getTime();
    await make({ venueName: 'Brauhaus 100%', description: 'Kölsch' }, 50);
    await make({ venueName: 'Loft', description: 'Industrie-Charme mit Brauerei-Bar', featured: true }, 40);
    await make({ venueName: 'Schiff', active: false, liveSystem: false }, 30);
    await make({ venueName: 'Vorbei', expiresAt: new Date(now - 60_000) }, 20);
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

  it('keeps our copy of the image with the ad, and lets it go with the address', async () => {
    const [image] = await handle.db
      .insert(storedImages)
      .values({ sourceUrl: 'https://bild.example/saal.jpg', contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('RIFF') })
      .returning();
    const ad = await createAd(handle.db, { ...input({ imageUrl: 'https://bild.example/saal.jpg' }), imageId: image.id });
    expect(await getAd(handle.db, ad.id)).toMatchObject({ imageUrl: 'https://bild.example/saal.jpg', imageId: image.id });
    expect(await updateAd(handle.db, ad.id, { imageUrl: null, imageId: null })).toMatchObject({ imageUrl: null, imageId: null });
    expect((await createAd(handle.db, input({}))).imageId).toBeNull();
  });

  it('admin overview: each listed ad with its clicks of the last 30 days', async () => {
    const counted = await make({ venueName: 'Gezählt' }, 20);
    const quiet = await make({ venueName: 'Still', cityId: 'berlin' }, 10);
    for (let i = 0; i < 3; i++) await countClick(handle.db, counted.id, `besucher-${i}`);
    await handle.db.insert(venueAdClicks).values([
      { adId: counted.id, day: sql`(now() at time zone ${BERLIN})::date - 29`, clicks: 4 },
      { adId: counted.id, day: sql`(now() at time zone ${BERLIN})::date - 30`, clicks: 100 },
    ]);
    const overview = await adminAdsOverview(handle.db, parseAdFilter({}));
    expect(overview.rows.map((ad) => [ad.id, ad.clicks])).toEqual([
      [quiet.id, 0],
      [counted.id, 7],
    ]);
    expect([overview.total, overview.pageCount]).toEqual([2, 1]);
  });

  it('click target: only an active, unexpired ad with a website leads anywhere', async () => {
    const now = (await databaseNow(handle.db)).getTime();
    const open = await make({ websiteUrl: 'https://saal.example/' }, 5);
    const inactive = await make({ websiteUrl: 'https://aus.example/', active: false }, 5);
    const expired = await make({ websiteUrl: 'https://alt.example/', expiresAt: new Date(now - 1000) }, 5);
    const withoutSite = await make({}, 5);
    expect(await clickTarget(handle.db, open.id)).toBe('https://saal.example/');
    for (const ad of [inactive, expired, withoutSite]) expect(await clickTarget(handle.db, ad.id)).toBeUndefined();
    expect(await clickTarget(handle.db, 'https://evil.example/')).toBeUndefined();
  });
});
