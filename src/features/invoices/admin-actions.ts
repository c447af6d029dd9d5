'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { plannerReplyTo } from '@/features/auth/planner';
import { actingPlanner, plannerProfileByEmail } from '@/features/auth/planner-queries';
import { requestPath } from '@/features/requests/paths';
import { messageKeys, translateErrors } from '@/i18n/keys';
import { requestCatalogue, requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { queueMail } from '@/lib/mail/queue';
import { mailSignature, operator } from '@/lib/operator';
import { unprintableCharacters } from '@/lib/pdf';
import { berlinToday, parseDay } from '@/lib/time';
import { isInvoiceable, PACKAGE_SUBJECT } from './admin-queries';
import { type InvoiceDocument } from './document';
import { deleteInvoiceDraft, saveInvoiceDraft } from './draft-queries';
import { invoiceMail } from './emails';
import { INVOICE_FIELDS, invoiceSchema, invoiceValuesOf, oversizedFields, problemErrors } from './form-schema';
import { ADMIN_INVOICES_PATH, invoicePath } from './paths';
import { invoicePdf } from './pdf';
import { cancelInvoice, invoiceAddressee, invoiceById, issueInvoice, recordInvoiceEvent } from './queries';
import { bookingOfSubject } from './rules';
import { invoiceSeller } from './seller';

/** The subject of an invoice that belongs to no request (one a planner writes by hand). */
const OTHER_SUBJECT = 'other';

const message = messageKeys('invoices.validation');

const optionalId = z
  .union([z.literal(''), z.uuid()])
  .optional()
  .transform((id) => id || null);
const invoiceRefs = z.object({ draftId: optionalId, requestId: optionalId });
const invoiceRef = z.object({ invoiceId: z.uuid(message('invoiceNotFound')) });

const draftForm = z
  .looseObject({ draftId: optionalId, requestId: optionalId })
  .transform((raw) => ({ draftId: raw.draftId, requestId: raw.requestId, values: invoiceValuesOf(raw) }))
  .superRefine(({ values }, ctx) => {
    for (const [field, error] of Object.entries(oversizedFields(values))) ctx.addIssue({ code: 'custom', message: error, path: [field] });
  });

const changed = (requestId: string | null, invoiceId?: string) => {
  revalidatePath(ADMIN_INVOICES_PATH);
  if (invoiceId) revalidatePath(invoicePath(invoiceId));
  if (requestId) revalidatePath(requestPath(requestId));
};

/** A draft keeps anything typed (only absurd lengths are refused); it has no number and can be deleted. */
export const saveDraft = adminAction(draftForm, async ({ draftId, requestId, values }, admin) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs<{ id: string }>(t('saveFailed'), async () => {
    const db = await getDb();
    if (requestId && !draftId && !(await isInvoiceable(db, requestId))) return { ok: false, status: 409, message: t('notInvoiceable') };
    const draft = await saveInvoiceDraft(db, { id: draftId, requestId, subject: requestId ? PACKAGE_SUBJECT : OTHER_SUBJECT, values, byEmail: admin.email });
    if (!draft) return { ok: false, status: 409, message: t('draftGone') };
    changed(draft.requestId);
    return { ok: true, data: { id: draft.id } };
  });
});

export const deleteDraft = adminAction(z.object({ draftId: z.uuid(message('draftGone')) }), async ({ draftId }) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs(t('deleteFailed'), async () => {
    if (!(await deleteInvoiceDraft(await getDb(), draftId))) return { ok: false, status: 404, message: t('draftGone') };
    changed(null);
    return { ok: true, data: undefined };
  });
});

type ActionWords = Awaited<ReturnType<typeof requestTranslator<'invoices.actions'>>>;

/** What is wrong with a text the PDF could not print as typed, naming each such character; undefined when it prints. */
function unprintableMessage(t: ActionWords, text: string | null): string | undefined {
  const found = text ? unprintableCharacters(text) : [];
  return found.length ? t('unprintable', { characters: found.map((char) => `„${char}“ (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`).join(', ') }) : undefined;
}

/** The texts of a document that its PDF could not print as typed, as field errors. */
function unprintableErrors(t: ActionWords, doc: Omit<InvoiceDocument, 'number'>): Record<string, string> {
  const fields: [string, string | null][] = [
    ['buyerName', doc.buyer.name],
    ['buyerStreet', doc.buyer.address.street],
    ['buyerPostalCode', doc.buyer.address.postalCode],
    ['buyerCity', doc.buyer.address.city],
    ['buyerEmail', doc.buyer.email],
    ['buyerReference', doc.buyer.reference],
    ['note', doc.note],
    ...doc.lines.map((line, i): [string, string] => [INVOICE_FIELDS.lineText(i), line.text]),
    ...doc.lines.map((line, i): [string, string | null] => [INVOICE_FIELDS.lineReason(i), line.exemptionReason ?? null]),
  ];
  return Object.fromEntries(
    fields.flatMap(([field, text]) => {
      const error = unprintableMessage(t, text);
      return error ? [[field, error]] : [];
    }),
  );
}

/** A refusal with an error next to each field, in the admin's words. */
async function invalid(fieldErrors: Record<string, string>): Promise<ActionResult<never>> {
  return { ok: false, status: 400, message: (await requestCatalogue())('admin.guard.invalid'), fieldErrors };
}

/**
 * Issues the form as an invoice dated today with the next number: the seller is the operator, a booked request's
 * invoice is for its package (one open invoice per request), and a draft it came from is deleted with it.
 */
