'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Database, getDb, type Transaction } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { holdAdSlots } from '@/features/bookings/queries';
import { type Month, monthName } from '@/features/bookings/rules';
import { getCity } from '@/features/cities';
import { imageFailure } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { formFlag } from '@/lib/form-flag';
import { ADMIN_ADS_PATH } from './paths';
import { expireCityAds } from './cache';
import { venueAdSchema } from './form-schema';
import { createAd, deleteAd, getAd, updateAd, type VenueAd } from './queries';
import { AD_TEXTS } from './texts';

const adForm = venueAdSchema((id) => getCity(id) !== undefined);
const adChange = adForm.extend({ id: z.uuid(AD_TEXTS.updateFailed) });
const adRef = z.object({ adId: z.uuid('Venue ad is required') });

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
    return ad ? { ok: true, data: ad } : { ok: false, status: 404, message: AD_TEXTS.updateFailed };
  } catch (err) {
    if (!(err instanceof SlotsFull)) throw err;
    return { ok: false, status: 409, message: AD_TEXTS.slotsFull(err.months.map(monthName)) };
  }
}

export const createVenueAd = adminAction(adForm, (input) =>
  failingAs<{ id: string }>(AD_TEXTS.createFailed, async () => {
    const db = await getDb();
    const image = await imageFor(db, input.imageUrl);
    if (!image.ok) return imageFailure(image.message);
    const saved = await withSlots(db, (tx) => createAd(tx, { ...input, imageId: image.imageId }));
    if (!saved.ok) return saved;
    changed([saved.data.cityId]);
    return { ok: true, data: { id: saved.data.id } };
  }),
);

/** Saves the whole form; a move to another city changes both cities' pages. */
export const updateVenueAd = adminAction(adChange, ({ id, ...input }) =>
  failingAs<{ id: string }>(AD_TEXTS.updateFailed, async () => {
    const db = await getDb();
    const stored = await getAd(db, id);
    if (!stored) return { ok: false, status: 404, message: AD_TEXTS.updateFailed };
    const image = await imageFor(db, input.imageUrl, stored);
    if (!image.ok) return imageFailure(image.message);
    const saved = await withSlots(db, (tx) => updateAd(tx, id, { ...input, imageId: image.imageId }));
    if (!saved.ok) return saved;
    changed([stored.cityId, saved.data.cityId]);
    return { ok: true, data: { id: saved.data.id } };
  }),
);

export const deleteVenueAd = adminAction(adRef, ({ adId }) =>
  failingAs(AD_TEXTS.deleteFailed, async () => {
    const ad = await deleteAd(await getDb(), adId);
    if (!ad) return { ok: false, status: 404, message: AD_TEXTS.deleteFailed };
    changed([ad.cityId]);
    return { ok: true, data: undefined };
  }),
);

/** A switch of the list's row: it takes effect at once, on the list and on the city's page. */
async function switchFlag(adId: string, change: { active: boolean } | { featured: boolean }): Promise<ActionResult> {
  const saved = await withSlots(await getDb(), (tx) => updateAd(tx, adId, change));
  if (!saved.ok) return saved;
  changed([saved.data.cityId]);
  return { ok: true, data: undefined };
}

/** Activate or deactivate, from the list's row. */
export const setVenueAdActive = adminAction(adRef.extend({ active: formFlag }), ({ adId, active }) => failingAs(AD_TEXTS.updateFailed, () => switchFlag(adId, { active })));

/** Feature or unfeature, from the list's row. */
export const setVenueAdFeatured = adminAction(adRef.extend({ featured: formFlag }), ({ adId, featured }) => failingAs(AD_TEXTS.updateFailed, () => switchFlag(adId, { featured })));
