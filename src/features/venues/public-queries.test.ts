import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Executor } from '@/db/client';
import { adBookings, storedImages, user, venuePhotos, venues, venueSlugRedirects } from '@/db/schema';
import { createAd } from '@/features/venue-ads/queries';
import { databaseNow } from '@/test/clock';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { venueFields } from '@/test/venue-fixtures';
import { findPublicVenue, publicVenueEntries, publicVenueIdOf, publicVenuesOfCity } from './public-queries';
import { insertVenue, type VenueFields } from './queries';
import { venueSlug } from './rules';

/** A venue with its contact and notes filled in: none of them may reach the public pages. */
const fields = (change: Partial<VenueFields> = {}) => venueFields({ contactName: 'Kontakt', contactEmail: 'kontakt@venue.example', contactPhone: '030 1', internalNotes: 'intern', ...change });

async function storedImage(db: Executor, width = 800, height = 533): Promise<string> {
  const [image] = await db.insert(storedImages).values({ sourceUrl: 'upload:x.jpg', contentType: 'image/webp', width, height, bytes: Buffer.from('RIFF') }).returning();
  return image.id;
}

/** When a venue was published or archived does not count for the public pages, only whether. */
const STAMP = new Date('2026-11-16T09:00:00Z');

/** A published venue under its slug, with photos of the given alt texts. */
async function published(db: Executor, name: string, change: Partial<typeof venues.$inferInsert> = {}, alts: string[] = []) {
  const photos = [];
  for (const alt of alts) photos.push({ sourceUrl: `upload:${alt}.jpg`, imageId: await storedImage(db) });
  const venue = await insertVenue(db, fields({ name }), photos);
  for (const [position, alt] of alts.entries()) await db.update(venuePhotos).set({ alt }).where(and(eq(venuePhotos.venueId, venue.id), eq(venuePhotos.position, position)));
  const [row] = await db
    .update(venues)
    .set({ slug: venueSlug(name), publishedAt: STAMP, firstPublishedAt: STAMP, ...change })
    .where(eq(venues.id, venue.id))
    .returning();
  return row;
}