export const issueFromForm = adminAction(z.intersection(invoiceRefs, invoiceSchema(berlinToday)), async ({ draftId, requestId, ...content }, admin) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs<{ id: string }>(t('issueFailed'), async () => {
    const db = await getDb();
    if (requestId && !(await isInvoiceable(db, requestId))) return { ok: false, status: 409, message: t('notInvoiceable') };
    const document: Omit<InvoiceDocument, 'number'> = { type: 'invoice', issueDate: berlinToday(), currency: 'EUR', seller: invoiceSeller(operator()), preceding: null, ...content };
    const unprintable = unprintableErrors(t, document);
    if (Object.keys(unprintable).length) return invalid(unprintable);
    const outcome = await db.transaction((tx) => issueInvoice(tx, { document, requestId, subject: requestId ? PACKAGE_SUBJECT : OTHER_SUBJECT, byEmail: admin.email, byId: admin.id, draftId }));
    switch (outcome.kind) {
      case 'invalid':
        return invalid(translateErrors(await requestCatalogue(), problemErrors(outcome.problems)));
      case 'already_invoiced':
        return { ok: false, status: 409, message: t('alreadyInvoiced') };
      case 'draft_gone':
        return { ok: false, status: 409, message: t('draftGone') };
    }
    changed(requestId);
    return { ok: true, data: { id: outcome.invoice.id } };
  });
});

/**
 * Sends an issued invoice (or cancellation) to `recipient` with its PDF, through the outbox: the mail and the
 * "sent" event are written together, so a mail server that is down delays the mail and loses nothing.
 */
export const sendInvoice = adminAction(invoiceRef.extend({ recipient: z.email(message('emailInvalid')).max(254, message('atMost254')) }), async ({ invoiceId, recipient }, admin) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs<{ recipient: string }>(t('sendFailed'), async () => {
    const db = await getDb();
    const invoice = await invoiceById(db, invoiceId);
    if (!invoice) return { ok: false, status: 404, message: t('notFound') };
    const pdf = await invoicePdf(invoice.document);
    const settings = config();
    const signature = mailSignature(operator(settings));
    const addressee = await invoiceAddressee(db, invoice, recipient);
    // Signed by whoever issued it (by the admin who sends it once that account is gone); a reply reaches the planner
    // who issued a request's invoice, and the team for an ad booking's, as every mail about an ad booking.
    const issuedBy = await plannerProfileByEmail(db, invoice.issuedByEmail);
    const issuer = issuedBy ?? (await actingPlanner(db, admin));
    const replyTo = bookingOfSubject(invoice.subject) ? settings.LEAD_NOTIFY_EMAIL : plannerReplyTo(issuedBy, settings.LEAD_NOTIFY_EMAIL);
    const recorded = await db.transaction(async (tx) => {
      if (!(await recordInvoiceEvent(tx, { invoiceId, kind: 'sent', day: berlinToday(), note: recipient, byEmail: admin.email, byId: admin.id }))) return false;
      await queueMail(tx, invoiceMail({ document: invoice.document, pdf, recipient, addressee, requestId: invoice.requestId, issuer, replyTo, signature }));
      return true;
    });
    if (!recorded) return { ok: false, status: 404, message: t('notFound') };
    changed(invoice.requestId, invoiceId);
    return { ok: true, data: { recipient } };
  });
});

/** Records the payment of an invoice on the day it arrived (not in the future, not before the invoice). */
export const markPaid = adminAction(invoiceRef.extend({ paidOn: z.string().trim() }), async ({ invoiceId, paidOn }, admin) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs(t('paidFailed'), async () => {
    const day = parseDay(paidOn);
    if (!day) return invalid({ paidOn: t('paidOnInvalid') });
    if (day > berlinToday()) return invalid({ paidOn: t('paidInFuture') });
    const db = await getDb();
    const invoice = await invoiceById(db, invoiceId);
    if (!invoice) return { ok: false, status: 404, message: t('notFound') };
    if (day < invoice.issueDate) return invalid({ paidOn: t('paidBeforeIssue') });
    if (!(await db.transaction((tx) => recordInvoiceEvent(tx, { invoiceId, kind: 'paid', day, byEmail: admin.email, byId: admin.id })))) return { ok: false, status: 409, message: t('alreadyPaid') };
    changed(invoice.requestId, invoiceId);
    return { ok: true, data: undefined };
  });
});

/** Cancels an invoice with a cancellation invoice dated today; the request may then get a new invoice. */
export const cancelWithReason = adminAction(invoiceRef.extend({ reason: z.string().trim().min(3, message('reasonRequired')).max(500, message('atMost500')) }), async ({ invoiceId, reason }, admin) => {
  const t = await requestTranslator('invoices.actions');
  return failingAs<{ number: string; id: string }>(t('cancelFailed'), async () => {
    const unprintable = unprintableMessage(t, reason);
    if (unprintable) return invalid({ reason: unprintable });
    const outcome = await cancelInvoice(await getDb(), { invoiceId, reason, issueDate: berlinToday(), byEmail: admin.email, byId: admin.id });
    if (outcome.kind === 'missing') return { ok: false, status: 404, message: t('notFound') };
    if (outcome.kind === 'not_cancellable') return { ok: false, status: 409, message: t('notCancellable') };
    changed(outcome.cancellation.requestId, invoiceId);
    return { ok: true, data: { number: outcome.cancellation.number, id: outcome.cancellation.id } };
  });
});
