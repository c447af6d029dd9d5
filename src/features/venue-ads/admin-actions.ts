'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Database, getDb, type Transaction } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { holdAdSlots } from '@/features/ad-slots/queries';
import { type Month, monthName } from '@/features/ad-slots/rules';
import { getCity } from '@/features/cities';
import { imageFailure, imageProblemText } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { formFlag } from '@/lib/form-flag';
import { ADMIN_ADS_PATH } from './paths';
import { expireCityAds } from './cache';
import { venueAdSchema } from './form-schema';
import { createAd, deleteAd, getAd, updateAd, type VenueAd } from './queries';

const adForm = venueAdSchema((id) => getCity(id) !== undefined);
const adChange = adForm.extend({ id: z.uuid(messageKeys('venueAds.actions')('updateFailed')) });
const adRef = z.object({ adId: z.uuid(messageKeys('venueAds.validation')('adRequired')) });

/** The words of this admin's outcomes. */
const texts = () => requestTranslator('venueAds.actions');

/** The cities' pages show the change at once, and the list is rendered afresh. */
function changed(cityIds: readonly string[]) {
  expireCityAds(cityIds);
  revalidatePath(ADMIN_ADS_PATH);
}

class SlotsFull extends Error {
  constructor(readonly months: Month[]) {
    super('all slots held');
  }
}

/**
 * Writes an ad and its slots in one transaction: a live ad must find a free slot in each of its months (three per
 * city and month, bookings included), or nothing is saved and the admin learns which months are full.
 */
async function withSlots(db: Database, write: (tx: Transaction) => Promise<VenueAd | undefined>): Promise<ActionResult<VenueAd>> {
  try {
    const ad = await db.transaction(async (tx) => {
      const written = await write(tx);
      if (!written) return undefined;
      const full = await holdAdSlots(tx, written, new Date());
      if (full.length) throw new SlotsFull(full);
      return written;
    });
    return ad ? { ok: true, data: ad } : { ok: false, status: 404, message: (await texts())('updateFailed') };
  } catch (err) {
    if (!(err instanceof SlotsFull)) throw err;
    return { ok: false, status: 409, message: (await texts())('slotsFull', { months: err.months.map(monthName).join(', ') }) };
  }
}

export const createVenueAd = adminAction(adForm, async (input) =>
  failingAs<{ id: string }>((await texts())('createFailed'), async () => {
    const db = await getDb();
    // Fetched before, outside the ad's transaction (no network wait holds a lock); an unused copy goes with the daily clean-up.
    const image = await imageFor(db, input.imageUrl);
    if (!image.ok) return imageFailure(imageProblemText(image.problem, await requestTranslator('venues.images')));
    const saved = await withSlots(db, (tx) => createAd(tx, { ...input, imageId: image.imageId }));
    if (!saved.ok) return saved;
    changed([saved.data.cityId]);
    return { ok: true, data: { id: saved.data.id } };
  }),
);

/** Saves the whole form; a move to another city changes both cities' pages. */
export const updateVenueAd = adminAction(adChange, async ({ id, ...input }) => {
  const failed = (await texts())('updateFailed');
  return failingAs<{ id: string }>(failed, async () => {
    const db = await getDb();
    const stored = await getAd(db, id);
    if (!stored) return { ok: false, status: 404, message: failed };
    const image = await imageFor(db, input.imageUrl, stored);
    if (!image.ok) return imageFailure(imageProblemText(image.problem, await requestTranslator('venues.images')));
    const saved = await withSlots(db, (tx) => updateAd(tx, id, { ...input, imageId: image.imageId }));
    if (!saved.ok) return saved;
    changed([stored.cityId, saved.data.cityId]);
    return { ok: true, data: { id: saved.data.id } };
  });
});

export const deleteVenueAd = adminAction(adRef, async ({ adId }) => {
  const failed = (await texts())('deleteFailed');
  return failingAs(failed, async () => {
    const ad = await deleteAd(await getDb(), adId);
    if (!ad) return { ok: false, status: 404, message: failed };
    changed([ad.cityId]);
    return { ok: true, data: undefined };
  });
});

/** A switch of the list's row: it takes effect at once, on the list and on the city's page. */
async function switchFlag(adId: string, change: { active: boolean } | { featured: boolean }): Promise<ActionResult> {
  const saved = await withSlots(await getDb(), (tx) => updateAd(tx, adId, change));
  if (!saved.ok) return saved;
  changed([saved.data.cityId]);
  return { ok: true, data: undefined };
}

/** Activate or deactivate, from the list's row. */
export const setVenueAdActive = adminAction(adRef.extend({ active: formFlag }), async ({ adId, active }) => failingAs((await texts())('updateFailed'), () => switchFlag(adId, { active })));

/** Feature or unfeature, from the list's row. */
export const setVenueAdFeatured = adminAction(adRef.extend({ featured: formFlag }), async ({ adId, featured }) => failingAs((await texts())('updateFailed'), () => switchFlag(adId, { featured })));
