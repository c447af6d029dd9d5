import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adBookings, adSlotHolds, invoiceEvents, invoices, mailAttachments, mailOutbox, venueAds } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { EMPTY_BOOKING_FORM } from './form-schema';
import { confirmFromLink, submitBooking } from './public-service';
import { approveBooking, rejectWithReason } from './review';

const NOW = new Date('2026-11-25T10:00:00Z');
const seller = sampleInvoice().seller;
const base = { seller, today: '2026-11-25', now: NOW, byEmail: 'team@planer.test', signature: ['Ihr Team'] };
const form = { ...EMPTY_BOOKING_FORM, stadt: 'koeln', venueName: 'Brauhaus am Dom', description: 'Kölsch und Sauerbraten.', contactName: 'Jupp', phone: '0221 123456', company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', town: 'Köln', terms: 'on' };

describeEachDatabase('reviewing ad bookings', (database) => {
  const handle = freshDatabaseEach(database);

  async function booked(start: string, email: string, confirm = true): Promise<string> {
    const state = await submitBooking(handle.db, { ...form, start, email }, { now: NOW, siteUrl: 'https://www.planer.test', signature: [] });
    if (!state.sent) throw new Error(JSON.stringify(state.errors));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    if (confirm) expect(await confirmFromLink(handle.db, /token=([\w-]{43})/.exec(mail.textBody)![1], NOW)).toMatchObject({ kind: 'confirmed' });
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
    const mails = await handle.db.select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient }).from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirm', 'booking-approved', 'invoice']);
    expect(await handle.db.select().from(mailAttachments)).toHaveLength(1);
    expect(await handle.db.select({ kind: invoiceEvents.kind }).from(invoiceEvents)).toEqual([{ kind: 'sent' }]);
    expect((await handle.db.select().from(adBookings))[0]).toMatchObject({ status: 'approved', adId: ad.id, reviewedByEmail: 'team@planer.test' });
    // Once only; the slots stay held by the approved booking.
    expect(await approveBooking(handle.db, { ...base, bookingId: id })).toEqual({ kind: 'not_approvable' });
    expect(await handle.db.select().from(invoices)).toHaveLength(1);
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
  });

  it('refuses an unconfirmed booking, and a rejection mails the reason and frees the slots', async () => {
    const unconfirmed = await booked('2027-11', 'offen@brauhaus.test', false);
    expect(await approveBooking(handle.db, { ...base, bookingId: unconfirmed })).toEqual({ kind: 'not_approvable' });
    const id = await booked('2027-11', 'abgelehnt@brauhaus.test');
    expect(await rejectWithReason(handle.db, { bookingId: id, reason: 'Das Bild zeigt keine Location.', now: NOW, byEmail: 'team@planer.test', signature: [] })).toBe(true);
    expect(await rejectWithReason(handle.db, { bookingId: id, reason: 'Noch einmal', now: NOW, byEmail: 'team@planer.test', signature: [] })).toBe(false);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-rejected'));
    expect(mail.textBody).toContain('„Das Bild zeigt keine Location.“');
    expect(await handle.db.select({ bookingId: adSlotHolds.bookingId }).from(adSlotHolds)).toEqual([
      { bookingId: unconfirmed },
      { bookingId: unconfirmed },
    ]);
    expect(await handle.db.select().from(invoices)).toEqual([]);
    expect(await handle.db.select().from(venueAds)).toEqual([]);
  });
});
