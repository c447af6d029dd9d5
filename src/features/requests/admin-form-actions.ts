'use server';

import { failedForm } from '@/components/admin/form-state';
import { adminFormAction } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { formText } from '@/lib/form-data';
import { changeStatus } from './admin-actions';

/** The status form's fields (components/status-form.tsx), here beside the action so the form's import is the only one. */
export interface StatusFormValues {
  status: string;
  note: string;
}

/** The detail page's status form: it stays, emptied of its note, and the history shows the change. */
export const changeStatusFromForm = adminFormAction(changeStatus, {
  failed: (result, form) => failedForm<StatusFormValues>({ status: formText(form, 'status'), note: formText(form, 'note') }, result),
  saved: async (_, form) => ({ values: { status: formText(form, 'status'), note: '' }, saved: (await requestTranslator('requests.statusForm'))('saved') }),
});
