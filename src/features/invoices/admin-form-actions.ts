'use server';

import { redirect } from 'next/navigation';
import { failedForm, type FormState } from '@/components/admin/form-state';
import { adminFormAction } from '@/features/auth/guard';
import { cancelWithReason, deleteDraft, issueFromForm, markPaid, saveDraft, sendInvoice } from './admin-actions';
import { withInvoiceNotice } from './admin-notices';
import { failedInvoiceForm } from './form-schema';
import { ADMIN_INVOICES_PATH, invoiceDraftPath, invoicePath } from './paths';
import { INVOICE_TEXTS } from './texts';

// The admin actions as the invoice screens' forms and buttons use them (useActionState).

/** The invoice form's two buttons: "Save draft" keeps what was typed, "Issue invoice" checks and numbers it. */
export const submitInvoiceForm = adminFormAction(
  async (form: FormData) => {
    const draft = form.get('intent') === 'draft';
    const result = await (draft ? saveDraft(form) : issueFromForm(form));
    return result.ok ? { ok: true as const, data: { draft, id: result.data.id } } : result;
  },
  {
    failed: (result, form) => failedInvoiceForm(result, form, form.get('intent') === 'draft' ? INVOICE_TEXTS.saveFailed : undefined),
    saved: ({ draft, id }) => redirect(draft ? withInvoiceNotice(invoiceDraftPath(id), 'draft-saved') : withInvoiceNotice(invoicePath(id), 'issued')),
  },
);

export const removeDraft = adminFormAction(deleteDraft, {
  failed: (result) => failedForm({}, result),
  saved: () => redirect(withInvoiceNotice(ADMIN_INVOICES_PATH, 'draft-deleted')),
});

/** The small forms of an issued invoice stay on its page, which shows what they did. */
const staying = <V>(message: (form: FormData) => string) => ({
  failed: (result: Parameters<typeof failedForm>[1], form: FormData): FormState<V> => failedForm(Object.fromEntries(form.entries()) as V, result),
  saved: (_: unknown, form: FormData): FormState<V> => ({ values: Object.fromEntries(form.entries()) as V, saved: message(form) }),
});

export const sendInvoiceForm = adminFormAction(sendInvoice, staying<Record<string, string>>((form) => INVOICE_TEXTS.sent(String(form.get('recipient')))));

export const markPaidForm = adminFormAction(markPaid, staying<Record<string, string>>(() => INVOICE_TEXTS.paid));

export const cancelInvoiceForm = adminFormAction(cancelWithReason, {
  failed: (result, form) => failedForm(Object.fromEntries(form.entries()) as Record<string, string>, result),
  saved: ({ id }) => redirect(withInvoiceNotice(invoicePath(id), 'cancelled')),
});

