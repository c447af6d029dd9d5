import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adBookings, mailOutbox } from '@/db/schema';
import { sampleInvoice } from '@/test/invoice-fixtures';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { bookingsAwaitingReview } from './admin-queries';
import { EMPTY_BOOKING_FORM } from './form-schema';
import { confirmFromLink, submitBooking } from './public-service';
import { approveBooking } from './review';

const NOW = new Date('2026-11-25T10:00:00Z');
const TEAM = { siteUrl: 'https://www.planer.test', teamAddress: 'team@planer.test' };
const form = { ...EMPTY_BOOKING_FORM, stadt: 'koeln', venueName: 'Brauhaus am Dom', description: 'Kölsch und Sauerbraten.', contactName: 'Jupp Schmitz', phone: '0221 123456', company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', town: 'Köln', terms: 'on' };

describeEachDatabase("the Bookings tab's count", (database) => {
  const handle = freshDatabaseEach(database);

  it('counts a booking once its operator confirmed it, and no longer once the team approved it', async () => {
    const submitted = await submitBooking(handle.db, { ...form, start: '2027-10', email: 'wirt@brauhaus.test' }, { now: NOW, clientNetwork: 'Netz 1', siteUrl: 'https://www.planer.test', signature: [], teamAddress: 'team@planer.test' });
    expect(submitted.sent).toMatchObject({ cityName: 'Köln' });
    expect(await bookingsAwaitingReview(handle.db)).toBe(0);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'wirt@brauhaus.test'));
    const confirmed = await confirmFromLink(handle.db, /token=([\w-]{43})/.exec(mail.textBody)![1], NOW, TEAM);
    expect(confirmed).toMatchObject({ kind: 'confirmed' });
    expect(await bookingsAwaitingReview(handle.db)).toBe(1);
    const [{ id: bookingId }] = await handle.db.select({ id: adBookings.id }).from(adBookings);
    const approved = await approveBooking(handle.db, { seller: sampleInvoice().seller, today: '2026-11-25', now: NOW, siteUrl: 'https://www.planer.test', byEmail: 'katrin@planer.test', signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test', sender: { name: 'Katrin Vogel', jobTitle: 'Partnerbetreuung', phone: '030 609 88 41' }, bookingId });
    expect(approved).toMatchObject({ kind: 'approved' });
    expect(await bookingsAwaitingReview(handle.db)).toBe(0);
  });
});
