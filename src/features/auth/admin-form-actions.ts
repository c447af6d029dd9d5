'use server';

import { failedForm } from '@/components/admin/form-state';
import { requestTranslator, translator, textOf } from '@/features/auth/request-locale';
import { chooseLanguage, grantAdmin, removeAccount, revokeAdmin, updateProfile } from './admin-actions';
import { postedProfile } from './admin-form-schema';
import { adminFormAction, adminRowAction } from './guard';

// The users list's buttons (RowAction); a refusal says why in the action's own words.

export const approveAccount = adminRowAction(grantAdmin, { success: textOf('auth.users', 'approved') });

export const revokeAdminRole = adminRowAction(revokeAdmin, { success: textOf('auth.users', 'revoked') });

export const removeWaitingAccount = adminRowAction(removeAccount, { success: textOf('auth.users', 'removed') });

/** The profile form of the Users tab and the Account page: it stays on its screen; a failure keeps what was typed. */
export const updateProfileFromForm = adminFormAction(updateProfile, {
  failed: (result, form) => failedForm(postedProfile(form), result),
  saved: async (values) => ({ values, saved: (await requestTranslator('auth.profile'))('saved') }),
});

/** The header's language switch: the toast already speaks the chosen language. */
export const chooseLanguageForm = adminRowAction(chooseLanguage, { success: (locale) => translator(locale, 'admin.language')('chosen'), failure: textOf('admin.language', 'failed') });
