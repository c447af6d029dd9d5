'use server';

import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import type { PendingChangeKind } from '@/db/schema/partner-area';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { approveChange, rejectChange } from './admin-actions';

// The Bookings tab's review of what the operators submit for approval: one approve button and one reject form for
// every kind of change, each saying what happened in its kind's words.

/** A kind's words on the review screen: partnerArea.adChanges, partnerArea.profileChanges. */
const kindWords = (kind: PendingChangeKind) => requestTranslator(kind === 'ad' ? 'partnerArea.adChanges' : 'partnerArea.profileChanges');

export const approveChangeRow = adminRowAction(approveChange, { success: async ({ kind }) => (await kindWords(kind))('approved') });

export const rejectChangeForm = adminFormAction(rejectChange, {
  failed: (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm({ reason: String(form.get('reason') ?? '') }, result),
  saved: async ({ kind }): Promise<FormState<Record<string, string>>> => ({ values: { reason: '' }, saved: (await kindWords(kind))('rejected') }),
});
