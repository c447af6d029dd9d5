import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storedImages, venuePhotos, venues } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { venueChoices } from '@/features/offers/venue-choices';
import { publicVenuesOfCity } from '@/features/venues/public-queries';
import { applyVenueSeed } from '@/features/venues/seed';
import { DEMO_VENUES, SEED_VENUES } from './venues.ts';
import { PROFILE_SEED_VENUES } from './venue-profiles.ts';

describeEachDatabase('demo venues', (database) => {
  const handle = freshDatabaseEach(database);

  // One seed per database: it draws every photo, a few seconds' work.
  it('adds the demo venues once, the team’s as they were, and six published ones each in Berlin, Hamburg and München with photos of their own', async () => {
    const all = SEED_VENUES.length + PROFILE_SEED_VENUES.length;
    const started = performance.now();
    expect(await applyVenueSeed(handle.db, DEMO_VENUES)).toEqual({ venuesAdded: all });
    const seconds = (performance.now() - started) / 1000;
    // The seed runs at a fresh `npm start`: a few seconds at most (generous here, for a busy test machine).
    expect(seconds).toBeLessThan(30);

    // The team's demo venues: not public, without photos, suggested for a Berlin group as before.
    const teams = await handle.db.select().from(venues).where(inArray(venues.name, SEED_VENUES.map((venue) => venue.name)));
    expect(teams).toHaveLength(SEED_VENUES.length);
    for (const venue of teams) expect(venue).toMatchObject({ publishedAt: null, slug: null, firstPublishedAt: null });
    const offerable = await venueChoices(handle.db, { cityId: 'berlin', cityName: 'Berlin', participantCount: 100 });
    expect(offerable.filter((choice) => choice.suggested).map((choice) => choice.venue.name)).toEqual(expect.arrayContaining(['Spreespeicher Loft', 'Zunftbrauhaus Mitte']));

    const hashes = new Set<string>();
    for (const cityId of ['berlin', 'hamburg', 'muenchen']) {
      const list = await publicVenuesOfCity(handle.db, cityId, {});
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.filter((venue) => venue.fromPricePerPersonCents !== null).length).toBeGreaterThan(list.length / 2);
      for (const venue of list) {
        expect(venue).toMatchObject({ slug: expect.stringMatching(/^[a-z0-9-]+$/), photo: { width: 800, height: 534 } });
        expect(venue.district).not.toBe('');
        const photos = await handle.db
          .select({ alt: venuePhotos.alt, sourceUrl: venuePhotos.sourceUrl, bytes: storedImages.bytes, contentType: storedImages.contentType })
          .from(venuePhotos)
          .innerJoin(storedImages, eq(storedImages.id, venuePhotos.imageId))
          .where(eq(venuePhotos.venueId, venue.id));
        expect(photos.length).toBeGreaterThanOrEqual(2);
        expect(photos.length).toBeLessThanOrEqual(3);
        for (const photo of photos) {
          expect(photo.alt.length).toBeGreaterThan(10);
          expect(photo.sourceUrl).toMatch(new RegExp(`^upload:${venue.slug}-\\d\\.jpg$`));
          expect(photo.contentType).toBe('image/webp');
          hashes.add(createHash('sha256').update(photo.bytes).digest('hex'));
        }
      }
    }
    // No two photos alike.
    expect(hashes.size).toBe(PROFILE_SEED_VENUES.reduce((sum, venue) => sum + venue.photos.length, 0));

    // A second run changes nothing; a run after two were deleted adds those two.
    const snapshot = async () => ({
      venues: await handle.db.select().from(venues).orderBy(venues.name),
      photos: await handle.db.select().from(venuePhotos).orderBy(venuePhotos.venueId, venuePhotos.position),
      images: (await handle.db.select({ id: storedImages.id }).from(storedImages)).length,
    });
    const before = await snapshot();
    expect(await applyVenueSeed(handle.db, DEMO_VENUES)).toEqual({ venuesAdded: 0 });
    expect(await snapshot()).toEqual(before);
    await handle.db.delete(venues).where(inArray(venues.name, [SEED_VENUES[1].name, PROFILE_SEED_VENUES[2].fields.name]));
    expect(await applyVenueSeed(handle.db, DEMO_VENUES)).toEqual({ venuesAdded: 2 });
    expect((await snapshot()).venues).toHaveLength(before.venues.length);
  });
});
