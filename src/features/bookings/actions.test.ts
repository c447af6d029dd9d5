import { desc, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { adBookings, adSlotHolds, mailOutbox } from '@/db/schema';
import { berlinYearMonth } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { formData } from '@/test/server-actions';

// The server action reads the client's address through next/headers: each booking says which visitor sends it.
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
const updateTag = vi.fn();
vi.mock('next/cache', async (original) => ({ ...(await original<object>()), updateTag }));

const { bookAdAction } = await import('./actions');
const { EMPTY_BOOKING_FORM } = await import('./form-schema');
const { confirmFromLink } = await import('./public-service');
const { BOOKING_TEXTS } = await import('./texts');

// A start month must be neither past nor beyond next year: next October, by the controlled clock.
const now = fixClockAnyMoment();
const TEAM = { siteUrl: 'https://www.planer.test', teamAddress: 'team@planer.test' };
const form = { ...EMPTY_BOOKING_FORM, start: `${berlinYearMonth(now).year + 1}-10`, venueName: 'Brauhaus am Dom', description: 'Kölsch und Sauerbraten.', contactName: 'Jupp', phone: '0221 123456', company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', town: 'Köln', terms: 'on' };

describeEachDatabase('the booking form’s action', (database) => {
  const handle = appDatabaseFor(database);

  it('sends one recipient three confirmation mails an hour at most, from however many client addresses the bookings come', async () => {
    const email = 'opfer@postfach.test';
    const book = (stadt: string, client: string) => {
      requestHeaders = new Headers({ 'x-forwarded-for': client });
      return bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt, email }));
    };
    for (const [i, stadt] of ['koeln', 'bonn', 'aachen'].entries()) {
      expect((await book(stadt, `203.0.113.${10 + i}`)).sent).toBeDefined();
      // Confirmed, the booking no longer waits, so only the mail limit can stop the next one.
      const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
      expect(await confirmFromLink(handle.db, /token=([\w-]{43})/.exec(mail.textBody)![1], now, TEAM)).toMatchObject({ kind: 'confirmed' });
    }
    const refused = await book('berlin', '198.51.100.99');
    expect(refused.errors).toEqual({ email: BOOKING_TEXTS.tooManyConfirmationMails });
    expect(refused.sent).toBeUndefined();
    expect(await handle.db.select().from(adBookings).where(eq(adBookings.cityId, 'berlin'))).toEqual([]);
    expect(await handle.db.select().from(adSlotHolds).where(eq(adSlotHolds.cityId, 'berlin'))).toEqual([]);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(3);
  });

  it('shows a refused form back with no value longer than its field may be', async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.60' });
    const refused = await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt: 'herne', email: 'lang@wegwerf.test', venueName: 'x'.repeat(50_000), description: 'y'.repeat(50_000), phone: '1'.repeat(9_000) }));
    expect(refused.sent).toBeUndefined();
    expect([refused.values.venueName.length, refused.values.description.length, refused.values.phone.length, refused.values.email]).toEqual([200, 600, 30, 'lang@wegwerf.test']);
  });

  it('lets one client hold one unconfirmed booking, whatever addresses it writes: three bookings of a city hold one slot, and the partner page learns of it', async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.50' });
    updateTag.mockClear();
    const states = [];
    for (const email of ['eins@wegwerf.test', 'zwei@wegwerf.test', 'drei@wegwerf.test']) states.push(await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt: 'bottrop', email })));
    expect(states.map((state) => state.sent !== undefined)).toEqual([true, false, false]);
    expect(states[2].message).toBe(BOOKING_TEXTS.waitingFromNetwork);
    expect(await handle.db.select().from(adBookings).where(eq(adBookings.cityId, 'bottrop'))).toMatchObject([{ email: 'eins@wegwerf.test', clientNetwork: '203.0.113.50' }]);
    expect(await handle.db.$count(adSlotHolds, eq(adSlotHolds.cityId, 'bottrop'))).toBe(3);
    expect(updateTag).toHaveBeenCalledExactlyOnceWith('venue-ad-slots');
  });

  it('keeps the chosen salutation on a refused form, refuses one the select cannot send, and greets with it once sent', async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.70' });
    const email = 'frau.hansen@brauhaus.test';
    const refused = await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt: 'bonn', email, salutation: 'frau', contactName: 'Jana Hansen', terms: '' }));
    expect(refused.sent).toBeUndefined();
    expect([refused.values.salutation, refused.values.contactName, refused.errors.salutation]).toEqual(['frau', 'Jana Hansen', undefined]);
    const odd = await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt: 'bonn', email, salutation: 'Divers', contactName: 'Jana Hansen' }));
    expect([odd.sent, odd.errors.salutation, odd.values.salutation]).toEqual([undefined, 'Bitte wählen Sie „Frau“, „Herr“ oder „keine Angabe“.', 'Divers']);
    expect((await bookAdAction({ values: EMPTY_BOOKING_FORM, errors: {} }, formData({ ...form, stadt: 'bonn', email, salutation: 'frau', contactName: 'Jana Hansen' }))).sent).toBeDefined();
    expect(await handle.db.select({ salutation: adBookings.salutation }).from(adBookings).where(eq(adBookings.email, email))).toEqual([{ salutation: 'frau' }]);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect([mail.textBody.split('\n')[0], mail.replyTo]).toEqual(['Guten Tag Frau Hansen,', 'team@localhost.localdomain']);
  });
});
