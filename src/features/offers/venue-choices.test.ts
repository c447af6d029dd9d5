import { expect, it } from 'vitest';
import type { Executor } from '@/db/client';
import { storedImages, venuePhotos, venues } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertVenue } from '@/test/offer-fixtures';
import { venueChoices, venuesForOffer } from './venue-choices';

async function withPhotos(db: Executor, venueId: string, urls: string[]): Promise<string[]> {
  const images = await db
    .insert(storedImages)
    .values(urls.map((sourceUrl) => ({ sourceUrl, contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('RIFF') })))
    .returning({ id: storedImages.id });
  await db.insert(venuePhotos).values(images.map((image, position) => ({ venueId, position, sourceUrl: urls[position], imageId: image.id })));
  return images.map((image) => image.id);
}

describeEachDatabase('venue choices of the offer builder', (database) => {
  const handle = freshDatabaseEach(database);

  it('offers every venue not archived, those in the city that seat the group first, with their photos in order', async () => {
    const small = await insertVenue(handle.db, { name: 'Klein', capacitySeated: 30, capacityStanding: 39 });
    const standing = await insertVenue(handle.db, { name: 'Stehempfang', capacitySeated: 10, capacityStanding: 40 });
    const [a, b] = await withPhotos(handle.db, standing, ['https://bild.example/a.jpg', 'https://bild.example/b.jpg']);
    const banquet = await insertVenue(handle.db, { name: 'Bankettsaal', capacitySeated: 200, priceBlocks: [{ text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 }] });
    await insertVenue(handle.db, { name: 'Alster', cityId: 'hamburg', cityName: 'Hamburg', capacitySeated: 300 });
    await insertVenue(handle.db, { name: 'Kleinstadtsaal', cityId: null, cityName: 'Wittenberge', capacitySeated: 100 });
    const archived = await insertVenue(handle.db, { name: 'Archiv', capacitySeated: 300, archivedAt: new Date('2026-11-16T09:00:00Z') });

    const berlin = await venueChoices(handle.db, { cityId: 'berlin', cityName: 'Berlin', participantCount: 40 });
    const seated = await insertVenue(handle.db, { name: 'Tafelsaal', capacitySeated: 40, capacityStanding: 40 });
    expect(berlin.map((choice) => [choice.venue.name, choice.suggested])).toEqual([
      ['Bankettsaal', true],
      ['Alster', false],
      ['Klein', false],
      ['Kleinstadtsaal', false],
      // 40 standing places, but 10 seats: not for a party of 40 at table.
      ['Stehempfang', false],
    ]);
    expect(berlin[4].venue.imageIds).toEqual([a, b]);
    expect((await venueChoices(handle.db, { cityId: 'berlin', cityName: 'Berlin', participantCount: 40 })).filter((choice) => choice.suggested).map((choice) => choice.venue.id)).toEqual([
      banquet,
      seated,
    ]);
    expect(berlin[0].venue.priceBlocks).toEqual([{ text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 }]);
    // Another town is matched by its name.
    const town = await venueChoices(handle.db, { cityId: null, cityName: 'wittenberge', participantCount: 10 });
    expect(town.filter((choice) => choice.suggested).map((choice) => choice.venue.name)).toEqual(['Kleinstadtsaal']);

    // For a snapshot: archived ones too, unknown ids and non-ids left out.
    const frozen = await venuesForOffer(handle.db, [archived, standing, '00000000-0000-4000-8000-000000000000', 'keine-uuid', small]);
    expect([...frozen.values()].map((venue) => [venue.name, venue.archived]).sort()).toEqual([
      ['Archiv', true],
      ['Klein', false],
      ['Stehempfang', false],
    ]);
    expect((await venuesForOffer(handle.db, [])).size).toBe(0);
    expect(await handle.db.$count(venues)).toBe(7);
  });
});
