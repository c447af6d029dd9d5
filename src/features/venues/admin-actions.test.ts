import { beforeEach, expect, it, vi } from 'vitest';
import { offers, offerVenueUses, venueRequests, venues } from '@/db/schema';
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

const created = async (change: Record<string, string> = {}) => {
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
    const message = 'The address does not point to an image.';
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
