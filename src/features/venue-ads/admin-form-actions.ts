'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { createVenueAd, deleteVenueAd, setVenueAdActive, setVenueAdFeatured, updateVenueAd } from './admin-actions';
import { adNotices } from './admin-notices';
import { failedSave } from './form-schema';
import { ADMIN_ADS_PATH } from './paths';

// The admin actions as the form's and the list's buttons use them (useActionState), with the spec's texts.

/** A success returns to the list, which says so. */
export const createVenueAdFromForm = adminFormAction(createVenueAd, {
  failed: async (result, form) => failedSave(result, form, (await requestTranslator('venueAds.actions'))('createFailed')),
  saved: async () => redirect((await adNotices()).href('created', ADMIN_ADS_PATH)),
});

export const updateVenueAdFromForm = adminFormAction(updateVenueAd, {
  failed: async (result, form) => failedSave(result, form, (await requestTranslator('venueAds.actions'))('updateFailed')),
  saved: async () => redirect((await adNotices()).href('updated', ADMIN_ADS_PATH)),
});

export const switchVenueAdActive = adminRowAction(setVenueAdActive, {
  success: async (_, form) => {
    const t = await requestTranslator('venueAds.actions');
    return form.get('active') === 'true' ? t('activated') : t('deactivated');
  },
});

export const switchVenueAdFeatured = adminRowAction(setVenueAdFeatured, {
  success: async (_, form) => {
    const t = await requestTranslator('venueAds.actions');
    return form.get('featured') === 'true' ? t('featured') : t('unfeatured');
  },
});

export const removeVenueAd = adminRowAction(deleteVenueAd, { success: textOf('venueAds.actions', 'deleted'), failure: textOf('venueAds.actions', 'deleteFailed') });
