'use server';

import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { approveAdChange, approveProfileChange, rejectAdChange, rejectProfileChange } from './admin-actions';

// The Bookings tab's review of the operators' ad changes and venue profile changes.

export const approveChangeRow = adminRowAction(approveAdChange, { success: textOf('partnerArea.changes', 'approved') });

export const rejectChangeForm = adminFormAction(rejectAdChange, {
  failed: (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm({ reason: String(form.get('reason') ?? '') }, result),
  saved: async (): Promise<FormState<Record<string, string>>> => ({ values: { reason: '' }, saved: (await requestTranslator('partnerArea.changes'))('rejected') }),
});

export const approveProfileChangeRow = adminRowAction(approveProfileChange, { success: textOf('partnerArea.profileChanges', 'approved') });

export const rejectProfileChangeForm = adminFormAction(rejectProfileChange, {
  failed: (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm({ reason: String(form.get('reason') ?? '') }, result),
  saved: async (): Promise<FormState<Record<string, string>>> => ({ values: { reason: '' }, saved: (await requestTranslator('partnerArea.profileChanges'))('rejected') }),
});
