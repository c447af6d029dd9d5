import sharp from 'sharp';
import { beforeEach, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers, offerVenueUses, storedImages, user, venuePhotos, venueRequests, venues, venueSlugRedirects } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: 'admin-1', email: 'chefin@planer.test', role: 'admin', isAdmin: true }) }));
const revalidatePath = vi.fn();
const updateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, updateTag }));
const { fakeFetchImage } = await import('@/test/fake-image-fetch');
const fetchImage = fakeFetchImage();
vi.mock('@/features/images/fetch-image', async (original) => ({ ...(await original<object>()), fetchImage }));

const { createVenue, deleteVenue, setVenueArchived, updateVenue } = await import('./admin-actions');
const { createVenueFromForm, updateVenueFromForm } = await import('./admin-form-actions');
const { NEW_VENUE_VALUES } = await import('./form-schema');
const { formData, redirectOf } = await import('@/test/server-actions');
const { getVenue } = await import('./queries');
const { findPublicVenue } = await import('./public-queries');
const { IMAGE_KINDS } = await import('@/lib/upload-limits');
const { translator } = await import('@/i18n/translator');
const photoText = translator('en', 'venues.validation');

const form = {
  name: 'Spreespeicher',
  cityId: 'berlin',
  address: 'Stralauer Allee 2, 10245 Berlin',
  capacitySeated: '120',
  capacityStanding: '200',
  'type.eventlocation': 'on',
  'blockText.0': 'Raummiete',
  'blockBasis.0': 'flat',
  'blockPrice.0': '1500',
  'blockVat.0': '19',
  'termDays.0': '30',
  'termPercent.0': '25',
};
const A = 'https://bild.example/a.jpg';
const B = 'https://bild.example/b.jpg';
const C = 'https://bild.example/c.jpg';

const png = (r = 30, g = 60, b = 200) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } }).png().toBuffer();
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const upload = async (name: string, bytes?: Buffer, type = 'image/png') => new File([new Uint8Array(bytes ?? (await png()))], name, { type });

const created = async (change: Record<string, string | File> = {}) => {
  const result = await createVenue({ ...form, ...change });
  if (!result.ok) throw new Error(result.message);
  return result.data.id;
};

