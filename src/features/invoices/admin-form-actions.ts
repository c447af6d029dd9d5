'use server';

import { redirect } from 'next/navigation';
import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { cancelWithReason, deleteDraft, issueFromForm, markPaid, saveDraft, sendInvoice } from './admin-actions';
import { invoiceNotices } from './admin-notices';
import { failedInvoiceForm } from './form-schema';
import { ADMIN_INVOICES_PATH, invoiceDraftPath, invoicePath } from './paths';

// The admin actions as the invoice screens' forms and buttons use them (useActionState).

/** The invoice form's two buttons: "Save draft" keeps what was typed, "Issue invoice" checks and numbers it. */
export const submitInvoiceForm = adminFormAction(
  async (form: FormData) => {
    const draft = form.get('intent') === 'draft';
    const result = await (draft ? saveDraft(form) : issueFromForm(form));
    return result.ok ? { ok: true as const, data: { draft, id: result.data.id } } : result;
  },
  {
    failed: failedInvoiceForm,
    saved: ({ draft, id }) => redirect(draft ? invoiceNotices.href('draft-saved', invoiceDraftPath(id)) : invoiceNotices.href('issued', invoicePath(id))),
  },
);

export const removeDraft = adminFormAction(deleteDraft, {
  failed: (result) => failedForm({}, result),
  saved: () => redirect(invoiceNotices.href('draft-deleted', ADMIN_INVOICES_PATH)),
});

/** A small form of an issued invoice after a failure: what was typed, and why. */
const keepTyped = (result: ActionFailure, form: FormData): FormState<Record<string, string>> => failedForm(Object.fromEntries(form.entries()) as Record<string, string>, result);

/** Sending may be repeated, so its form stays and says where the mail went. */
export const sendInvoiceForm = adminFormAction(sendInvoice, {
  failed: keepTyped,
  saved: async ({ recipient }, form) => ({ values: { recipient: String(form.get('recipient')) }, saved: (await requestTranslator('invoices.actions'))('sent', { recipient }) }),
});

/** The payment form goes once the invoice is paid, so the page says it after a redirect. */
export const markPaidForm = adminFormAction(markPaid, {
  failed: keepTyped,
  saved: (_, form) => redirect(invoiceNotices.href('paid', invoicePath(String(form.get('invoiceId'))))),
});

export const cancelInvoiceForm = adminFormAction(cancelWithReason, {
  failed: keepTyped,
  saved: ({ id }) => redirect(invoiceNotices.href('cancelled', invoicePath(id))),
});
