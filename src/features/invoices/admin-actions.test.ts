import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeEach, expect, it, vi } from 'vitest';
import { invoiceCounters, invoiceDrafts, invoiceEvents, invoices, mailAttachments, mailOutbox, requestStatusChanges, user } from '@/db/schema';
import { deliverDueMails, smtpTransport } from '@/lib/mail/outbox-worker';
import { addToDay, berlinDay } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { emptyInvoices, invoiceForm } from '@/test/invoice-fixtures';
import { insertBookedRequest, insertRequest } from '@/test/offer-fixtures';
import { TestSmtpServer } from '@/test/smtp';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: null, email: 'paula@planer.test', role: 'admin', isAdmin: true }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn() }));

const { cancelWithReason, deleteDraft, issueFromForm, markPaid, saveDraft, sendInvoice } = await import('./admin-actions');

// Issue dates, due dates and payment days are checked against today: today is the controlled clock's.
const today = berlinDay(fixClockAnyMoment());
const form = (changes: Record<string, string> = {}) => invoiceForm(today, changes);

describeEachDatabase('invoice admin actions', (database) => {
  const handle = appDatabaseFor(database);
  let requestId = '';

  const bookedRequest = () => insertBookedRequest(handle.db, today);

  const rows = async () => ({
    invoices: await handle.db.select().from(invoices),
    counters: await handle.db.select().from(invoiceCounters),
    events: await handle.db.select().from(invoiceEvents),
    mails: await handle.db.select().from(mailOutbox),
  });

  beforeEach(async () => {
    await emptyInvoices(handle.db);
    requestId = await bookedRequest();
  });

  it('issues a booked request’s invoice dated today with the next number, the operator as seller, and the request’s history', async () => {
    const result = await issueFromForm({ ...form(), requestId });
    expect(result).toMatchObject({ ok: true });
    const [invoice] = await handle.db.select().from(invoices);
    expect(invoice).toMatchObject({ number: `RE-${today.slice(0, 4)}-00001`, issueDate: today, requestId, subject: 'package', netCents: 19900, vatCents: 3781, grossCents: 23681, issuedByEmail: 'paula@planer.test' });
    expect(invoice.document.buyer).toEqual({ name: 'Müller & Söhne GmbH', address: { street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg', country: 'DE' }, vatId: null, email: 'buchhaltung@mueller.test', reference: 'PO-4711' });
    expect(invoice.document.seller.name).toBeTruthy();
    const history = await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId));
    expect(history.map((step) => [step.event, step.note])).toContainEqual(['invoice_issued', invoice.number]);

    // A second invoice for the package is refused while the first stands; once it is cancelled, a new one may follow.
    expect(await issueFromForm({ ...form(), requestId })).toMatchObject({ ok: false, status: 409, message: 'This request already has an invoice for its package. Cancel that invoice first to issue a new one.' });
    expect(await handle.db.select().from(invoices)).toHaveLength(1);
    expect(await cancelWithReason({ invoiceId: invoice.id, reason: 'x' })).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: 'Please give the reason for the cancellation (at least 3 characters)' } });
    const cancelled = await cancelWithReason({ invoiceId: invoice.id, reason: 'Falsche Anschrift' });
    expect(cancelled).toMatchObject({ ok: true, data: { number: `RE-${today.slice(0, 4)}-00002` } });
    expect(await cancelWithReason({ invoiceId: invoice.id, reason: 'Noch einmal' })).toMatchObject({ ok: false, status: 409 });
    expect(await issueFromForm({ ...form({ buyerStreet: 'Hafenstraße 7' }), requestId })).toMatchObject({ ok: true });
    expect((await handle.db.select({ number: invoices.number, gross: invoices.grossCents }).from(invoices).orderBy(invoices.number)).map((row) => [row.number.slice(8), row.gross])).toEqual([
      ['00001', 23681],
      ['00002', -23681],
      ['00003', 23681],
    ]);
  });

  it('refuses wrong input with a message next to each field and issues nothing', async () => {
    const before = await rows();
    const refusals: [Record<string, string>, Record<string, string>][] = [
      [{ buyerStreet: '', buyerCity: '' }, { buyerStreet: 'Please enter the street and number', buyerCity: 'Please enter the town' }],
      [{ buyerVatId: 'DE12345' }, { buyerVatId: 'The VAT ID does not have the right shape (e.g. DE123456789)' }],
      [{ 'linePrice.0': '0' }, { 'linePrice.0': 'The invoice total must be more than 0,00 €' }],
      [{ 'linePrice.0': '-199' }, { 'linePrice.0': 'Please enter the net price as 5.000,00 (dot for thousands, comma for cents)' }],
      [{ 'linePrice.0': '5,000.00' }, { 'linePrice.0': 'Please enter the net price as 5.000,00 (dot for thousands, comma for cents)' }],
      [{ dueDate: addToDay(today, -1) }, { dueDate: 'The due date cannot be before the issue date' }],
      [{ 'lineText.0': 'Feier 🎄' }, { 'lineText.0': 'An invoice cannot print these characters: „🎄“ (U+1F384) Please remove them.' }],
      [{ buyerName: 'Müller\u202EHbmG' }, { buyerName: 'An invoice cannot print these characters: „\u202E“ (U+202E) Please remove them.' }],
      [{ 'lineText.0': '', 'linePrice.0': '' }, { 'lineText.0': 'An invoice needs at least one line' }],
    ];
    for (const [changes, fieldErrors] of refusals) expect(await issueFromForm({ ...form(changes), requestId }), JSON.stringify(changes)).toMatchObject({ ok: false, status: 400, fieldErrors });
    expect(await issueFromForm({ ...form(), requestId: await insertRequest(handle.db) })).toMatchObject({ ok: false, status: 409, message: 'Only a booked request with an accepted offer can be invoiced from here.' });
    expect(await rows()).toEqual(before);
  });

  it('keeps anything typed in a draft, issues it once and deletes it with the issue', async () => {
    const saved = await saveDraft({ buyerName: 'Müller', 'linePrice.0': 'zweihundert', requestId });
    if (!saved.ok) throw new Error(saved.message);
    const [draft] = await handle.db.select().from(invoiceDrafts);
    expect(draft.values).toMatchObject({ buyerName: 'Müller', lines: [{ text: '', price: 'zweihundert' }] });
    expect(await saveDraft({ draftId: draft.id, requestId, buyerName: 'x'.repeat(2001) })).toMatchObject({ ok: false, status: 400, fieldErrors: { buyerName: 'At most 2000 characters' } });
    expect(await saveDraft({ ...form(), draftId: draft.id, requestId })).toEqual({ ok: true, data: { id: draft.id } });
    expect(await issueFromForm({ ...form(), draftId: draft.id, requestId })).toMatchObject({ ok: true });
    expect(await handle.db.select().from(invoiceDrafts)).toEqual([]);
    expect(await issueFromForm({ ...form(), draftId: draft.id })).toMatchObject({ ok: false, status: 409, message: 'This draft was issued or deleted meanwhile.' });
    const other = await saveDraft({ buyerName: 'Andere GmbH' });
    if (!other.ok) throw new Error(other.message);
    expect(await deleteDraft({ draftId: other.data.id })).toEqual({ ok: true, data: undefined });
    expect(await deleteDraft({ draftId: other.data.id })).toMatchObject({ ok: false, status: 404 });
    expect(await handle.db.select().from(invoices)).toHaveLength(1);
  });

  it('sends the invoice with its ZUGFeRD PDF through the outbox: a mail server that is down keeps the mail queued and the invoice issued', async () => {
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    expect(await sendInvoice({ invoiceId: issued.data.id, recipient: 'kein-mail' })).toMatchObject({ ok: false, status: 400 });
    expect(await sendInvoice({ invoiceId: issued.data.id, recipient: 'buchhaltung@mueller.test' })).toEqual({ ok: true, data: { recipient: 'buchhaltung@mueller.test' } });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'invoice', recipient: 'buchhaltung@mueller.test', requestId, status: 'pending' });
    // Paula issued it but has no account here any more: the team takes the replies; signed without a name, never by a made-up one.
    expect(mail.replyTo).toBe('team@localhost.localdomain');
    expect(mail.textBody).not.toContain('Paula');
    const [event] = await handle.db.select().from(invoiceEvents);
    expect(event).toMatchObject({ invoiceId: issued.data.id, kind: 'sent', day: today, note: 'buchhaltung@mueller.test' });

    // The outbox picks due mails by the database's now(), which no test fakes, and schedules a retry from the JS
    // clock: delivery runs on the real clock, or a retry set from a frozen moment would never (or at once) fall due.
    vi.useRealTimers();
    const retry = { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 5 };
    await deliverDueMails(handle.db, { transport: smtpTransport('smtp://127.0.0.1:1'), from: 'rechnung@planer.test', retry });
    expect(await handle.db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox)).toEqual([{ status: 'pending', attempts: 1 }]);
    expect(await handle.db.select().from(mailAttachments)).toHaveLength(1);
    expect(await handle.db.select().from(invoices)).toHaveLength(1);

    const smtp = await new TestSmtpServer().start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await deliverDueMails(handle.db, { transport: smtpTransport(smtp.url), from: 'rechnung@planer.test', retry });
      const parsed = await simpleParser(smtp.received[0].raw);
      const [pdf] = parsed.attachments;
      const number = `RE-${today.slice(0, 4)}-00001`;
      expect([parsed.subject?.startsWith(`Rechnung ${number} – `), pdf.filename, pdf.contentType]).toEqual([true, `${number}.pdf`, 'application/pdf']);
      // The embedded factur-x.xml (a Flate stream after its /Subtype) carries the invoice's total.
      const raw = pdf.content.toString('latin1');
      const stream = raw.slice(raw.indexOf('stream\n', raw.indexOf('/Subtype /text#2Fxml')) + 'stream\n'.length);
      expect(inflateSync(Buffer.from(stream, 'latin1')).toString('utf8')).toContain('<ram:GrandTotalAmount>236.81</ram:GrandTotalAmount>');
    } finally {
      await smtp.stop();
    }
    expect((await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId))).map((step) => step.event)).toContain('invoice_sent');
  });

  it('records a payment once, on a day between the invoice and today', async () => {
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    expect(await markPaid({ invoiceId: issued.data.id, paidOn: addToDay(today, 1) })).toMatchObject({ ok: false, status: 400, fieldErrors: { paidOn: 'The payment date cannot be in the future' } });
    expect(await markPaid({ invoiceId: issued.data.id, paidOn: addToDay(today, -1) })).toMatchObject({ ok: false, status: 400, fieldErrors: { paidOn: 'The payment date cannot be before the invoice date' } });
    expect(await markPaid({ invoiceId: issued.data.id, paidOn: 'gestern' })).toMatchObject({ ok: false, status: 400 });
    expect(await markPaid({ invoiceId: issued.data.id, paidOn: today })).toEqual({ ok: true, data: undefined });
    expect(await markPaid({ invoiceId: issued.data.id, paidOn: today })).toMatchObject({ ok: false, status: 409 });
    expect(await handle.db.select({ kind: invoiceEvents.kind, day: invoiceEvents.day }).from(invoiceEvents)).toEqual([{ kind: 'paid', day: today }]);
  });

  it('names who issued the invoice below its closing, and a reply reaches them', async () => {
    await handle.db.delete(user).where(eq(user.email, 'paula@planer.test'));
    await handle.db.insert(user).values({ id: 'paula', name: 'Paula Plan', email: 'paula@planer.test', emailVerified: true, role: 'admin', jobTitle: 'Eventplanerin', phone: '030 555 12' });
    const issued = await issueFromForm({ ...form(), requestId });
    if (!issued.ok) throw new Error(issued.message);
    expect(await sendInvoice({ invoiceId: issued.data.id, recipient: 'buchhaltung@mueller.test' })).toMatchObject({ ok: true });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail.replyTo).toBe('paula@planer.test');
    expect(mail.textBody).toContain('Mit freundlichen Grüßen\nPaula Plan\nEventplanerin\nTelefon: 030 555 12\n');
    await handle.db.delete(user).where(eq(user.id, 'paula'));
  });
});