describeEachDatabase('venue admin actions', (database) => {
  const handle = appDatabaseFor(database);
  beforeEach(async () => {
    await handle.db.delete(offers);
    await handle.db.delete(venues);
    fetchImage.mockClear();
    revalidatePath.mockClear();
    updateTag.mockClear();
  });

  const row = async (id: string) => (await handle.db.select().from(venues).where(eq(venues.id, id)))[0];
  const redirects = async () =>
    (await handle.db.select({ cityId: venueSlugRedirects.cityId, slug: venueSlugRedirects.slug, venueId: venueSlugRedirects.venueId }).from(venueSlugRedirects)).sort((a, b) =>
      `${a.cityId}/${a.slug}`.localeCompare(`${b.cityId}/${b.slug}`),
    );
  const expired = () => updateTag.mock.calls.map(([tag]) => tag).sort();

  it('creates a venue from the form with our copies of its photos, in the order of their positions', async () => {
    const id = await created({ 'photoUrl.0': A, 'photoPosition.0': '2', 'photoUrl.1': B, 'photoPosition.1': '1' });
    const venue = await getVenue(handle.db, id);
    expect(venue).toMatchObject({
      name: 'Spreespeicher',
      cityId: 'berlin',
      cityName: 'Berlin',
      priceBlocks: [{ text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 }],
      cancellationTerms: [{ daysBefore: 30, percent: 25 }],
    });
    expect(venue!.photos.map((photo) => photo.sourceUrl)).toEqual([B, A]);
    expect(fetchImage.mock.calls.map(([url]) => url).sort()).toEqual([A, B]);
    expect(revalidatePath).toHaveBeenCalledWith('/admin/venues');
  });

  it('saves nothing on any error, naming each field', async () => {
    const result = await createVenue({ ...form, name: '', 'blockPrice.0': '12,345', 'blockVat.0': '16', 'termPercent.0': '150', 'photoUrl.0': A });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        name: 'Venue name is required',
        'blockPrice.0': 'Please enter the amount as 5.000,00 (dot for thousands, comma for cents)',
        'blockVat.0': 'VAT must be 0, 7 or 19 %',
        'termPercent.0': 'Please enter a whole percentage from 0 to 100',
      },
    });
    expect(fetchImage).not.toHaveBeenCalled();
    expect(await handle.db.select().from(venues)).toEqual([]);
  });

  it('refuses the whole save when one photo cannot be fetched, naming that photo', async () => {
    const message = 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).';
    expect(await createVenue({ ...form, 'photoUrl.0': A, 'photoUrl.3': 'https://bild.example/kaputt.jpg' })).toEqual({ ok: false, status: 400, message, fieldErrors: { 'photoUrl.3': message } });
    expect(await handle.db.select().from(venues)).toEqual([]);
  });

  it('keeps the stored copy of an unchanged photo, fetches only new ones, and saves the new order', async () => {
    const id = await created({ 'photoUrl.0': A, 'photoUrl.1': B });
    const before = (await getVenue(handle.db, id))!.photos;
    fetchImage.mockClear();
    const result = await updateVenue({ ...form, id, name: 'Spreespeicher Loft', 'photoUrl.0': A, 'photoPosition.0': '3', 'photoUrl.1': C, 'photoPosition.1': '1', 'photoUrl.2': B, 'photoPosition.2': '2' });
    expect(result).toEqual({ ok: true, data: { id } });
    expect(fetchImage.mock.calls.map(([url]) => url)).toEqual([C]);
    const after = (await getVenue(handle.db, id))!;
    expect(after.name).toBe('Spreespeicher Loft');
    expect(after.photos.map((photo) => photo.sourceUrl)).toEqual([C, B, A]);
    expect(after.photos[1].imageId).toBe(before[1].imageId);
    expect(after.photos[2].imageId).toBe(before[0].imageId);

    expect(await updateVenue({ ...form, id: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: false, status: 404, message: 'Failed to update venue' });
  });

  const images = () => handle.db.select({ id: storedImages.id, sourceUrl: storedImages.sourceUrl, contentType: storedImages.contentType }).from(storedImages);

  it('stores an uploaded photo re-encoded as upload:<file name>, beside a fetched one, in the order of their positions', async () => {
    await handle.db.delete(storedImages);
    const id = await created({ 'photoUrl.0': A, 'photoPosition.0': '2', 'photoFile.1': await upload('saal.png'), 'photoPosition.1': '1' });
    const venue = (await getVenue(handle.db, id))!;
    expect(venue.photos.map((photo) => photo.sourceUrl)).toEqual(['upload:saal.png', A]);
    expect(fetchImage.mock.calls.map(([url]) => url)).toEqual([A]);
    const stored = await images();
    expect(stored).toHaveLength(2);
    expect(stored.find((image) => image.id === venue.photos[0].imageId)).toEqual({ id: venue.photos[0].imageId, sourceUrl: 'upload:saal.png', contentType: 'image/webp' });
    // A file replaces the address its slot still shows.
    const replaced = await created({ 'photoUrl.0': B, 'photoFile.0': await upload('ersatz.webp', await sharp(await png()).webp().toBuffer(), 'image/webp') });
    expect((await getVenue(handle.db, replaced))!.photos.map((photo) => photo.sourceUrl)).toEqual(['upload:ersatz.webp']);
    expect(fetchImage).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is no photo next to its field, storing nothing and fetching nothing', async () => {
    const id = await created({ 'photoFile.0': await upload('erst.png') });
    const before = { venues: await handle.db.select().from(venues), images: await images(), photos: (await getVenue(handle.db, id))!.photos };
    fetchImage.mockClear();
    const refused = (file: File) => createVenue({ ...form, name: 'Zweiter Speicher', 'photoUrl.0': A, 'photoFile.1': file });
    const unchanged = { ...form, id, name: 'Umbenannt', 'photoUrl.0': 'upload:erst.png', 'photoImage.0': before.photos[0].imageId, 'photoUrl.1': A };
    // Declared a PNG but none, a GIF declared a PNG, a PNG's signature before broken bytes.
    expect(await refused(await upload('falsch.png', Buffer.from('kein Bild')))).toEqual({ ok: false, status: 400, message: photoText('photoNotImage'), fieldErrors: { 'photoFile.1': photoText('photoNotImage') } });
    expect(await refused(await upload('bewegt.png', gif))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoNotImage') } });
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await refused(await upload('kaputt.png', broken))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoUnreadable') } });
    // Declared as text, and more than 10 MB: the form's own check, before any byte is read.
    expect(await refused(await upload('notiz.txt', Buffer.from('hallo'), 'text/plain'))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoNotImage') } });
    expect(await refused(await upload('gross.png', Buffer.concat([await png(), Buffer.alloc(IMAGE_KINDS.venuePhoto.maxBytes)])))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoTooLarge') } });
    // The same on a change: the venue keeps its name and photo.
    expect(await updateVenue({ ...unchanged, 'photoFile.2': await upload('falsch.png', Buffer.from('kein Bild')) })).toMatchObject({ status: 400, fieldErrors: { 'photoFile.2': photoText('photoNotImage') } });
    expect(fetchImage).not.toHaveBeenCalled();
    expect({ venues: await handle.db.select().from(venues), images: await images(), photos: (await getVenue(handle.db, id))!.photos }).toEqual(before);
  });

  it('keeps an uploaded photo without its file, two of the same file name apart, and refuses one the venue does not have', async () => {
    const id = await created({ 'photoFile.0': await upload('saal.png', await png(200, 30, 40)), 'photoFile.1': await upload('saal.png', await png(30, 200, 40)) });
    const [first, second] = (await getVenue(handle.db, id))!.photos;
    expect(first.imageId).not.toBe(second.imageId);
    fetchImage.mockClear();
    // Swapped by their positions, with a fetched photo between them.
    const swapped = await updateVenue({
      ...form,
      id,
      'photoUrl.0': 'upload:saal.png',
      'photoImage.0': first.imageId,
      'photoPosition.0': '3',
      'photoUrl.1': 'upload:saal.png',
      'photoImage.1': second.imageId,
      'photoPosition.1': '1',
      'photoUrl.2': A,
      'photoPosition.2': '2',
    });
    expect(swapped).toEqual({ ok: true, data: { id } });
    expect((await getVenue(handle.db, id))!.photos.map((photo) => photo.imageId)).toEqual([second.imageId, expect.any(String), first.imageId]);
    // Without the copy's id (a form of before), the name finds the copies in turn.
    expect(await updateVenue({ ...form, id, 'photoUrl.0': 'upload:saal.png', 'photoUrl.1': 'upload:saal.png' })).toEqual({ ok: true, data: { id } });
    expect(new Set((await getVenue(handle.db, id))!.photos.map((photo) => photo.imageId))).toEqual(new Set([first.imageId, second.imageId]));
    const before = await getVenue(handle.db, id);
    const gone = await updateVenue({ ...form, id, name: 'Umbenannt', 'photoUrl.0': 'upload:saal.png', 'photoUrl.1': 'upload:fremd.png' });
    expect(gone).toEqual({ ok: false, status: 400, message: photoText('uploadGone'), fieldErrors: { 'photoUrl.1': photoText('uploadGone') } });
    expect(await createVenue({ ...form, 'photoUrl.0': 'upload:saal.png' })).toMatchObject({ status: 400, fieldErrors: { 'photoUrl.0': photoText('uploadGone') } });
    expect(await getVenue(handle.db, id)).toEqual(before);
    expect(fetchImage.mock.calls.map(([url]) => url)).toEqual([A]);
  });

  it('archives and restores from the row, and deletes only a venue no offer uses', async () => {
    const id = await created();
    expect(await setVenueArchived({ venueId: id, archived: 'true' })).toEqual({ ok: true, data: undefined });
    expect((await getVenue(handle.db, id))!.archivedAt).toBeInstanceOf(Date);
    expect(await setVenueArchived({ venueId: id, archived: 'false' })).toEqual({ ok: true, data: undefined });
    expect((await getVenue(handle.db, id))!.archivedAt).toBeNull();
    expect(await setVenueArchived({ venueId: id, archived: 'maybe' })).toMatchObject({ ok: false, status: 400 });

    const [request] = await handle.db
      .insert(venueRequests)
      .values({ submissionToken: `venue-actions-${id}`, cityName: 'Berlin', citySelection: 'berlin', participantCount: 40, companyName: 'Nutzer GmbH', contactName: 'Nina', email: 'nina@nutzer.example', phone: '030 1' })
      .returning();
    const [offer] = await handle.db.insert(offers).values({ requestId: request.id, draft: { validUntil: '', coverNote: '', enterpriseFee: '', options: [] } }).returning();
    await handle.db.insert(offerVenueUses).values({ offerId: offer.id, venueId: id });
    expect(await deleteVenue({ venueId: id })).toEqual({ ok: false, status: 409, message: 'This venue is used in an offer and cannot be deleted. Archive it instead.' });
    expect(await getVenue(handle.db, id)).toBeDefined();

    await handle.db.delete(offers);
    expect(await deleteVenue({ venueId: id })).toEqual({ ok: true, data: undefined });
    expect(await getVenue(handle.db, id)).toBeUndefined();
    expect(await deleteVenue({ venueId: id })).toEqual({ ok: false, status: 404, message: 'Failed to delete venue' });
  });

  it('publishes with a slug made from the name (the second of a name in a city numbered), and expires the city’s public pages', async () => {
    await handle.db.delete(venueSlugRedirects);
    const first = await created({ name: 'Alte Münze', published: 'on', district: 'Mitte', directions: 'U2 Klosterstraße', showPrices: 'on' });
    expect(await row(first)).toMatchObject({ slug: 'alte-muenze', district: 'Mitte', directions: 'U2 Klosterstraße', showPrices: true, publishedAt: expect.any(Date), firstPublishedAt: expect.any(Date) });
    expect(expired()).toEqual(['venues:berlin']);
    const second = await created({ name: 'Alte Münze', published: 'on' });
    expect((await row(second)).slug).toBe('alte-muenze-2');
    // The same name in another city takes the plain slug; an unpublished venue gets none.
    const hamburg = await created({ name: 'Alte Münze', cityId: 'hamburg', published: 'on' });
    expect((await row(hamburg)).slug).toBe('alte-muenze');
    const draft = await created({ name: 'Entwurf' });
    expect(await row(draft)).toMatchObject({ slug: null, publishedAt: null, firstPublishedAt: null });
    expect((await findPublicVenue(handle.db, 'berlin', 'alte-muenze-2')).kind).toBe('found');
  });

  it('refuses a typed slug another venue of the city has or had, at its field, saving nothing', async () => {
    await handle.db.delete(venueSlugRedirects);
    const taken = await created({ name: 'Alte Münze', published: 'on' });
    const clash = { ok: false, status: 409, message: 'Another venue in this city already has this slug (or had it). Please choose another one.', fieldErrors: { slug: 'Another venue in this city already has this slug (or had it). Please choose another one.' } };
    expect(await createVenue({ ...form, name: 'Neue Münze', published: 'on', slug: 'alte-muenze' })).toEqual(clash);
    expect(await handle.db.select().from(venues)).toHaveLength(1);
    const other = await created({ name: 'Neue Münze', published: 'on' });
    const before = await row(other);
    expect(await updateVenue({ ...form, id: other, name: 'Neue Münze', published: 'on', slug: 'alte-muenze' })).toEqual(clash);
    expect(await row(other)).toEqual(before);
    // Renamed, the first venue's old slug still leads to it: the other may not take that either.
    expect(await updateVenue({ ...form, id: taken, name: 'Alte Münze', published: 'on', slug: 'muenzhof' })).toEqual({ ok: true, data: { id: taken } });
    expect(await updateVenue({ ...form, id: other, name: 'Neue Münze', published: 'on', slug: 'alte-muenze' })).toEqual(clash);
    // A made slug passes by the old address too.
    const third = await created({ name: 'Alte Münze', published: 'on' });
    expect((await row(third)).slug).toBe('alte-muenze-2');
    // The same slug in another city is free.
    expect(await updateVenue({ ...form, id: other, cityId: 'hamburg', name: 'Neue Münze', published: 'on', slug: 'alte-muenze' })).toEqual({ ok: true, data: { id: other } });
  });

  it('keeps the old address of a venue that was public as a redirect when its slug or city changes, and takes it back', async () => {
    await handle.db.delete(venueSlugRedirects);
    const id = await created({ name: 'Spreespeicher', published: 'on' });
    const edit = (change: Record<string, string>) => updateVenue({ ...form, id, name: 'Spreespeicher', published: 'on', ...change });
    expect(await edit({ slug: 'spreespeicher-loft' })).toEqual({ ok: true, data: { id } });
    expect(await redirects()).toEqual([{ cityId: 'berlin', slug: 'spreespeicher', venueId: id }]);
    expect(await findPublicVenue(handle.db, 'berlin', 'spreespeicher')).toEqual({ kind: 'moved', slug: 'spreespeicher-loft', cityId: 'berlin' });
    // An empty field keeps the slug it has, whatever the name says.
    expect(await edit({ name: 'Speicher an der Spree', slug: '' })).toEqual({ ok: true, data: { id } });
    expect((await row(id)).slug).toBe('spreespeicher-loft');
    // Back to the first slug: that redirect goes, the one of the second comes.
    updateTag.mockClear();
    expect(await edit({ slug: 'spreespeicher' })).toEqual({ ok: true, data: { id } });
    expect(await redirects()).toEqual([{ cityId: 'berlin', slug: 'spreespeicher-loft', venueId: id }]);
    expect(expired()).toEqual(['venues:berlin']);
    // To another city: the old city's address leads there, both cities' pages are expired.
    updateTag.mockClear();
    expect(await edit({ cityId: 'hamburg', slug: '' })).toEqual({ ok: true, data: { id } });
    expect(await row(id)).toMatchObject({ cityId: 'hamburg', slug: 'spreespeicher' });
    expect(await redirects()).toEqual([
      { cityId: 'berlin', slug: 'spreespeicher', venueId: id },
      { cityId: 'berlin', slug: 'spreespeicher-loft', venueId: id },
    ]);
    expect(expired()).toEqual(['venues:berlin', 'venues:hamburg']);
    expect(await findPublicVenue(handle.db, 'berlin', 'spreespeicher')).toEqual({ kind: 'moved', slug: 'spreespeicher', cityId: 'hamburg' });

    // A venue never public changes its slug without a trace.
    const draft = await created({ name: 'Entwurf', slug: 'entwurf' });
    expect(await updateVenue({ ...form, id: draft, name: 'Entwurf', slug: 'entwurf-zwei' })).toEqual({ ok: true, data: { id: draft } });
    expect((await redirects()).filter((redirect) => redirect.venueId === draft)).toEqual([]);
  });

  it('unpublishes (the page is gone, no longer missing), publishes again under the same address, and hides an archived venue', async () => {
    const id = await created({ name: 'Elbblick', published: 'on' });
    const first = await row(id);
    expect(await updateVenue({ ...form, id, name: 'Elbblick' })).toEqual({ ok: true, data: { id } });
    expect(await row(id)).toMatchObject({ slug: 'elbblick', publishedAt: null, firstPublishedAt: first.firstPublishedAt });
    expect(await findPublicVenue(handle.db, 'berlin', 'elbblick')).toEqual({ kind: 'gone' });
    expect(await updateVenue({ ...form, id, name: 'Elbblick', published: 'on' })).toEqual({ ok: true, data: { id } });
    expect(await row(id)).toMatchObject({ slug: 'elbblick', publishedAt: expect.any(Date), firstPublishedAt: first.firstPublishedAt });
    expect((await findPublicVenue(handle.db, 'berlin', 'elbblick')).kind).toBe('found');

    updateTag.mockClear();
    expect(await setVenueArchived({ venueId: id, archived: 'true' })).toEqual({ ok: true, data: undefined });
    expect(await findPublicVenue(handle.db, 'berlin', 'elbblick')).toEqual({ kind: 'gone' });
    expect(await setVenueArchived({ venueId: id, archived: 'false' })).toEqual({ ok: true, data: undefined });
    expect((await findPublicVenue(handle.db, 'berlin', 'elbblick')).kind).toBe('found');
    expect(await deleteVenue({ venueId: id })).toEqual({ ok: true, data: undefined });
    expect(expired()).toEqual(['venues:berlin', 'venues:berlin', 'venues:berlin']);

    // Published while archived, it was never public: restored, it is, from then on.
    const archived = await created({ name: 'Wartesaal' });
    await setVenueArchived({ venueId: archived, archived: 'true' });
    expect(await updateVenue({ ...form, id: archived, name: 'Wartesaal', published: 'on' })).toEqual({ ok: true, data: { id: archived } });
    expect(await row(archived)).toMatchObject({ slug: 'wartesaal', publishedAt: expect.any(Date), firstPublishedAt: null });
    expect(await findPublicVenue(handle.db, 'berlin', 'wartesaal')).toEqual({ kind: 'missing' });
    await setVenueArchived({ venueId: archived, archived: 'false' });
    expect(await row(archived)).toMatchObject({ firstPublishedAt: expect.any(Date) });
    expect(await createVenue({ ...form, published: 'on', cityId: '_other', otherCity: 'Wustrau' })).toMatchObject({ ok: false, status: 400, fieldErrors: { published: 'Only a venue in one of our cities can be published' } });
  });

  it('links a venue to a partner account, never to another kind of account, and keeps each photo’s alt text', async () => {
    await handle.db.delete(user);
    await handle.db.insert(user).values([
      { id: 'betreiber', name: 'Elbspeicher GmbH', email: 'info@elbspeicher.example', role: 'partner' },
      { id: 'planerin', name: 'Katrin', email: 'katrin@planer.test', role: 'admin' },
    ]);
    const id = await created({ partnerUserId: 'betreiber', 'photoUrl.0': A, 'photoAlt.0': 'Der Saal mit Blick auf die Spree', 'photoUrl.1': B });
    expect((await row(id)).partnerUserId).toBe('betreiber');
    const unknown = { ok: false, status: 400, message: 'Please choose one of the partner accounts', fieldErrors: { partnerUserId: 'Please choose one of the partner accounts' } };
    expect(await createVenue({ ...form, partnerUserId: 'planerin' })).toEqual(unknown);
    expect(await updateVenue({ ...form, id, partnerUserId: 'niemand' })).toEqual(unknown);
    const alts = async () => (await handle.db.select({ alt: venuePhotos.alt }).from(venuePhotos).where(eq(venuePhotos.venueId, id)).orderBy(venuePhotos.position)).map((photo) => photo.alt);
    expect(await alts()).toEqual(['Der Saal mit Blick auf die Spree', '']);
    // Reordered with new words, the copies kept.
    expect(await updateVenue({ ...form, id, 'photoUrl.0': A, 'photoPosition.0': '2', 'photoAlt.0': 'Saal', 'photoUrl.1': B, 'photoPosition.1': '1', 'photoAlt.1': 'Terrasse' })).toEqual({ ok: true, data: { id } });
    expect(await alts()).toEqual(['Terrasse', 'Saal']);
    expect((await row(id)).partnerUserId).toBeNull();
    expect(fetchImage).toHaveBeenCalledTimes(2);
  });

  it("keeps the contact's salutation through a refused save, saves it, and refuses a value the select cannot send", async () => {
    const contact = { contactSalutation: 'herr', contactName: 'Ole Brandt', contactEmail: 'ole@speicher.test' };
    // Refused for another field: the form comes back with the salutation chosen.
    const refused = await createVenueFromForm({ values: NEW_VENUE_VALUES }, formData({ ...form, ...contact, capacitySeated: 'viele' }));
    expect(refused.fieldErrors?.capacitySeated).toBeDefined();
    expect([refused.values.contactSalutation, refused.values.contactName]).toEqual(['herr', 'Ole Brandt']);
    // A value no option has: refused at its field, in the admin's words.
    const odd = await createVenueFromForm({ values: NEW_VENUE_VALUES }, formData({ ...form, ...contact, contactSalutation: 'Divers' }));
    expect([odd.fieldErrors?.contactSalutation, odd.values.contactSalutation]).toEqual([photoText('salutationInvalid'), 'Divers']);
    expect(await handle.db.select().from(venues)).toEqual([]);
    // Saved, then changed to „keine Angabe“.
    expect(await redirectOf(createVenueFromForm({ values: NEW_VENUE_VALUES }, formData({ ...form, ...contact })))).toMatch(/^\/admin\/venues/);
    const [saved] = await handle.db.select().from(venues);
    expect([saved.contactSalutation, saved.contactName]).toEqual(['herr', 'Ole Brandt']);
    expect(await redirectOf(updateVenueFromForm({ values: NEW_VENUE_VALUES }, formData({ ...form, ...contact, id: saved.id, contactSalutation: '' })))).toMatch(/^\/admin\/venues/);
    expect((await row(saved.id)).contactSalutation).toBeNull();
  });
});
