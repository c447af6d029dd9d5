'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { createVenue, deleteVenue, setVenueArchived, updateVenue } from './admin-actions';
import { venueNotices } from './admin-notices';
import { failedSave } from './form-schema';
import { ADMIN_VENUES_PATH } from './paths';

// The admin actions as the form's and the list's buttons use them (useActionState).

/** A success returns to the list, which says so. */
export const createVenueFromForm = adminFormAction(createVenue, {
  failed: async (result, form) => failedSave(result, form, (await requestTranslator('venues.actions'))('createFailed')),
  saved: async () => redirect((await venueNotices()).href('created', ADMIN_VENUES_PATH)),
});

export const updateVenueFromForm = adminFormAction(updateVenue, {
  failed: async (result, form) => failedSave(result, form, (await requestTranslator('venues.actions'))('updateFailed')),
  saved: async () => redirect((await venueNotices()).href('updated', ADMIN_VENUES_PATH)),
});

export const switchVenueArchived = adminRowAction(setVenueArchived, {
  success: async (_, form) => {
    const t = await requestTranslator('venues.actions');
    return form.get('archived') === 'true' ? t('archived') : t('unarchived');
  },
});

/** A venue in use is refused with its own message (archive it instead), so no generic failure text here. */
export const removeVenueRow = adminRowAction(deleteVenue, { success: textOf('venues.actions', 'deleted') });