describeEachDatabase('public venues', (database) => {
  const handle = freshDatabaseEach(database);

  it('lists a city’s public venues, those with a photo first, then by name as German sorts it', async () => {
    const db = handle.db;
    await published(db, 'Zollhaus');
    await published(db, 'Öltank', {}, ['Tank von außen']);
    await published(db, 'Adlon Saal');
    await published(db, 'Bahnhof', {}, ['']);
    await published(db, 'Ärztekammer');
    await published(db, 'Elbdeck', { cityId: 'hamburg', cityName: 'Hamburg' });
    const list = await publicVenuesOfCity(db, 'berlin', {});
    expect(list.map((venue) => venue.name)).toEqual(['Bahnhof', 'Öltank', 'Adlon Saal', 'Ärztekammer', 'Zollhaus']);
    expect(list[1].photo).toEqual({ imageId: expect.any(String), alt: 'Tank von außen', width: 800, height: 533 });
    // No alt text written: the venue's name stands for it.
    expect(list[0].photo?.alt).toBe('Bahnhof');
    expect(list[2]).toEqual({
      id: expect.any(String),
      slug: 'adlon-saal',
      cityId: 'berlin',
      name: 'Adlon Saal',
      district: '',
      capacitySeated: 50,
      capacityStanding: 80,
      types: ['restaurant'],
      fromPricePerPersonCents: null,
      photo: null,
      partner: false,
      updatedAt: expect.any(Date),
    });
    expect((await publicVenuesOfCity(db, 'berlin', {}, 2)).map((venue) => venue.name)).toEqual(['Bahnhof', 'Öltank']);
    expect((await publicVenuesOfCity(db, 'hamburg', {})).map((venue) => venue.name)).toEqual(['Elbdeck']);
    expect(await publicVenuesOfCity(db, 'koeln', {})).toEqual([]);
  });

  it('marks and lists first the venues whose operator has an ad showing in the city, on the list and the venue page', async () => {
    const db = handle.db;
    const partner = async (email: string) => (await db.insert(user).values({ id: crypto.randomUUID(), name: email, email, role: 'partner' }).returning())[0].id;
    const [advertiser, elsewhere, lapsed] = [await partner('wirt@ad.test'), await partner('wirt@hamburg.test'), await partner('wirt@alt.test')];
    /** An ad of a booking of `partnerId` in `cityId`, showing until `expiresAt`. */
    const adOf = async (partnerId: string, cityId: string, expiresAt: Date | null) => {
      const ad = await createAd(db, { cityId, venueName: 'Anzeige', description: 'Text', imageUrl: null, websiteUrl: null, expiresAt, active: true, featured: false, liveSystem: false });
      await db.insert(adBookings).values({ cityId, firstMonth: '2026-11-01', lastMonth: '2026-12-01', status: 'approved', venueName: 'Anzeige', description: 'Text', contactName: 'Wirt', email: `${partnerId}@ad.test`, phone: '030 1', billing: { company: 'Wirt GmbH', street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' }, netCents: 14900, confirmBy: STAMP, partnerId, adId: ad.id });
    };
    await adOf(advertiser, 'berlin', null);
    await adOf(elsewhere, 'hamburg', null);
    // An ad's end is the database's rule (expires_at > now()): its clock sets the lapsed one.
    await adOf(lapsed, 'berlin', new Date((await databaseNow(db)).getTime() - 60_000));
    await published(db, 'Alpha', {}, ['Saal']);
    await published(db, 'Zeche', { partnerUserId: advertiser });
    await published(db, 'Hafenbar', { partnerUserId: elsewhere });
    await published(db, 'Altbau', { partnerUserId: lapsed }, ['Stuck']);
    const list = await publicVenuesOfCity(db, 'berlin', {});
    expect(list.map((venue) => [venue.name, venue.partner])).toEqual([
      ['Zeche', true],
      ['Alpha', false],
      ['Altbau', false],
      ['Hafenbar', false],
    ]);
    const page = await findPublicVenue(db, 'berlin', 'zeche');
    expect(page.kind === 'found' && page.venue.partner).toBe(true);
  });

  it('filters by group size (seated or standing) and by type', async () => {
    const db = handle.db;
    await published(db, 'Klein', { capacitySeated: 30, capacityStanding: 0, types: ['bar'] });
    await published(db, 'Stehend', { capacitySeated: 40, capacityStanding: 200, types: ['eventlocation', 'loft'] });
    await published(db, 'Sitzend', { capacitySeated: 120, capacityStanding: 0, types: ['restaurant', 'loft'] });
    const names = async (filter: Parameters<typeof publicVenuesOfCity>[2]) => (await publicVenuesOfCity(db, 'berlin', filter)).map((venue) => venue.name);
    expect(await names({ guests: 30 })).toEqual(['Klein', 'Sitzend', 'Stehend']);
    expect(await names({ guests: 31 })).toEqual(['Sitzend', 'Stehend']);
    expect(await names({ guests: 121 })).toEqual(['Stehend']);
    expect(await names({ guests: 201 })).toEqual([]);
    expect(await names({ type: 'loft' })).toEqual(['Sitzend', 'Stehend']);
    expect(await names({ type: 'loft', guests: 150 })).toEqual(['Stehend']);
    expect(await names({ type: 'schiff' })).toEqual([]);
  });

  it('shows the price per person only where the venue allows it', async () => {
    const db = handle.db;
    const priceBlocks = [
      { text: 'Menü', basis: 'per_person' as const, unitNetCents: 4950, vatRate: 7 as const },
      { text: 'Raummiete', basis: 'flat' as const, unitNetCents: 150000, vatRate: 19 as const },
    ];
    await published(db, 'Mit Preis', { priceBlocks, showPrices: true });
    await published(db, 'Ohne Preis', { priceBlocks, showPrices: false });
    await published(db, 'Nur Miete', { priceBlocks: [priceBlocks[1]], showPrices: true });
    const list = await publicVenuesOfCity(db, 'berlin', {});
    expect(list.map((venue) => [venue.name, venue.fromPricePerPersonCents])).toEqual([
      ['Mit Preis', 5297],
      ['Nur Miete', null],
      ['Ohne Preis', null],
    ]);
    const page = await findPublicVenue(db, 'berlin', 'ohne-preis');
    expect(page.kind === 'found' && page.venue.fromPricePerPersonCents).toBeNull();
    expect(JSON.stringify(page)).not.toContain('4950');
  });

  it('leaves out archived, unpublished and never published venues, and those without a city of ours', async () => {
    const db = handle.db;
    await published(db, 'Öffentlich');
    await published(db, 'Archiviert', { archivedAt: STAMP });
    await published(db, 'Zurückgezogen', { publishedAt: null });
    await insertVenue(db, fields({ name: 'Entwurf' }), []);
    await published(db, 'Anderswo', { cityId: null, cityName: 'Wustrau' });
    expect((await publicVenuesOfCity(db, 'berlin', {})).map((venue) => venue.name)).toEqual(['Öffentlich']);
    expect((await publicVenueEntries(db)).map((entry) => entry.slug)).toEqual(['oeffentlich']);
  });

  it('finds a public venue by its slug with all its photos, and nothing of the team’s', async () => {
    const db = handle.db;
    const venue = await published(db, 'Spreespeicher', { district: 'Friedrichshain', directions: 'S Ostbahnhof, 5 Minuten zu Fuß', description: '<b>Loft</b>', included: 'Technik', websiteUrl: 'https://spreespeicher.example' }, ['Saal', 'Terrasse']);
    const found = await findPublicVenue(db, 'berlin', 'spreespeicher');
    expect(found).toEqual({
      kind: 'found',
      venue: {
        id: venue.id,
        slug: 'spreespeicher',
        cityId: 'berlin',
        name: 'Spreespeicher',
        district: 'Friedrichshain',
        capacitySeated: 50,
        capacityStanding: 80,
        types: ['restaurant'],
        fromPricePerPersonCents: null,
        photo: { imageId: expect.any(String), alt: 'Saal', width: 800, height: 533 },
        partner: false,
        updatedAt: expect.any(Date),
        description: '<b>Loft</b>',
        included: 'Technik',
        address: 'Straße 1',
        directions: 'S Ostbahnhof, 5 Minuten zu Fuß',
        websiteUrl: 'https://spreespeicher.example',
        photos: [
          { imageId: expect.any(String), alt: 'Saal', width: 800, height: 533 },
          { imageId: expect.any(String), alt: 'Terrasse', width: 800, height: 533 },
        ],
      },
    });
    const serialized = JSON.stringify(found);
    for (const secret of ['intern', 'Kontakt', 'kontakt@venue.example', '030 1']) expect(serialized).not.toContain(secret);
    // The same slug in another city is another address.
    expect(await findPublicVenue(db, 'hamburg', 'spreespeicher')).toEqual({ kind: 'missing' });
  });

  it('answers moved for an old slug of a public venue, gone for a venue public once, missing otherwise', async () => {
    const db = handle.db;
    const renamed = await published(db, 'Neuer Name');
    await db.insert(venueSlugRedirects).values({ cityId: 'berlin', slug: 'alter-name', venueId: renamed.id });
    const moved = await published(db, 'Umgezogen', { cityId: 'hamburg', cityName: 'Hamburg' });
    await db.insert(venueSlugRedirects).values({ cityId: 'berlin', slug: 'umgezogen', venueId: moved.id });
    const archived = await published(db, 'Geschlossen', { archivedAt: STAMP });
    await db.insert(venueSlugRedirects).values({ cityId: 'berlin', slug: 'ganz-alt', venueId: archived.id });
    await published(db, 'Zurueckgezogen', { publishedAt: null });
    await published(db, 'Nie oeffentlich', { publishedAt: null, firstPublishedAt: null });

    expect(await findPublicVenue(db, 'berlin', 'alter-name')).toEqual({ kind: 'moved', slug: 'neuer-name', cityId: 'berlin' });
    expect(await findPublicVenue(db, 'berlin', 'umgezogen')).toEqual({ kind: 'moved', slug: 'umgezogen', cityId: 'hamburg' });
    expect(await findPublicVenue(db, 'berlin', 'geschlossen')).toEqual({ kind: 'gone' });
    expect(await findPublicVenue(db, 'berlin', 'ganz-alt')).toEqual({ kind: 'gone' });
    expect(await findPublicVenue(db, 'berlin', 'zurueckgezogen')).toEqual({ kind: 'gone' });
    expect(await findPublicVenue(db, 'berlin', 'nie-oeffentlich')).toEqual({ kind: 'missing' });
    expect(await findPublicVenue(db, 'berlin', 'gibt-es-nicht')).toEqual({ kind: 'missing' });
    for (const slug of ['Neuer-Name', 'neuer--name', '-neuer-name', "x' or 1=1", '']) expect(await findPublicVenue(db, 'berlin', slug)).toEqual({ kind: 'missing' });
    expect(await findPublicVenue(db, '../berlin', 'neuer-name')).toEqual({ kind: 'missing' });
  });

  it('gives the sitemap every public venue’s address and last change, and confirms a wish only for a public venue of that city', async () => {
    const db = handle.db;
    const berlin = await published(db, 'Spreespeicher');
    const hamburg = await published(db, 'Elbdeck', { cityId: 'hamburg', cityName: 'Hamburg' });
    await published(db, 'Aalto', { cityId: 'hamburg', cityName: 'Hamburg' });
    const hidden = await published(db, 'Archiviert', { archivedAt: STAMP });
    expect(await publicVenueEntries(db)).toEqual([
      { cityId: 'berlin', slug: 'spreespeicher', updatedAt: berlin.updatedAt },
      { cityId: 'hamburg', slug: 'aalto', updatedAt: expect.any(Date) },
      { cityId: 'hamburg', slug: 'elbdeck', updatedAt: hamburg.updatedAt },
    ]);

    expect(await publicVenueIdOf(db, 'berlin', berlin.id)).toBe(berlin.id);
    expect(await publicVenueIdOf(db, 'hamburg', berlin.id)).toBeNull();
    expect(await publicVenueIdOf(db, 'berlin', hidden.id)).toBeNull();
    expect(await publicVenueIdOf(db, 'berlin', 'keine-uuid')).toBeNull();
    expect(await publicVenueIdOf(db, 'berlin', '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
