import { expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { adBookings, adSlotHolds, mailOutbox, user } from '@/db/schema';
import { passwordTokenOwner } from '@/features/auth/partners';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './form-schema';
import { bookingFormStart, cityAvailability, confirmFromLink, confirmPageState, submitBooking } from './public-service';

const NOW = new Date('2026-11-25T10:00:00Z');
const settings = { now: NOW, siteUrl: 'https://www.planer.test', signature: ['Ihr Team'] };
const form = (changes: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...EMPTY_BOOKING_FORM,
  stadt: 'koeln',
  start: '2027-10',
  venueName: 'Brauhaus am Dom',
  description: 'Kölsch, Sauerbraten und ein Saal für 120 Gäste.',
  websiteUrl: 'https://brauhaus.test',
  contactName: 'Jupp Schmitz',
  email: 'Jupp@Brauhaus.test',
  phone: '0221 123456',
  company: 'Brauhaus GmbH',
  street: 'Am Dom 1',
  postalCode: '50667',
  town: 'Köln',
  terms: 'on',
  ...changes,
});
const tokenOf = (body: string) => /bestaetigen\?token=([\w-]{43})/.exec(body)?.[1] ?? '';

describeEachDatabase('booking from the partner page', (database) => {
  const handle = freshDatabaseEach(database);

  it('holds the slots, mails the confirmation link, and confirms once through it', async () => {
    const state = await submitBooking(handle.db, form(), settings);
    expect(state.sent).toEqual({ cityName: 'Köln', venueName: 'Brauhaus am Dom', months: ['2027-10-01', '2027-11-01', '2027-12-01'], netCents: 34700, email: 'jupp@brauhaus.test' });
    expect(await handle.db.select({ month: adSlotHolds.month }).from(adSlotHolds)).toHaveLength(3);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'booking-confirm', recipient: 'jupp@brauhaus.test', secretLink: true });
    expect(mail.textBody).toContain('Zeitraum: Oktober 2027 bis Dezember 2027');
    expect(mail.textBody).toContain('Preis: 347,00\u00a0€ zzgl. MwSt.');
    const token = tokenOf(mail.textBody);
    expect(await confirmPageState(handle.db, token, NOW)).toEqual({ kind: 'valid', cityName: 'Köln', venueName: 'Brauhaus am Dom', period: 'Oktober 2027 bis Dezember 2027', email: 'jupp@brauhaus.test' });
    expect(await confirmPageState(handle.db, 'x'.repeat(43), NOW)).toEqual({ kind: 'missing' });
    expect(await confirmPageState(handle.db, token, new Date(NOW.getTime() + 25 * 3_600_000))).toEqual({ kind: 'expired' });
    const confirmed = await confirmFromLink(handle.db, token, NOW);
    expect(confirmed).toMatchObject({ kind: 'confirmed', passwordToken: expect.stringMatching(/^[\w-]{32}$/) });
    expect(await confirmFromLink(handle.db, token, NOW)).toEqual({ kind: 'used' });
    expect(await confirmPageState(handle.db, token, NOW)).toEqual({ kind: 'used' });
    // The confirmation made the operator's partner account, and its password link names it.
    const [account] = await handle.db.select().from(user);
    expect(account).toMatchObject({ email: 'jupp@brauhaus.test', role: 'partner', emailVerified: true, name: 'Jupp Schmitz' });
    expect((await handle.db.select({ partnerId: adBookings.partnerId }).from(adBookings))[0].partnerId).toBe(account.id);
    const passwordToken = confirmed.kind === 'confirmed' ? confirmed.passwordToken! : '';
    expect(await passwordTokenOwner(handle.db, passwordToken, NOW)).toEqual({ userId: account.id, email: 'jupp@brauhaus.test' });
    expect(await passwordTokenOwner(handle.db, passwordToken, new Date(NOW.getTime() + 73 * 3_600_000))).toBeUndefined();
  });

  it('links a second booking from the same address to the same partner account', async () => {
    for (const [stadt, email] of [['koeln', 'jupp@brauhaus.test'], ['bonn', 'JUPP@brauhaus.test']]) {
      await submitBooking(handle.db, form({ stadt, email }), settings);
      const mails = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
      expect(await confirmFromLink(handle.db, tokenOf(mails[0].textBody), NOW)).toMatchObject({ kind: 'confirmed' });
    }
    const accounts = await handle.db.select().from(user);
    expect(accounts).toHaveLength(1);
    expect(new Set((await handle.db.select({ partnerId: adBookings.partnerId }).from(adBookings)).map((row) => row.partnerId))).toEqual(new Set([accounts[0].id]));
  });

  it('refuses bad input next to its field, and a full month with the first open start, changing nothing', async () => {
    const refused = await submitBooking(handle.db, form({ stadt: 'atlantis', start: '2027-01', email: 'kein', postalCode: '123', terms: '', imageUrl: 'ftp://bild' }), settings);
    expect(refused.errors).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
      terms: 'Bitte akzeptieren Sie die Partner-AGB.',
      imageUrl: 'Bitte geben Sie eine Bildadresse mit http:// oder https:// an, oder lassen Sie das Feld leer.',
    });
    expect((await submitBooking(handle.db, form({ stadt: 'atlantis' }), settings)).errors).toEqual({ stadt: 'Diese Stadt kennen wir nicht. Bitte wählen Sie eine Stadt aus der Liste.' });
    // The invoices' shape rule: a German VAT ID the invoice would refuse is refused here already.
    expect((await submitBooking(handle.db, form({ vatId: 'DE12' }), settings)).errors).toEqual({ vatId: 'Die USt-IdNr. hat nicht die richtige Form (z. B. DE123456789).' });
    expect((await submitBooking(handle.db, form({ start: '2027-02' }), settings)).errors).toEqual({ start: 'Im Januar und Februar ruht die Saison. Bitte wählen Sie einen Startmonat von März bis Dezember.' });
    expect((await submitBooking(handle.db, form({ start: '2026-10' }), settings)).errors).toEqual({ start: 'Dieser Monat ist schon vorbei. Bitte wählen Sie den aktuellen oder einen späteren Monat.' });
    expect(await handle.db.select().from(adBookings)).toEqual([]);

    for (let i = 0; i < 3; i++) expect((await submitBooking(handle.db, form({ start: '2027-11', email: `wirt${i}@koeln.test` }), settings)).sent).toBeDefined();
    const full = await submitBooking(handle.db, form({ start: '2027-09' }), settings);
    expect(full.errors.start).toBe('In den Monaten November 2027 und Dezember 2027 sind in Köln alle 3 Werbeplätze vergeben. Bis Dezember ist in diesem Jahr kein Platz mehr frei.');
    expect(full.values.venueName).toBe('Brauhaus am Dom');
    expect(await handle.db.select().from(adBookings)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(3);

    const availability = await cityAvailability(handle.db, 'koeln', NOW);
    expect(availability?.months.slice(-3)).toEqual([
      { month: '2027-10-01', free: 3 },
      { month: '2027-11-01', free: 0 },
      { month: '2027-12-01', free: 0 },
    ]);
    expect(availability?.openFrom).toEqual([
      { year: 2026, month: '2026-11-01' },
      { year: 2027, month: undefined },
    ]);
    expect(await cityAvailability(handle.db, 'atlantis', NOW)).toBeUndefined();
  });

  it('preselects a known city and an offered start month from the address', () => {
    expect(bookingFormStart({ stadt: 'koeln', monat: 'oktober' }, NOW).initial).toMatchObject({ stadt: 'koeln', start: '2027-10' });
    expect(bookingFormStart({ stadt: 'koeln', monat: 'dezember' }, NOW).initial).toMatchObject({ start: '2026-12' });
    expect(bookingFormStart({ stadt: 'atlantis', start: '2026-01' }, NOW).initial).toMatchObject({ stadt: '', start: '' });
    expect(bookingFormStart({}, NOW).starts[0]).toEqual({ value: '2026-11', label: 'November 2026', priceText: '218,00\u00a0€ zzgl. MwSt.' });
  });
});
