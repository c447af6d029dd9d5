'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { getCity } from '@/features/cities';
import { imageFailure } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { formFlag } from '@/lib/form-flag';
import { ADMIN_ADS_PATH } from './paths';
import { expireCityAds } from './cache';
import { venueAdSchema } from './form-schema';
import { createAd, deleteAd, getAd, updateAd } from './queries';
import { AD_TEXTS } from './texts';


const adForm = venueAdSchema((id) => getCity(id) !== undefined);
const adChange = adForm.extend({ id: z.uuid(AD_TEXTS.updateFailed) });
const adRef = z.object({ adId: z.uuid('Venue ad is required') });

/** The cities' pages show the change at once, and the list is rendered afresh. */
function changed(cityIds: readonly string[]) {
  expireCityAds(cityIds);
  revalidatePath(ADMIN_ADS_PATH);
}

export const createVenueAd = adminAction(adForm, (input) =>
  failingAs<{ id: string }>(AD_TEXTS.createFailed, async () => {
    const db = await getDb();
    const image = await imageFor(db, input.imageUrl);
    if (!image.ok) return imageFailure(image.message);
    const ad = await createAd(db, { ...input, imageId: image.imageId });
    changed([ad.cityId]);
    return { ok: true, data: { id: ad.id } };
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
    const ad = await updateAd(db, id, { ...input, imageId: image.imageId });
    if (!ad) return { ok: false, status: 404, message: AD_TEXTS.updateFailed };
    changed([stored.cityId, ad.cityId]);
    return { ok: true, data: { id: ad.id } };
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
  const ad = await updateAd(await getDb(), adId, change);
  if (!ad) return { ok: false, status: 404, message: AD_TEXTS.updateFailed };
  changed([ad.cityId]);
  return { ok: true, data: undefined };
}

/** Activate or deactivate, from the list's row. */
export const setVenueAdActive = adminAction(adRef.extend({ active: formFlag }), ({ adId, active }) => failingAs(AD_TEXTS.updateFailed, () => switchFlag(adId, { active })));

/** Feature or unfeature, from the list's row. */
export const setVenueAdFeatured = adminAction(adRef.extend({ featured: formFlag }), ({ adId, featured }) => failingAs(AD_TEXTS.updateFailed, () => switchFlag(adId, { featured })));
