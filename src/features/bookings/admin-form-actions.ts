'use server';

import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { approve, reject } from './admin-actions';
import { BOOKING_ADMIN_TEXTS } from './texts';

// The admin actions as the Bookings tab's button and form use them (useActionState).

export const approveRow = adminRowAction(approve, { success: ({ invoiceNumber }) => BOOKING_ADMIN_TEXTS.approved(invoiceNumber) });

export const rejectForm = adminFormAction(reject, {
  failed: (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm({ reason: String(form.get('reason') ?? '') }, result),
  saved: (): FormState<Record<string, string>> => ({ values: { reason: '' }, saved: BOOKING_ADMIN_TEXTS.rejected }),
});
