'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { createVenueAd, deleteVenueAd, setVenueAdActive, setVenueAdFeatured, updateVenueAd } from './admin-actions';
import { adNotices } from './admin-notices';
import { failedSave } from './form-schema';
import { ADMIN_ADS_PATH } from './paths';
import { AD_TEXTS } from './texts';

// The admin actions as the form's and the list's buttons use them (useActionState), with the spec's texts.

/** A success returns to the list, which says so. */
export const createVenueAdFromForm = adminFormAction(createVenueAd, {
  failed: (result, form) => failedSave(result, form, AD_TEXTS.createFailed),
  saved: () => redirect(adNotices.href('created', ADMIN_ADS_PATH)),
});

export const updateVenueAdFromForm = adminFormAction(updateVenueAd, {
  failed: (result, form) => failedSave(result, form, AD_TEXTS.updateFailed),
  saved: () => redirect(adNotices.href('updated', ADMIN_ADS_PATH)),
});

export const switchVenueAdActive = adminRowAction(setVenueAdActive, { success: (_, form) => (form.get('active') === 'true' ? AD_TEXTS.activated : AD_TEXTS.deactivated) });

export const switchVenueAdFeatured = adminRowAction(setVenueAdFeatured, { success: (_, form) => (form.get('featured') === 'true' ? AD_TEXTS.featured : AD_TEXTS.unfeatured) });

export const removeVenueAd = adminRowAction(deleteVenueAd, { success: AD_TEXTS.deleted, failure: AD_TEXTS.deleteFailed });
