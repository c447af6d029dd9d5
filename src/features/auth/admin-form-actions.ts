'use server';

import { failedForm } from '@/components/admin/form-state';
import { grantAdmin, removeAccount, revokeAdmin, updateProfile } from './admin-actions';
import { postedProfile } from './admin-form-schema';
import { adminFormAction, adminRowAction } from './guard';
import { PROFILE_TEXTS } from './texts';

// The users list's buttons (RowAction); a refusal says why in the action's own words.

export const approveAccount = adminRowAction(grantAdmin, { success: 'Account approved' });

export const revokeAdminRole = adminRowAction(revokeAdmin, { success: 'Admin role revoked' });

export const removeWaitingAccount = adminRowAction(removeAccount, { success: 'Account removed' });

/** The profile form of the Users tab and the Account page: it stays on its screen; a failure keeps what was typed. */
export const updateProfileFromForm = adminFormAction(updateProfile, {
  failed: (result, form) => failedForm(postedProfile(form), result),
  saved: (values) => ({ values, saved: PROFILE_TEXTS.saved }),
});
