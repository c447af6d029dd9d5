import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { rowsOf } from '@/db/client';
import { invoiceDrafts, invoiceEvents, invoices, openInvoiceSubjects, venueRequests } from '@/db/schema';
import { addToDay, berlinDay } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, DATABASE_DECIDES, describeEachDatabase } from '@/test/databases';
import { emptyInvoices, invoiceForm, sampleInvoice } from '@/test/invoice-fixtures';
import { insertBookedRequest } from '@/test/offer-fixtures';
import { inTransaction } from '@/test/transaction';

/*
 * GoBD: no route changes an issued invoice. What is frozen is the `invoices` row, every column of it: number,
 * dates, buyer, totals and `document`, the whole document as issued (its lines live inside it; there is no lines
 * table), from which the PDF, factur-x.xml and XRechnung are rendered on each download (no file is stored). What
 * happens to an invoice afterwards is not part of it and lives elsewhere (src/db/schema/invoices.ts):
 * `invoice_events` rows (sent, paid, cancelled), a cancellation as an invoice row of its own (cancels_id),
 * `open_invoice_subjects` (which invoice is a request's open one; cancelling deletes that row) and the request's
 * history. Drafts (`invoice_drafts`) have no number and no legal weight.
 *
 * The test issues an invoice, then sends every admin action and every writing query that takes an invoice or draft
 * id at it, and compares the row (as PostgreSQL prints it) and the rendered files before and after.
 */

vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: null, email: 'paula@planer.test', role: 'admin', isAdmin: true }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn() }));

const { cancelWithReason, deleteDraft, issueFromForm, markPaid, saveDraft, sendInvoice } = await import('./admin-actions');
const { cancelInvoice, deleteExpiredInvoices, invoiceById, issueInvoice, recordInvoiceEvent } = await import('./queries');
const { deleteInvoiceDraft, saveInvoiceDraft } = await import('./draft-queries');
const { invoiceFile } = await import('./files');
const { invoiceValuesOf } = await import('./form-schema');

// Issue dates, due dates and payment days are checked against today: today is the controlled clock's.
const today = berlinDay(fixClockAnyMoment());
const form = (changes: Record<string, string> = {}) => invoiceForm(today, changes);
/** What a forged post would change: every field of the form, and columns of the invoice the form does not have. */
const forged = {
  ...form({ buyerName: 'Jemand anders AG', buyerStreet: 'Fälscherweg 1', 'linePrice.0': '1,00', 'lineUnit.0': 'LS', 'lineVat.0': '0:O', 'lineReason.0': 'Durchlaufender Posten', dueDate: addToDay(today, 60) }),
  number: 'RE-1999-99999',
  grossCents: '1',
  netCents: '1',
  vatCents: '0',
  issueDate: '2000-01-01',
  document: '{}',
  type: 'cancellation',
};

