import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Executor } from '@/db/client';
import { offers, offerVenueUses, storedImages, venuePhotos, venueRequests, venues } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { venueFields } from '@/test/venue-fixtures';
import { parseVenueFilter } from './admin-filter';
import { OTHER_CITY } from './form-schema';
import { getVenue, insertVenue, listVenuesForAdmin, markVenueArchived, removeVenue, replaceVenue, VenueSlugTaken, VENUES_PAGE_SIZE } from './queries';

async function storedImage(db: Executor, sourceUrl: string): Promise<string> {
  const [image] = await db.insert(storedImages).values({ sourceUrl, contentType: 'image/webp', width: 4, height: 3, bytes: Buffer.from('RIFF') }).returning();
  return image.id;
}

/** An offer that uses the venue, as the offer builder will record it. */
async function useInOffer(db: Executor, venueId: string) {
  const [request] = await db
    .insert(venueRequests)
    .values({ submissionToken: `venues-${venueId}`, cityId: 'berlin', cityName: 'Berlin', citySelection: 'berlin', participantCount: 40, companyName: 'Nutzer GmbH', contactName: 'Nina', email: 'nina@nutzer.example', phone: '030 1' })
    .returning();
  const [offer] = await db.insert(offers).values({ requestId: request.id, draft: { validUntil: '', coverNote: '', enterpriseFee: '', options: [] } }).returning();
  await db.insert(offerVenueUses).values({ offerId: offer.id, venueId });
}

