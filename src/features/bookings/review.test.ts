import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adBookings, adSlotHolds, invoiceEvents, invoices, mailAttachments, mailOutbox, venueAds } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_BOOKING_FORM } from './form-schema';
import { confirmFromLink, submitBooking } from './public-service';
import { approveBooking, rejectWithReason } from './review';

const NOW = new Date('2026-11-25T10:00:00Z');
const TEAM = { siteUrl: 'https://www.planer.test', teamAddress: 'team@planer.test' };
const seller = sampleInvoice().seller;
/** The admin who decides: signs the operator's mails by name; replies go to the team's address. */
const ADMIN = { name: 'Mareike Lorenz', jobTitle: 'Partnerbetreuung', phone: '030 609 88 41 30' };
const SIGNED = 'Mit freundlichen Grüßen\nMareike Lorenz\nPartnerbetreuung\nTelefon: 030 609 88 41 30\n';
const base = { seller, today: '2026-11-25', now: NOW, siteUrl: 'https://www.planer.test', byEmail: 'mareike@planer.test', signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test', sender: ADMIN };
const form = { ...EMPTY_BOOKING_FORM, stadt: 'koeln', venueName: 'Brauhaus am Dom', description: 'Kölsch und Sauerbraten.', salutation: 'herr', contactName: 'Jupp Schmitz', phone: '0221 123456', company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', town: 'Köln', terms: 'on' };

describeEachDatabase('reviewing ad bookings', (database) => {
  const handle = freshDatabaseEach(database);

  async function booked(start: string, email: string, confirm = true): Promise<string> {
    const state = await submitBooking(handle.db, { ...form, start, email }, { now: NOW, clientNetwork: `Netz von ${email}`, siteUrl: 'https://www.planer.test', signature: [], teamAddress: 'team@planer.test' });
    if (!state.sent) throw new Error(JSON.stringify(state.errors));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    if (confirm) expect(await confirmFromLink(handle.db, /token=([\w-]{43})/.exec(mail.textBody)![1], NOW, TEAM)).toMatchObject({ kind: 'confirmed' });
    const [booking] = await handle.db.select({ id: adBookings.id }).from(adBookings).where(eq(adBookings.email, email));
    return booking.id;
  }

  it('approves a confirmed booking: the ad shows for the period only, the invoice bills each month, both mails go out', async () => {
    const id = await booked('2027-10', 'wirt@brauhaus.test');
    const approved = await approveBooking(handle.db, { ...base, bookingId: id });
    expect(approved).toMatchObject({ kind: 'approved', cityId: 'koeln', invoiceNumber: 'RE-2026-00001' });
    const [ad] = await handle.db.select().from(venueAds);
    expect(ad).toMatchObject({ cityId: 'koeln', venueName: 'Brauhaus am Dom', liveSystem: true, active: true, startsAt: new Date('2027-09-30T22:00:00Z'), expiresAt: new Date('2027-12-31T22:59:59.999Z') });
    const [invoice] = await handle.db.select().from(invoices);
    expect(invoice.document.lines.map((line) => [line.text, line.quantity, line.unit, line.unitNetCents])).toEqual([
      ['Werbeplatz Köln, Oktober 2027', 1, 'MON', 12900],
      ['Werbeplatz Köln, November 2027', 1, 'MON', 14900],
      ['Werbeplatz Köln, Dezember 2027', 1, 'MON', 6900],
    ]);
    expect(invoice).toMatchObject({ netCents: 34700, grossCents: 41293, subject: `booking:${id}`, requestId: null });
    expect(invoice.document.service).toEqual({ from: '2027-10-01', to: '2027-12-31' });
    expect(invoice.document.buyer).toMatchObject({ name: 'Brauhaus GmbH', email: 'wirt@brauhaus.test' });
    const mails = await handle.db.select({ kind: mailOutbox.kind, textBody: mailOutbox.textBody, replyTo: mailOutbox.replyTo }).from(mailOutbox).where(eq(mailOutbox.recipient, 'wirt@brauhaus.test')).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirm', 'booking-approved', 'invoice']);
    // Each greets the booking's contact by salutation and surname, and a reply reaches the team.
    for (const mail of mails) expect([mail.textBody.split('\n')[0], mail.replyTo]).toEqual(['Guten Tag Herr Schmitz,', 'team@planer.test']);
    // The approval and its invoice are signed by the admin who approved (who issued the invoice); the address's confirmation by nobody in particular.
    for (const mail of mails.slice(1)) expect(mail.textBody).toContain(`${SIGNED}\n--\nFestwerk GmbH`);
    expect(mails[0].textBody).not.toContain('Mareike Lorenz');
    expect(mails[0].textBody).not.toContain('Ihr Team');
    expect(mails[1].textBody).toContain('Sie erscheint von Oktober 2027 bis Dezember 2027 auf unserer Seite für Köln.');
    // Both the approval and the invoice lead to the partner area.
    expect(mails[1].textBody).toContain('können sie ändern und finden Ihre Rechnungen:\nhttps://www.planer.test/partner\n');
    expect(mails[2].textBody).toContain('Ihre Rechnungen finden Sie jederzeit auch in Ihrem Partnerbereich:\nhttps://www.planer.test/partner\n');
    expect(mails[0].textBody).not.toContain('anteilig');
    expect(await handle.db.select().from(mailAttachments)).toHaveLength(1);
    expect(await handle.db.select({ kind: invoiceEvents.kind }).from(invoiceEvents)).toEqual([{ kind: 'sent' }]);
    expect((await handle.db.select().from(adBookings))[0]).toMatchObject({ status: 'approved', adId: ad.id, reviewedByEmail: 'mareike@planer.test', salutation: 'herr' });
    // Once only; the slots stay held by the approved booking.
    expect(await approveBooking(handle.db, { ...base, bookingId: id })).toEqual({ kind: 'not_approvable' });
    expect(await handle.db.select().from(invoices)).toHaveLength(1);
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
  });

  it('approved within its first month, the ad shows from the approval and that month is charged pro rata from the day', async () => {
    const id = await booked('2026-11', 'jetzt@brauhaus.test');
    const [confirmMail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-confirm'));
    expect(confirmMail.textBody).toContain('Ihr Zeitraum beginnt im laufenden Monat: Diesen Monat berechnen wir anteilig ab dem Tag, an dem wir Ihre Anzeige freischalten.');
    // Approved on Friday, 27 November, 10:30 in Berlin.
    const approvedAt = new Date('2026-11-27T09:30:00Z');
    expect(await approveBooking(handle.db, { ...base, bookingId: id, today: '2026-11-27', now: approvedAt })).toMatchObject({ kind: 'approved' });
    const [ad] = await handle.db.select().from(venueAds);
    expect(ad).toMatchObject({ startsAt: approvedAt, expiresAt: new Date('2026-12-31T22:59:59.999Z') });
    const [invoice] = await handle.db.select().from(invoices);
    // 149,00 € × 4 of 30 days = 19,866… → 19,87 €; December in full.
    expect(invoice.document.lines.map((line) => [line.text, line.quantity, line.unit, line.unitNetCents])).toEqual([
      ['Werbeplatz Köln, 27.–30.11.2026 (anteilig, 4 von 30 Tagen)', 1, 'C62', 1987],
      ['Werbeplatz Köln, Dezember 2026', 1, 'MON', 6900],
    ]);
    expect(invoice).toMatchObject({ netCents: 8887, vatCents: 1689, grossCents: 10576 });
    expect(invoice.document.service).toEqual({ from: '2026-11-27', to: '2026-12-31' });
    const [approvedMail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-approved'));
    expect(approvedMail.textBody).toContain('Sie erscheint ab dem 27. November 2026 bis Ende Dezember 2026 auf unserer Seite für Köln.');
  });

  it('refuses a booking whose period ended before the approval, issuing nothing', async () => {
    const id = await booked('2026-11', 'spaet@brauhaus.test');
    expect(await approveBooking(handle.db, { ...base, bookingId: id, today: '2027-01-04', now: new Date('2027-01-04T09:00:00Z') })).toEqual({ kind: 'period_over' });
    expect(await handle.db.select().from(invoices)).toEqual([]);
    expect(await handle.db.select().from(venueAds)).toEqual([]);
    expect((await handle.db.select({ status: adBookings.status }).from(adBookings))[0]).toEqual({ status: 'confirmed' });
  });

  it('refuses an unconfirmed booking, and a rejection mails the reason and frees the slots', async () => {
    const unconfirmed = await booked('2027-11', 'offen@brauhaus.test', false);
    expect(await approveBooking(handle.db, { ...base, bookingId: unconfirmed })).toEqual({ kind: 'not_approvable' });
    const id = await booked('2027-11', 'abgelehnt@brauhaus.test');
    const review = { now: NOW, byEmail: 'mareike@planer.test', signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test', sender: ADMIN };
    expect(await rejectWithReason(handle.db, { ...review, bookingId: id, reason: 'Das Bild zeigt keine Location.' })).toBe(true);
    expect(await rejectWithReason(handle.db, { ...review, bookingId: id, reason: 'Noch einmal' })).toBe(false);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-rejected'));
    expect(mail.textBody).toContain('„Das Bild zeigt keine Location.“');
    expect([mail.textBody.split('\n')[0], mail.replyTo]).toEqual(['Guten Tag Herr Schmitz,', 'team@planer.test']);
    expect(mail.textBody).toContain(`${SIGNED}\n--\nFestwerk GmbH`);
    expect(await handle.db.select({ bookingId: adSlotHolds.bookingId }).from(adSlotHolds)).toEqual([
      { bookingId: unconfirmed },
      { bookingId: unconfirmed },
    ]);
    expect(await handle.db.select().from(invoices)).toEqual([]);
    expect(await handle.db.select().from(venueAds)).toEqual([]);
  });
});