describeEachDatabase('an issued invoice stays as issued (GoBD)', (database) => {
  const handle = appDatabaseFor(database);
  let requestId = '';

  const bookedRequest = () => insertBookedRequest(handle.db, today);

  /** The stored row exactly as PostgreSQL prints it (every column, the document's JSON included), and the files rendered from it. */
  async function frozen(invoiceId: string) {
    const [row] = rowsOf<{ text: string }>(await handle.db.execute(sql`select row_to_json(i)::text as text from ${invoices} i where i.id = ${invoiceId}`));
    const invoice = await invoiceById(handle.db, invoiceId);
    if (!invoice) throw new Error('invoice gone');
    const files = await Promise.all((['pdf', 'factur-x.xml', 'xrechnung.xml'] as const).map(async (file) => Buffer.from((await invoiceFile(invoice.document, file)).body).toString('base64')));
    return { row: row.text, invoice, files };
  }

  const eventsOf = (invoiceId: string) =>
    handle.db
      .select({ kind: invoiceEvents.kind })
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, invoiceId))
      .orderBy(invoiceEvents.id)
      .then((rows) => rows.map((row) => row.kind));

  beforeEach(async () => {
    await emptyInvoices(handle.db);
    requestId = await bookedRequest();
  });

  it('renders the same files from the same document (so comparing them shows a change of the document)', async () => {
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    expect((await frozen(issued.data.id)).files).toEqual((await frozen(issued.data.id)).files);
  });

  it('no admin action changes an issued invoice: drafts, issuing, sending, paying and cancelling with its id', async () => {
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    const invoiceId = issued.data.id;
    const before = await frozen(invoiceId);
    const draftGone = { ok: false, status: 409, message: 'This draft was issued or deleted meanwhile.' };

    // The draft actions with the invoice's id: no draft has it, so nothing is saved, issued or deleted.
    expect(await saveDraft({ ...forged, draftId: invoiceId, requestId })).toMatchObject(draftGone);
    expect(await saveDraft({ ...forged, draftId: invoiceId })).toMatchObject(draftGone);
    expect(await issueFromForm({ ...forged, draftId: invoiceId })).toMatchObject(draftGone);
    expect(await issueFromForm({ ...forged, draftId: invoiceId, requestId })).toMatchObject({ ok: false, status: 409 });
    expect(await issueFromForm({ ...forged, requestId })).toMatchObject({ ok: false, status: 409, message: 'This request already has an invoice for its package. Cancel that invoice first to issue a new one.' });
    expect(await deleteDraft({ draftId: invoiceId })).toMatchObject({ ok: false, status: 404 });
    expect(await handle.db.select().from(invoiceDrafts)).toEqual([]);
    expect(await handle.db.select({ id: invoices.id }).from(invoices)).toEqual([{ id: invoiceId }]);

    // Sending (may be repeated) and paying (once): event rows, with forged invoice fields ignored.
    expect(await sendInvoice({ ...forged, invoiceId, recipient: 'buchhaltung@mueller.test' })).toMatchObject({ ok: true });
    expect(await sendInvoice({ invoiceId, recipient: 'zweite@mueller.test' })).toMatchObject({ ok: true });
    expect(await markPaid({ ...forged, invoiceId, paidOn: today })).toEqual({ ok: true, data: undefined });
    expect(await markPaid({ invoiceId, paidOn: today })).toMatchObject({ ok: false, status: 409 });

    // Cancelling: a cancellation invoice of its own and an event; a second cancellation is refused.
    const cancelled = await cancelWithReason({ ...forged, invoiceId, reason: 'Falsche Anschrift' });
    if (!cancelled.ok) throw new Error(cancelled.message);
    expect(await cancelWithReason({ invoiceId, reason: 'Noch einmal' })).toMatchObject({ ok: false, status: 409 });
    const cancellationBefore = await frozen(cancelled.data.id);
    expect(await cancelWithReason({ invoiceId: cancelled.data.id, reason: 'Storno vom Storno' })).toMatchObject({ ok: false, status: 409 });
    expect(await markPaid({ invoiceId: cancelled.data.id, paidOn: today })).toMatchObject({ ok: false, status: 409 });
    expect(await saveDraft({ ...forged, draftId: cancelled.data.id })).toMatchObject(draftGone);
    expect(await issueFromForm({ ...forged, draftId: cancelled.data.id })).toMatchObject(draftGone);

    const after = await frozen(invoiceId);
    expect(after.row).toBe(before.row);
    expect(after.files).toEqual(before.files);
    expect(after.invoice).toEqual(before.invoice);
    expect((await frozen(cancelled.data.id)).row).toBe(cancellationBefore.row);
    expect(cancellationBefore.invoice).toMatchObject({ type: 'cancellation', cancelsId: invoiceId, grossCents: -before.invoice.grossCents });
    expect(await eventsOf(invoiceId)).toEqual(['sent', 'sent', 'paid', 'cancelled']);
    expect(await handle.db.select().from(openInvoiceSubjects)).toEqual([]);
    expect(await handle.db.$count(invoices)).toBe(2);
  });

  it('no writing query changes an issued invoice either, and the database refuses what the code does not', async () => {
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    const invoiceId = issued.data.id;
    const before = await frozen(invoiceId);
    const values = invoiceValuesOf(forged);

    expect(await saveInvoiceDraft(handle.db, { id: invoiceId, requestId, subject: 'package', values, byEmail: 'paula@planer.test' })).toBeUndefined();
    expect(await deleteInvoiceDraft(handle.db, invoiceId)).toBe(false);
    expect(await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice({ issueDate: today, service: { date: today }, dueDate: addToDay(today, 14) }), requestId: null, subject: 'other', byEmail: 'paula@planer.test', draftId: invoiceId })).toEqual({ kind: 'draft_gone' });
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId, kind: 'paid', day: today, byEmail: 'paula@planer.test' })).toBe(true);
    expect(await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId, kind: 'paid', day: today, byEmail: 'paula@planer.test' })).toBe(false);
    expect((await cancelInvoice(handle.db, { invoiceId, reason: 'Falsch', issueDate: today, byEmail: 'paula@planer.test' })).kind).toBe('cancelled');
    expect((await cancelInvoice(handle.db, { invoiceId, reason: 'Noch einmal', issueDate: today, byEmail: 'paula@planer.test' })).kind).toBe('not_cancellable');
    expect(await deleteExpiredInvoices(handle.db)).toBe(0);

    // Below the code: the trigger invoices_frozen refuses any UPDATE and an early DELETE, invoice_events_frozen an event's UPDATE.
    await expect(handle.db.update(invoices).set({ grossCents: 1, netCents: 1, vatCents: 0 }).where(eq(invoices.id, invoiceId))).rejects.toThrow();
    await expect(handle.db.update(invoices).set({ document: sql`jsonb_set(${invoices.document}, '{lines,0,unitNetCents}', '1')` }).where(eq(invoices.id, invoiceId))).rejects.toThrow();
    await expect(handle.db.delete(invoices).where(eq(invoices.id, invoiceId))).rejects.toThrow();
    await expect(
      handle.db
        .update(invoiceEvents)
        .set({ day: '2000-01-01' })
        .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, 'paid'))),
    ).rejects.toThrow();

    // The request's own retention deletes the request, never its invoice (request_id has no foreign key).
    await handle.db.delete(venueRequests).where(eq(venueRequests.id, requestId));

    const after = await frozen(invoiceId);
    expect(after.row).toBe(before.row);
    expect(after.files).toEqual(before.files);
    expect(await eventsOf(invoiceId)).toEqual(['paid', 'cancelled']);
  });
}, DATABASE_DECIDES);