describeEachDatabase('venues', (database) => {
  const handle = freshDatabaseEach(database);

  it('saves a venue with its data and photos in order, and replaces both with the whole form', async () => {
    const [a, b, c] = [await storedImage(handle.db, 'https://bild.example/a.jpg'), await storedImage(handle.db, 'https://bild.example/b.jpg'), await storedImage(handle.db, 'https://bild.example/c.jpg')];
    const priceBlocks = [{ text: 'Menü', basis: 'per_person' as const, unitNetCents: 4950, vatRate: 7 as const }];
    const venue = await insertVenue(
      handle.db,
      venueFields({ priceBlocks, minimumSpendCents: 250000, cancellationTerms: [{ daysBefore: 30, percent: 25 }], guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 } }),
      [
        { sourceUrl: 'https://bild.example/a.jpg', imageId: a },
        { sourceUrl: 'https://bild.example/b.jpg', imageId: b },
      ],
    );
    expect(await getVenue(handle.db, venue.id)).toMatchObject({
      priceBlocks,
      minimumSpendCents: 250000,
      cancellationTerms: [{ daysBefore: 30, percent: 25 }],
      guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
      archivedAt: null,
      photos: [
        { sourceUrl: 'https://bild.example/a.jpg', imageId: a },
        { sourceUrl: 'https://bild.example/b.jpg', imageId: b },
      ],
    });

    // Reordered, one photo swapped for another: the positions are taken afresh.
    const saved = await replaceVenue(handle.db, venue.id, venueFields({ name: 'Neu' }), [
      { sourceUrl: 'https://bild.example/c.jpg', imageId: c },
      { sourceUrl: 'https://bild.example/a.jpg', imageId: a },
    ]);
    expect(saved).toMatchObject({ id: venue.id, name: 'Neu', minimumSpendCents: null, guestDrop: null });
    expect((await getVenue(handle.db, venue.id))!.photos.map((photo) => photo.imageId)).toEqual([c, a]);
    expect(await handle.db.select({ position: venuePhotos.position }).from(venuePhotos).orderBy(venuePhotos.position)).toEqual([{ position: 0 }, { position: 1 }]);

    expect(await replaceVenue(handle.db, '00000000-0000-4000-8000-000000000000', venueFields(), [])).toBeUndefined();
    expect(await getVenue(handle.db, 'keine-uuid')).toBeUndefined();
  });

  it('leaves nothing behind when the database refuses a venue or a photo', async () => {
    await expect(insertVenue(handle.db, venueFields({ name: ' ' }), [])).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(insertVenue(handle.db, venueFields({ capacitySeated: 0, capacityStanding: 0 }), [])).rejects.toMatchObject({ cause: { code: '23514' } });
    // A seventh photo has no position (0–5): the venue is not saved either.
    const imageId = await storedImage(handle.db, 'https://bild.example/x.jpg');
    const sevenPhotos = Array.from({ length: 7 }, () => ({ sourceUrl: 'https://bild.example/x.jpg', imageId }));
    await expect(insertVenue(handle.db, venueFields(), sevenPhotos)).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(await handle.db.select().from(venues)).toEqual([]);
  });

  it('archives and restores; deletes an unused venue with its photos, and refuses one an offer uses', async () => {
    const image = await storedImage(handle.db, 'https://bild.example/a.jpg');
    const unused = await insertVenue(handle.db, venueFields({ name: 'Frei' }), [{ sourceUrl: 'https://bild.example/a.jpg', imageId: image }]);
    const used = await insertVenue(handle.db, venueFields({ name: 'Gebucht' }), []);
    await useInOffer(handle.db, used.id);

    const archived = await markVenueArchived(handle.db, used.id, true);
    expect(archived!.archivedAt).toBeInstanceOf(Date);
    // Archiving again keeps the first time.
    expect((await markVenueArchived(handle.db, used.id, true))!.archivedAt).toEqual(archived!.archivedAt);
    expect((await markVenueArchived(handle.db, used.id, false))!.archivedAt).toBeNull();
    expect(await markVenueArchived(handle.db, 'keine-uuid', true)).toBeUndefined();

    expect(await removeVenue(handle.db, used.id)).toBe('in-use');
    expect(await getVenue(handle.db, used.id)).toMatchObject({ name: 'Gebucht' });
    expect(await removeVenue(handle.db, unused.id)).toBe('deleted');
    expect(await handle.db.select().from(venuePhotos).where(eq(venuePhotos.venueId, unused.id))).toEqual([]);
    expect(await removeVenue(handle.db, unused.id)).toBe('not-found');
    expect(await removeVenue(handle.db, 'keine-uuid')).toBe('not-found');
  });

  it('admin list: search in name, city and address, each filter, archived hidden unless asked for, pages', async () => {
    await insertVenue(handle.db, venueFields({ name: 'Spreespeicher', address: 'Stralauer Allee 2', capacitySeated: 120, capacityStanding: 0, types: ['loft', 'eventlocation'] }), []);
    await insertVenue(handle.db, venueFields({ name: 'Elbdeck', cityId: 'hamburg', cityName: 'Hamburg', address: 'Hafen 100%', capacitySeated: 40, capacityStanding: 150, types: ['schiff'] }), []);
    await insertVenue(handle.db, venueFields({ name: 'Seehaus', cityId: null, cityName: 'Wustrau', address: 'Am See 1', capacitySeated: 60, capacityStanding: 60, types: ['restaurant', 'hotel'] }), []);
    const old = await insertVenue(handle.db, venueFields({ name: 'Alte Halle', capacitySeated: 500, types: ['eventlocation'] }), []);
    await markVenueArchived(handle.db, old.id, true);

    const names = async (params: Record<string, string>) => (await listVenuesForAdmin(handle.db, parseVenueFilter(params))).rows.map((venue) => venue.name);
    expect(await names({})).toEqual(['Elbdeck', 'Seehaus', 'Spreespeicher']);
    expect(await names({ archived: '1' })).toEqual(['Alte Halle', 'Elbdeck', 'Seehaus', 'Spreespeicher']);
    expect(await names({ q: 'stralauer' })).toEqual(['Spreespeicher']);
    expect(await names({ q: 'HAMBURG' })).toEqual(['Elbdeck']);
    expect(await names({ q: 'wustrau' })).toEqual(['Seehaus']);
    expect(await names({ q: '100%' })).toEqual(['Elbdeck']);
    expect(await names({ city: 'berlin' })).toEqual(['Spreespeicher']);
    expect(await names({ city: OTHER_CITY })).toEqual(['Seehaus']);
    // The larger capacity counts: 150 standing on the boat.
    expect(await names({ capacity: '100' })).toEqual(['Elbdeck', 'Spreespeicher']);
    expect(await names({ capacity: '121' })).toEqual(['Elbdeck']);
    expect(await names({ capacity: '100', archived: '1' })).toEqual(['Alte Halle', 'Elbdeck', 'Spreespeicher']);
    expect(await names({ type: 'eventlocation' })).toEqual(['Spreespeicher']);
    expect(await names({ type: 'hotel' })).toEqual(['Seehaus']);
    expect(await names({ type: 'kein-typ' })).toEqual(['Elbdeck', 'Seehaus', 'Spreespeicher']);

    for (let i = 0; i < VENUES_PAGE_SIZE; i++) await insertVenue(handle.db, venueFields({ name: `Viele ${String(i).padStart(2, '0')}`, cityId: 'bonn', cityName: 'Bonn' }), []);
    const first = await listVenuesForAdmin(handle.db, parseVenueFilter({ city: 'bonn' }));
    expect([first.total, first.pageCount, first.rows.length]).toEqual([VENUES_PAGE_SIZE, 1, VENUES_PAGE_SIZE]);
    await insertVenue(handle.db, venueFields({ name: 'Zuletzt', cityId: 'bonn', cityName: 'Bonn' }), []);
    const second = await listVenuesForAdmin(handle.db, parseVenueFilter({ city: 'bonn', page: '2' }));
    expect([second.total, second.pageCount, second.rows.map((venue) => venue.name)]).toEqual([VENUES_PAGE_SIZE + 1, 2, ['Zuletzt']]);
  });

  it('gives venues of one name published at once slugs of their own: the unique index decides, the later ones are numbered', DATABASE_DECIDES, async () => {
    const published = { published: true, slug: '' };
    const venues = await Promise.all(Array.from({ length: 3 }, () => insertVenue(handle.db, venueFields({ name: 'Alte Münze' }), [], published)));
    expect(venues.map((venue) => venue.slug).sort()).toEqual(['alte-muenze', 'alte-muenze-2', 'alte-muenze-3']);
    // Typed at once, one slug goes to one venue; the other save is refused.
    const typed = await Promise.allSettled(['Erste', 'Zweite'].map((name) => insertVenue(handle.db, venueFields({ name }), [], { published: true, slug: 'muenzhof' })));
    expect(typed.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(typed.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))[0]).toBeInstanceOf(VenueSlugTaken);
  });
});
