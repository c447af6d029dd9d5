import sharp from 'sharp';
import { beforeEach, expect, it, vi } from 'vitest';
import { offers, offerVenueUses, storedImages, venueRequests, venues } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: 'admin-1', email: 'chefin@planer.test', role: 'admin', isAdmin: true }) }));
const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, updateTag: vi.fn() }));
const { fakeFetchImage } = await import('@/test/fake-image-fetch');
const fetchImage = fakeFetchImage();
vi.mock('@/features/images/fetch-image', async (original) => ({ ...(await original<object>()), fetchImage }));

const { createVenue, deleteVenue, setVenueArchived, updateVenue } = await import('./admin-actions');
const { getVenue } = await import('./queries');
const { MAX_UPLOAD_BYTES } = await import('./form-schema');
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
  });

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
    // Declared as text, and more than 5 MB: the form's own check, before any byte is read.
    expect(await refused(await upload('notiz.txt', Buffer.from('hallo'), 'text/plain'))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoNotImage') } });
    expect(await refused(await upload('gross.png', Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)])))).toMatchObject({ status: 400, fieldErrors: { 'photoFile.1': photoText('photoTooLarge') } });
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
});
