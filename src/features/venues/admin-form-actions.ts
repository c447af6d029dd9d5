'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { createVenue, deleteVenue, setVenueArchived, updateVenue } from './admin-actions';
import { venueNotices } from './admin-notices';
import { failedSave } from './form-schema';
import { ADMIN_VENUES_PATH } from './paths';
import { VENUE_TEXTS } from './texts';

// The admin actions as the form's and the list's buttons use them (useActionState).

/** A success returns to the list, which says so. */
export const createVenueFromForm = adminFormAction(createVenue, {
  failed: (result, form) => failedSave(result, form, VENUE_TEXTS.createFailed),
  saved: () => redirect(venueNotices.href('created', ADMIN_VENUES_PATH)),
});

export const updateVenueFromForm = adminFormAction(updateVenue, {
  failed: (result, form) => failedSave(result, form, VENUE_TEXTS.updateFailed),
  saved: () => redirect(venueNotices.href('updated', ADMIN_VENUES_PATH)),
});

export const switchVenueArchived = adminRowAction(setVenueArchived, { success: (_, form) => (form.get('archived') === 'true' ? VENUE_TEXTS.archived : VENUE_TEXTS.unarchived) });

/** A venue in use is refused with its own message (archive it instead), so no generic failure text here. */
export const removeVenueRow = adminRowAction(deleteVenue, { success: VENUE_TEXTS.deleted });
