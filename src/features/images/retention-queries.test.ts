import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adBookings, blogPosts, pendingChangePhotos, pendingChanges, storedImages, user, venueAds } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { deleteUnusedImages } from './retention-queries';

describeEachDatabase('unused images', (database) => {
  const handle = freshDatabaseEach(database);

  const image = async (name: string, hoursAgo: number) => {
    const [row] = await handle.db
      .insert(storedImages)
      .values({ sourceUrl: `https://bild.example/${name}`, contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('RIFF') })
      .returning();
    await handle.db.execute(sql`update stored_images set created_at = now() - make_interval(hours => ${hoursAgo}) where id = ${row.id}`);
    return row.id;
  };

  it('deletes old images that no ad, post or booking shows, and keeps the rest', async () => {
    const ofAd = await image('ad', 48);
    const ofBooking = await image('buchung', 48);
    const ofPost = await image('post', 48);
    await image('weg', 48);
    const fresh = await image('neu', 1);
    await handle.db.insert(venueAds).values({ cityId: 'koeln', venueName: 'Saal', description: 'Schön', imageUrl: 'https://bild.example/ad', imageId: ofAd });
    await handle.db.insert(blogPosts).values({ title: 'T', slug: 't', excerpt: 'E', content: 'C', author: 'A', imageUrl: 'https://bild.example/post', imageId: ofPost });

    await handle.db.insert(adBookings).values({
      cityId: 'koeln', firstMonth: '2027-10-01', lastMonth: '2027-12-01', venueName: 'Saal', description: 'Schön', imageUrl: 'https://bild.example/buchung', imageId: ofBooking,
      contactName: 'Jupp', email: 'jupp@saal.test', phone: '0221 1', billing: { company: 'Saal GmbH', street: 'Weg 1', postalCode: '50667', city: 'Köln', country: 'DE' }, netCents: 34700, confirmBy: new Date('2026-11-16T09:00:00Z'),
    });

    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 1 });
    expect((await handle.db.select({ id: storedImages.id }).from(storedImages)).map((row) => row.id).sort()).toEqual([ofAd, ofPost, ofBooking, fresh].sort());
  });

  it("keeps a planner's portrait, and deletes it once the planner removed it", async () => {
    const portrait = await image('portrait', 48);
    await handle.db.insert(user).values({ id: 'planerin', name: 'Katrin Vogel', email: 'katrin@planer.test', role: 'admin', photoImageId: portrait });
    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 0 });
    await handle.db.update(user).set({ photoImageId: null });
    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 1 });
    expect(await handle.db.select().from(storedImages)).toEqual([]);
  });

  it('keeps the photo of an operator’s change waiting for the team, and deletes it once the change is gone', async () => {
    const waiting = await image('wartet', 48);
    const [ad] = await handle.db.insert(venueAds).values({ cityId: 'koeln', venueName: 'Saal', description: 'Schön' }).returning();
    await handle.db.insert(user).values({ id: 'betreiber', name: 'Jupp', email: 'jupp@saal.test', role: 'partner' });
    const [change] = await handle.db.insert(pendingChanges).values({ kind: 'ad', adId: ad.id, partnerUserId: 'betreiber', payload: { description: 'Neu', imageUrl: 'https://bild.example/wartet', websiteUrl: null } }).returning();
    await handle.db.insert(pendingChangePhotos).values({ changeId: change.id, position: 0, sourceUrl: 'https://bild.example/wartet', imageId: waiting });
    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 0 });
    await handle.db.delete(pendingChanges);
    expect(await deleteUnusedImages(handle.db)).toEqual({ unusedImages: 1 });
  });
});
