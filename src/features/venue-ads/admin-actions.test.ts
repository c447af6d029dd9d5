import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { venueAds } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: 'admin-1', email: 'chefin@planer.test', role: 'admin', isAdmin: true }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn() }));
const expireCityAds = vi.fn();
vi.mock('./cache', () => ({ expireCityAds }));
const { fakeFetchImage } = await import('@/test/fake-image-fetch');
const fetchImage = fakeFetchImage();
vi.mock('@/features/images/fetch-image', async (original) => ({ ...(await original<object>()), fetchImage }));

const { createVenueAd, deleteVenueAd, setVenueAdActive, setVenueAdFeatured, updateVenueAd } = await import('./admin-actions');
const { getAd } = await import('./queries');

const form = { venueName: 'Brauhaus am Dom', cityId: 'koeln', description: 'Kölsch und Säle', imageUrl: '', websiteUrl: 'https://brauhaus.example', expiresAt: '2026-12-24', active: 'on' };
const created = async (change: Record<string, string> = {}) => {
  const result = await createVenueAd({ ...form, ...change });
  if (!result.ok) throw new Error(result.message);
  return result.data.id;
};

describeEachDatabase('venue-ad admin actions', (database) => {
  const handle = appDatabaseFor(database);
  beforeEach(async () => {
    await handle.db.delete(venueAds);
    fetchImage.mockClear();
    expireCityAds.mockClear();
    // The slots an ad holds and the form's end date are months and days from today: today is a fixed one.
    vi.useFakeTimers({ now: new Date('2026-11-16T09:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('creates an ad from the form: end of the Berlin day, empty addresses as null, the city’s pages expired', async () => {
    const id = await created();
    expect(await getAd(handle.db, id)).toMatchObject({
      venueName: 'Brauhaus am Dom',
      imageUrl: null,
      imageId: null,
      websiteUrl: 'https://brauhaus.example',
      expiresAt: new Date('2026-12-24T22:59:59.999Z'),
      active: true,
      featured: false,
      liveSystem: false,
    });
    expect(fetchImage).not.toHaveBeenCalled();
    expect(expireCityAds).toHaveBeenCalledWith(['koeln']);
  });

  it('lets three live ads hold a city’s slots and refuses a fourth (made, switched on or moved there), saving nothing', async () => {
    const live = { liveSystem: 'on', expiresAt: '' };
    for (let i = 1; i <= 3; i++) await created({ ...live, venueName: `Saal ${i}` });
    const fourth = await createVenueAd({ ...form, ...live, venueName: 'Saal 4' });
    expect(fourth).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/^All 3 slots of this city are held in November 2026, Dezember 2026, .*Dezember 2027 \(bookings included\)/) });
    const elsewhere = await created({ ...live, venueName: 'Saal 5', cityId: 'bonn' });
    expect(await updateVenueAd({ ...form, ...live, id: elsewhere, venueName: 'Saal 5' })).toMatchObject({ ok: false, status: 409 });
    const dormant = await created({ venueName: 'Saal 6' });
    expect(await updateVenueAd({ ...form, ...live, id: dormant, venueName: 'Saal 6', active: '' })).toMatchObject({ ok: true });
    expect(await setVenueAdActive({ adId: dormant, active: true })).toMatchObject({ ok: false, status: 409 });
    expect((await getAd(handle.db, dormant))?.active).toBe(false);
    expect((await handle.db.select().from(venueAds)).map((ad) => ad.venueName).sort()).toEqual(['Saal 1', 'Saal 2', 'Saal 3', 'Saal 5', 'Saal 6']);
    expect((await getAd(handle.db, elsewhere))?.cityId).toBe('bonn');
  });

  it('refuses an invalid form with the spec’s texts next to the fields, saving nothing', async () => {
    const result = await createVenueAd({ ...form, venueName: ' ', cityId: 'atlantis', description: '' });
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { venueName: 'Venue name is required', cityId: 'City is required', description: 'Description is required' } });
    expect(await handle.db.select().from(venueAds)).toEqual([]);
    expect(expireCityAds).not.toHaveBeenCalled();
  });

  it('keeps its own copy of the image, and saves nothing when the image cannot be fetched', async () => {
    const id = await created({ imageUrl: 'https://bild.example/saal.jpg' });
    const ad = await getAd(handle.db, id);
    expect(fetchImage).toHaveBeenCalledWith('https://bild.example/saal.jpg', expect.anything());
    expect(ad?.imageId).toEqual(expect.any(String));

    const failed = await createVenueAd({ ...form, venueName: 'Ohne Bild', imageUrl: 'https://bild.example/kaputt.jpg' });
    expect(failed).toEqual({ ok: false, status: 400, message: 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).', fieldErrors: { imageUrl: 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).' } });
    expect((await handle.db.select().from(venueAds)).map((row) => row.venueName)).toEqual(['Brauhaus am Dom']);
  });

  it('fetches the image again only for a new address, or when the ad has no copy yet', async () => {
    const id = await created({ imageUrl: 'https://bild.example/saal.jpg' });
    const first = (await getAd(handle.db, id))!.imageId;
    fetchImage.mockClear();

    expect(await updateVenueAd({ ...form, id, imageUrl: 'https://bild.example/saal.jpg', featured: 'on' })).toEqual({ ok: true, data: { id } });
    expect(fetchImage).not.toHaveBeenCalled();
    expect(await getAd(handle.db, id)).toMatchObject({ imageId: first, featured: true });

    await updateVenueAd({ ...form, id, imageUrl: 'https://bild.example/neu.jpg' });
    expect(fetchImage).toHaveBeenCalledTimes(1);
    const second = (await getAd(handle.db, id))!.imageId;
    expect(second).not.toBe(first);

    const refused = await updateVenueAd({ ...form, id, venueName: 'Umbenannt', imageUrl: 'https://bild.example/kaputt.jpg' });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { imageUrl: 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).' } });
    expect(await getAd(handle.db, id)).toMatchObject({ venueName: 'Brauhaus am Dom', imageUrl: 'https://bild.example/neu.jpg', imageId: second });

    await updateVenueAd({ ...form, id, imageUrl: '' });
    expect(await getAd(handle.db, id)).toMatchObject({ imageUrl: null, imageId: null });

    await handle.db.update(venueAds).set({ imageUrl: 'https://bild.example/alt.jpg', imageId: null });
    fetchImage.mockClear();
    await updateVenueAd({ ...form, id, imageUrl: 'https://bild.example/alt.jpg' });
    expect(fetchImage).toHaveBeenCalledTimes(1);
    expect((await getAd(handle.db, id))!.imageId).toEqual(expect.any(String));
  });

  it('expires both cities when an ad moves, and reports an ad that is gone', async () => {
    const id = await created();
    expireCityAds.mockClear();
    expect(await updateVenueAd({ ...form, id, cityId: 'bonn', expiresAt: '' })).toEqual({ ok: true, data: { id } });
    expect(expireCityAds).toHaveBeenCalledWith(['koeln', 'bonn']);
    expect(await getAd(handle.db, id)).toMatchObject({ cityId: 'bonn', expiresAt: null });
    expect(await updateVenueAd({ ...form, id: '00000000-0000-4000-8000-000000000000' })).toEqual({ ok: false, status: 404, message: 'Failed to update venue ad' });
  });

  it('switches active and featured at once, and deletes', async () => {
    const id = await created();
    expect(await setVenueAdActive({ adId: id, active: false })).toEqual({ ok: true, data: undefined });
    expect(await setVenueAdFeatured({ adId: id, featured: true })).toEqual({ ok: true, data: undefined });
    expect(await getAd(handle.db, id)).toMatchObject({ active: false, featured: true });
    expect(expireCityAds).toHaveBeenLastCalledWith(['koeln']);

    expect(await deleteVenueAd({ adId: id })).toEqual({ ok: true, data: undefined });
    expect(await getAd(handle.db, id)).toBeUndefined();
    expect(await deleteVenueAd({ adId: id })).toEqual({ ok: false, status: 404, message: 'Failed to delete venue ad' });
    expect(await setVenueAdActive({ adId: id, active: true })).toEqual({ ok: false, status: 404, message: 'Failed to update venue ad' });
  });

  it('reports an unexpected image failure next to the field, saving nothing', async () => {
    fetchImage.mockRejectedValueOnce(new Error('network down'));
    const message = 'The image could not be saved. Please try again.';
    expect(await createVenueAd({ ...form, imageUrl: 'https://bild.example/saal.jpg' })).toEqual({ ok: false, status: 400, message, fieldErrors: { imageUrl: message } });
    expect(await handle.db.select().from(venueAds)).toEqual([]);
  });
});
