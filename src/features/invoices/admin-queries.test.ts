import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { venueRequests } from '@/db/schema';
import { acceptOffer, ensureOffer, publishVersion } from '@/features/offers/queries';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_DRAFT, insertBookedRequest, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { bookedRequestsToInvoice, invoicePrefill, listInvoices, newInvoiceValues, PACKAGE_SUBJECT } from './admin-queries';
import { saveInvoiceDraft } from './draft-queries';
import { cancelInvoice, issueInvoice, recordInvoiceEvent } from './queries';
import { inTransaction } from '@/test/transaction';
import { formatShortDay } from '@/lib/time';
import { invoiceValuesOfDocument } from './form-schema';

const byEmail = 'paula@planer.test';
const seller = sampleInvoice().seller;

describeEachDatabase('invoices in the admin', (database) => {
  const handle = freshDatabaseEach(database);

  it('prefills the invoice of a booked request from its acceptance: billing address, purchase order, the planning fee, the chosen date', async () => {
    const requestId = await insertRequest(handle.db, { email: 'einkauf@mueller.test' });
    expect(await invoicePrefill(handle.db, requestId, seller, '2026-12-15')).toBeUndefined();
    const venueId = await insertVenue(handle.db);
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const snapshot = sampleSnapshot([venueId, venueId]);
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail, secret: 'c'.repeat(32) });
    if (!published.ok) throw new Error(published.reason);
    const billing = { company: 'Müller & Söhne GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 1, dateIndex: 1, participantCount: 40, billing, purchaseOrder: 'PO-4711', message: null, summary: 'Option 2', today: '2026-11-25' });

    const prefill = await invoicePrefill(handle.db, requestId, seller, '2026-12-15');
    expect(prefill).toMatchObject({
      type: 'invoice',
      issueDate: '2026-12-15',
      dueDate: '2026-12-29',
      service: { date: snapshot.options[1].dates[1].date },
      seller,
      buyer: { name: 'Müller & Söhne GmbH', address: { street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg', country: 'DE' }, vatId: null, email: 'einkauf@mueller.test', reference: 'PO-4711' },
      lines: [{ text: snapshot.planningFee!.text, quantity: 1, unit: 'LS', unitNetCents: snapshot.planningFee!.unitNetCents, vatRate: 19 }],
      // The event the fee planned: its date, the venue and city of the accepted option (BT-22 and the PDF).
      note: `Weihnachtsfeier am ${formatShortDay(snapshot.options[1].dates[1].date)} – ${snapshot.options[1].venue.name}, ${snapshot.options[1].venue.cityName}`,
    });
    expect(invoiceValuesOfDocument(prefill!)).toMatchObject({ note: prefill!.note, lines: [{ unit: 'LS', quantity: '1', vat: '19' }] });
  });

  it('prefills a planning fee per person for the accepted guests, as the offer priced it („40 Pers.“)', async () => {
    const requestId = await insertRequest(handle.db, { email: 'einkauf@mueller.test' });
    const venueId = await insertVenue(handle.db);
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const snapshot = { ...sampleSnapshot([venueId]), planningFee: { text: 'Planungspauschale pro Person', basis: 'per_person' as const, quantity: 1, unitNetCents: 5_00, vatRate: 19 as const } };
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot, changes: [], byEmail, secret: 'c'.repeat(32) });
    if (!published.ok) throw new Error(published.reason);
    const billing = { company: 'Müller & Söhne GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 0, dateIndex: 0, participantCount: 40, billing, purchaseOrder: null, message: null, summary: 'Option 1', today: '2026-11-25' });
    const prefill = await invoicePrefill(handle.db, requestId, seller, '2026-12-15');
    expect(prefill?.lines).toEqual([{ text: 'Planungspauschale pro Person', quantity: 40, unit: 'IE', unitNetCents: 5_00, vatRate: 19 }]);
  });

  it('offers the booked requests without an invoice or draft, the latest party first, and a picked one prefills the form', async () => {
    const book = (companyName: string, cityName: string, partyDate: string) => insertBookedRequest(handle.db, '2026-11-20', { request: { companyName, cityName }, partyDate });
    const early = await book('Frühbucher AG', 'Hamburg', '2026-12-04');
    const late = await book('Spätzünder GmbH', 'München', '2026-12-18');
    const drafted = await book('Entwurf KG', 'Köln', '2026-12-10');
    const invoiced = await book('Bezahlt OHG', 'Bremen', '2026-12-11');
    const accepted = await book('Zusage e. V.', 'Leipzig', '2026-12-12');
    await handle.db.update(venueRequests).set({ status: 'angebot_angenommen' }).where(eq(venueRequests.id, accepted));
    await insertRequest(handle.db, { companyName: 'Ohne Angebot GmbH', status: 'gebucht' });
    await saveInvoiceDraft(handle.db, { id: null, requestId: drafted, subject: PACKAGE_SUBJECT, values: invoiceValuesOfDocument(sampleInvoice()), byEmail });
    const issued = await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice(), requestId: invoiced, subject: PACKAGE_SUBJECT, byEmail });
    if (issued.kind !== 'issued') throw new Error(issued.kind);

    expect(await bookedRequestsToInvoice(handle.db)).toEqual([
      { requestId: late, companyName: 'Spätzünder GmbH', cityName: 'München', partyDate: '2026-12-18' },
      { requestId: early, companyName: 'Frühbucher AG', cityName: 'Hamburg', partyDate: '2026-12-04' },
    ]);
    // Cancelled, its package may be invoiced anew: the request is offered again.
    await cancelInvoice(handle.db, { invoiceId: issued.invoice.id, reason: 'Doppelt', issueDate: '2026-12-15', byEmail });
    expect((await bookedRequestsToInvoice(handle.db)).map((row) => row.companyName)).toEqual(['Spätzünder GmbH', 'Bezahlt OHG', 'Frühbucher AG']);

    // Picking one (?request=…) fills the form from the acceptance; a request that is not booked fills nothing.
    const picked = await newInvoiceValues(handle.db, late, seller, '2026-12-20');
    expect(picked).toEqual(invoiceValuesOfDocument((await invoicePrefill(handle.db, late, seller, '2026-12-20'))!));
    expect(picked).toMatchObject({ buyerName: 'Müller & Söhne GmbH', buyerStreet: 'Hafenstraße 5', buyerReference: 'PO-4711', serviceFrom: '2026-12-18', lines: [{ text: 'Planungspauschale Basis', quantity: '1' }] });
    expect(await newInvoiceValues(handle.db, accepted, seller, '2026-12-20')).toBeUndefined();
    expect(await newInvoiceValues(handle.db, undefined, seller, '2026-12-20')).toMatchObject({ buyerName: '', dueDate: '2027-01-03' });
  });

  it('lists by state on a day (open, overdue, paid, cancelled, the cancellation itself) with a gross sum per state, by period and search', async () => {
    const issue = async (overrides: Parameters<typeof sampleInvoice>[0]) => {
      const outcome = await inTransaction(handle.db, issueInvoice)({ document: sampleInvoice(overrides), requestId: null, subject: 'package', byEmail });
      if (outcome.kind !== 'issued') throw new Error(outcome.kind);
      return outcome.invoice;
    };
    const open = await issue({ buyer: { ...sampleInvoice().buyer, name: 'Offen AG' }, dueDate: '2026-12-31' });
    const overdue = await issue({ buyer: { ...sampleInvoice().buyer, name: 'Säumig KG' }, dueDate: '2026-12-20' });
    const paid = await issue({ buyer: { ...sampleInvoice().buyer, name: 'Pünktlich GmbH' } });
    const cancelled = await issue({ buyer: { ...sampleInvoice().buyer, name: 'Storno OHG' } });
    await inTransaction(handle.db, recordInvoiceEvent)({ invoiceId: paid.id, kind: 'paid', day: '2026-12-22', byEmail });
    await cancelInvoice(handle.db, { invoiceId: cancelled.id, reason: 'Doppelt', issueDate: '2026-12-23', byEmail });

    const { rows, sums } = await listInvoices(handle.db, {}, '2026-12-24');
    expect(rows.map((row) => [row.number, row.buyerName, row.state])).toEqual([
      ['RE-2026-00005', 'Storno OHG', 'cancellation'],
      ['RE-2026-00004', 'Storno OHG', 'cancelled'],
      ['RE-2026-00003', 'Pünktlich GmbH', 'paid'],
      ['RE-2026-00002', 'Säumig KG', 'overdue'],
      ['RE-2026-00001', 'Offen AG', 'open'],
    ]);
    expect(rows.find((row) => row.id === paid.id)?.paidDay).toBe('2026-12-22');
    const gross = open.grossCents;
    expect(sums).toEqual([
      { state: 'cancellation', count: 1, grossCents: -gross },
      { state: 'cancelled', count: 1, grossCents: gross },
      { state: 'open', count: 1, grossCents: gross },
      { state: 'overdue', count: 1, grossCents: gross },
      { state: 'paid', count: 1, grossCents: gross },
    ]);
    expect((await listInvoices(handle.db, { state: 'overdue' }, '2026-12-24')).rows.map((row) => row.id)).toEqual([overdue.id]);
    expect((await listInvoices(handle.db, { state: 'overdue' }, '2027-01-05')).rows.map((row) => row.id)).toEqual([overdue.id, open.id]);
    expect((await listInvoices(handle.db, { q: 'pünktlich' }, '2026-12-24')).rows.map((row) => row.number)).toEqual(['RE-2026-00003']);
    expect((await listInvoices(handle.db, { q: '100%' }, '2026-12-24')).rows).toEqual([]);
    expect((await listInvoices(handle.db, { from: '2026-12-16' }, '2026-12-24')).rows.map((row) => row.number)).toEqual(['RE-2026-00005']);
  });
});
