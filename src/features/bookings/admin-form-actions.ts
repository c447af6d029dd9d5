'use server';

import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { approve, reject } from './admin-actions';

// The admin actions as the Bookings tab's button and form use them (useActionState).

export const approveRow = adminRowAction(approve, { success: async ({ invoiceNumber }) => (await requestTranslator('bookings.actions'))('approved', { invoiceNumber }) });

export const rejectForm = adminFormAction(reject, {
  failed: (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm({ reason: String(form.get('reason') ?? '') }, result),
  saved: async (): Promise<FormState<Record<string, string>>> => ({ values: { reason: '' }, saved: (await requestTranslator('bookings.actions'))('rejected') }),
});
