import { expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adBookings, adSlotHolds, mailOutbox, user, verification } from '@/db/schema';
import { passwordTokenOwner } from '@/features/auth/partner-queries';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './form-schema';
import { bookingFormStart, cityAvailability, confirmFromLink, confirmPageState, submitBooking } from './public-service';
import { expireUnconfirmed, heldPerMonth } from './queries';
import { failingInsertsInto, WriteFailed } from '@/test/failing-writes';
import { inTransaction } from '@/test/transaction';

const NOW = new Date('2026-11-25T10:00:00Z');
const settings = { now: NOW, siteUrl: 'https://www.planer.test', signature: ['--', 'Festwerk GmbH'], teamAddress: 'team@planer.test' };
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const WAITING = 'Für diese E-Mail-Adresse wartet schon eine Buchung auf Ihre Bestätigung. Bitte klicken Sie zuerst auf den Link in unserer E-Mail; nach 30 Minuten ohne Bestätigung können Sie neu buchen.';
const WAITING_FROM_NETWORK =
  'Von Ihrem Anschluss aus wartet schon eine Buchung auf ihre Bestätigung. Bitte bestätigen Sie zuerst diese über den Link in unserer E-Mail; danach können Sie gleich die nächste Location buchen. Ohne Bestätigung wird der Platz nach 30 Minuten wieder frei.';
const TOO_MANY_MAILS =
  'An diese E-Mail-Adresse haben wir in der letzten Stunde bereits mehrere Bestätigungslinks geschickt. Zum Schutz des Postfachs senden wir vorerst keine weiteren; bitte versuchen Sie es in einer Stunde noch einmal.';
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
  /** A booking sent from a network of its own, one per e-mail address (the limit per network has its own test). */
  const book = (values: BookingFormValues, at: typeof settings, clientNetwork = `Netz von ${values.email.toLowerCase()}`) => submitBooking(handle.db, values, { ...at, clientNetwork });

  it('holds the slots, mails the confirmation link, and confirms once through it', async () => {
    const state = await book(form(), settings);
    expect(state.sent).toEqual({ cityName: 'Köln', venueName: 'Brauhaus am Dom', months: ['2027-10-01', '2027-11-01', '2027-12-01'], netCents: 34700, email: 'jupp@brauhaus.test', firstMonthRunning: false });
    expect(await handle.db.select({ month: adSlotHolds.month }).from(adSlotHolds)).toHaveLength(3);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'booking-confirm', recipient: 'jupp@brauhaus.test', secretLink: true });
    expect(mail.textBody).toContain('Zeitraum: Oktober 2027 bis Dezember 2027');
    expect(mail.textBody).toContain('Preis: 347,00\u00a0€ zzgl. MwSt.');
    expect(mail.textBody).toContain('Bitte bestätigen Sie innerhalb von 30 Minuten Ihre E-Mail-Adresse');
    const token = tokenOf(mail.textBody);
    expect(await confirmPageState(handle.db, token, NOW)).toEqual({ kind: 'valid', cityName: 'Köln', venueName: 'Brauhaus am Dom', period: 'Oktober 2027 bis Dezember 2027', email: 'jupp@brauhaus.test' });
    expect(await confirmPageState(handle.db, 'x'.repeat(43), NOW)).toEqual({ kind: 'missing' });
    const confirmed = await confirmFromLink(handle.db, token, NOW, settings);
    expect(confirmed).toMatchObject({ kind: 'confirmed', passwordToken: expect.stringMatching(/^[\w-]{32}$/) });
    expect(await confirmFromLink(handle.db, token, NOW, settings)).toEqual({ kind: 'used' });
    expect(await confirmPageState(handle.db, token, NOW)).toEqual({ kind: 'used' });
    // Confirmed, the booking waits for the team's approval: the team hears of it once.
    const [review, ...more] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-review-waiting'));
    expect(more).toEqual([]);
    expect(review).toMatchObject({ recipient: 'team@planer.test', replyTo: 'jupp@brauhaus.test', subject: 'Neue Werbebuchung zu prüfen: Brauhaus am Dom – Köln' });
    expect(review.textBody).toBe(
      'Jupp Schmitz (jupp@brauhaus.test) hat eine Anzeige für „Brauhaus am Dom“ in Köln gebucht und die E-Mail-Adresse bestätigt. Die Buchung wartet auf Ihre Freigabe.\n\nPrüfen im Tab Buchungen: https://www.planer.test/admin/bookings',
    );
    // The confirmation made the operator's partner account, and its password link names it.
    const [account] = await handle.db.select().from(user);
    expect(account).toMatchObject({ email: 'jupp@brauhaus.test', role: 'partner', emailVerified: true, name: 'Jupp Schmitz' });
    expect((await handle.db.select({ partnerId: adBookings.partnerId }).from(adBookings))[0].partnerId).toBe(account.id);
    const passwordToken = confirmed.kind === 'confirmed' ? confirmed.passwordToken! : '';
    expect(await passwordTokenOwner(handle.db, passwordToken, NOW)).toEqual({ userId: account.id, email: 'jupp@brauhaus.test' });
    expect(await passwordTokenOwner(handle.db, passwordToken, new Date(NOW.getTime() + 73 * 3_600_000))).toBeUndefined();
  });

  it('leaves nothing behind when the password link cannot be stored: the booking waits unconfirmed, no account, and the button works again', DATABASE_DECIDES, async () => {
    await book(form(), settings);
    const [mail] = await handle.db.select().from(mailOutbox);
    const token = tokenOf(mail.textBody);
    const [bookingBefore] = await handle.db.select().from(adBookings);

    await expect(confirmFromLink(failingInsertsInto(handle.db, verification), token, NOW, settings)).rejects.toBeInstanceOf(WriteFailed);

    expect(await handle.db.select().from(adBookings)).toEqual([bookingBefore]);
    expect(bookingBefore).toMatchObject({ status: 'unconfirmed', partnerId: null });
    expect(await handle.db.$count(user)).toBe(0);
    expect(await handle.db.$count(verification)).toBe(0);
    expect(await confirmFromLink(handle.db, token, NOW, settings)).toMatchObject({ kind: 'confirmed', passwordToken: expect.stringMatching(/^[\w-]{32}$/) });
  });

  it('holds the slots for 30 minutes: a confirmation after them is refused as expired and the slots are free', async () => {
    expect((await book(form(), settings)).sent).toBeDefined();
    const [booking] = await handle.db.select().from(adBookings);
    expect(booking.confirmBy).toEqual(minutesLater(30));
    const token = tokenOf((await handle.db.select().from(mailOutbox))[0].textBody);
    expect(await confirmPageState(handle.db, token, minutesLater(29))).toMatchObject({ kind: 'valid' });
    expect(await confirmFromLink(handle.db, token, minutesLater(31), settings)).toEqual({ kind: 'expired' });
    expect(await handle.db.select().from(adSlotHolds)).toEqual([]);
    expect((await handle.db.select().from(adBookings))[0].status).toBe('expired');
    expect(await confirmFromLink(handle.db, token, minutesLater(29), settings)).toEqual({ kind: 'expired' });

    // Not confirmed and never opened: the expiry job frees the slots once the 30 minutes are over.
    expect((await book(form({ email: 'zweiter@brauhaus.test' }), { ...settings, now: minutesLater(40) })).sent).toBeDefined();
    expect(await inTransaction(handle.db, expireUnconfirmed)(minutesLater(69))).toBe(0);
    expect(await inTransaction(handle.db, expireUnconfirmed)(minutesLater(71))).toBe(1);
    expect(await handle.db.select().from(adSlotHolds)).toEqual([]);
  });

  it("says so behind a lapsed link, frees its slots and offers the city's first start month still open, or says that none is", async () => {
    expect((await book(form(), settings)).sent).toBeDefined();
    const token = tokenOf((await handle.db.select().from(mailOutbox))[0].textBody);
    // Opened after the 30 minutes, before the expiry job came: its slots are let go at once.
    const expired = await confirmPageState(handle.db, token, minutesLater(31));
    expect(expired).toMatchObject({ kind: 'expired', availability: { cityName: 'Köln' }, bookAgain: { start: '2027-10-01', href: '/ad-partners/buchen?stadt=koeln&start=2027-10' } });
    expect(expired.kind === 'expired' && expired.availability?.months.slice(-3)).toEqual([
      { month: '2027-10-01', free: 3, reserved: 0 },
      { month: '2027-11-01', free: 3, reserved: 0 },
      { month: '2027-12-01', free: 3, reserved: 0 },
    ]);
    expect(await heldPerMonth(handle.db, 'koeln', ['2027-10-01', '2027-11-01', '2027-12-01'])).toEqual(new Map());

    // December of its year taken: the first start still open, this year's.
    const later = { ...settings, now: minutesLater(32) };
    for (let i = 0; i < 3; i++) expect((await book(form({ start: '2027-12', email: `dezember${i}@koeln.test` }), later)).sent).toBeDefined();
    expect(await confirmPageState(handle.db, token, minutesLater(33))).toMatchObject({ kind: 'expired', bookAgain: { start: '2026-11-01', href: '/ad-partners/buchen?stadt=koeln&start=2026-11' } });
    // Both Decembers taken: no period to December is open, and the page says so.
    for (let i = 0; i < 3; i++) expect((await book(form({ start: '2026-12', email: `jetzt${i}@koeln.test` }), later)).sent).toBeDefined();
    const full = await confirmPageState(handle.db, token, minutesLater(33));
    expect(full).toMatchObject({ kind: 'expired', availability: { cityName: 'Köln' }, bookAgain: undefined });
    expect(full.kind === 'expired' && full.availability?.openFrom).toEqual([
      { year: 2026, month: undefined },
      { year: 2027, month: undefined },
    ]);
  });

  it('refuses a second booking from an address whose first one still waits, changing nothing; once the first lapsed, it takes a new one', async () => {
    expect((await book(form(), settings)).sent).toBeDefined();
    for (const email of ['jupp@brauhaus.test', 'JUPP@brauhaus.TEST']) {
      const refused = await book(form({ stadt: 'bonn', email }), { ...settings, now: minutesLater(29) });
      expect(refused.errors).toEqual({ email: WAITING });
      expect(refused.message).toBe(WAITING);
      expect(refused.values.venueName).toBe('Brauhaus am Dom');
    }
    expect(await handle.db.select().from(adBookings)).toHaveLength(1);
    expect(await heldPerMonth(handle.db, 'bonn', ['2027-10-01', '2027-11-01', '2027-12-01'])).toEqual(new Map());
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(1);

    // 31 minutes on, the expiry job has not come yet: the new booking lets the lapsed one's slots go first.
    expect((await book(form({ stadt: 'bonn', email: 'Jupp@Brauhaus.TEST' }), { ...settings, now: minutesLater(31) })).sent).toMatchObject({ cityName: 'Bonn' });
    const bookings = await handle.db.select({ cityId: adBookings.cityId, status: adBookings.status }).from(adBookings).orderBy(adBookings.createdAt);
    expect(bookings).toEqual([
      { cityId: 'koeln', status: 'expired' },
      { cityId: 'bonn', status: 'unconfirmed' },
    ]);
    expect(await heldPerMonth(handle.db, 'koeln', ['2027-10-01', '2027-11-01', '2027-12-01'])).toEqual(new Map());
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('sends one address three confirmation mails an hour at most: the fourth booking is refused, holding and queueing nothing', async () => {
    for (const stadt of ['koeln', 'bonn', 'aachen']) {
      expect((await book(form({ stadt }), settings)).sent).toBeDefined();
      const [mail] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
      expect(await confirmFromLink(handle.db, tokenOf(mail.textBody), NOW, settings)).toMatchObject({ kind: 'confirmed' });
    }
    const refused = await book(form({ stadt: 'berlin', email: 'JUPP@brauhaus.test' }), settings);
    expect(refused.errors).toEqual({ email: TOO_MANY_MAILS });
    expect(refused.message).toBe(TOO_MANY_MAILS);
    expect(await handle.db.select().from(adBookings).where(eq(adBookings.cityId, 'berlin'))).toEqual([]);
    expect(await heldPerMonth(handle.db, 'berlin', ['2027-10-01', '2027-11-01', '2027-12-01'])).toEqual(new Map());
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'booking-confirm'))).toHaveLength(3);
    // Another address is not affected.
    expect((await book(form({ stadt: 'berlin', email: 'kollegin@brauhaus.test' }), settings)).sent).toBeDefined();
  });

  it('links a second booking from the same address to the same partner account', async () => {
    for (const [stadt, email] of [['koeln', 'jupp@brauhaus.test'], ['bonn', 'JUPP@brauhaus.test']]) {
      await book(form({ stadt, email }), settings);
      const mails = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
      expect(await confirmFromLink(handle.db, tokenOf(mails[0].textBody), NOW, settings)).toMatchObject({ kind: 'confirmed' });
    }
    const accounts = await handle.db.select().from(user);
    expect(accounts).toHaveLength(1);
    expect(new Set((await handle.db.select({ partnerId: adBookings.partnerId }).from(adBookings)).map((row) => row.partnerId))).toEqual(new Set([accounts[0].id]));
  });

  it('takes one unconfirmed booking per network: a second address from it is refused holding nothing, until the first is confirmed', async () => {
    const office = '203.0.113.7';
    expect((await book(form(), settings, office)).sent).toBeDefined();
    for (const email of ['zwei@brauhaus.test', 'drei@brauhaus.test']) {
      const refused = await book(form({ email, venueName: `Saal ${email}` }), { ...settings, now: minutesLater(5) }, office);
      expect([refused.sent, refused.message, refused.errors]).toEqual([undefined, WAITING_FROM_NETWORK, {}]);
      expect(refused.values.email).toBe(email);
    }
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await cityAvailability(handle.db, 'koeln', NOW))?.months.slice(-3)).toEqual([
      { month: '2027-10-01', free: 2, reserved: 1 },
      { month: '2027-11-01', free: 2, reserved: 1 },
      { month: '2027-12-01', free: 2, reserved: 1 },
    ]);
    // Another network is not affected; the first network's next booking goes through once its first is confirmed.
    expect((await book(form({ email: 'nachbar@schenke.test' }), settings, '198.51.100.20')).sent).toBeDefined();
    const [first] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'jupp@brauhaus.test'));
    expect(await confirmFromLink(handle.db, tokenOf(first.textBody), minutesLater(6), settings)).toMatchObject({ kind: 'confirmed' });
    expect((await book(form({ email: 'zwei@brauhaus.test' }), { ...settings, now: minutesLater(7) }, office)).sent).toBeDefined();
    expect((await cityAvailability(handle.db, 'koeln', minutesLater(7)))?.months.at(-1)).toEqual({ month: '2027-12-01', free: 0, reserved: 2 });
  });

  it('lets the database decide two bookings sent from one network at the same moment: one holds, the other is refused', DATABASE_DECIDES, async () => {
    const both = await Promise.all(['eins@brauhaus.test', 'zwei@brauhaus.test'].map((email) => book(form({ email }), settings, '2001:db8:1:2::/64')));
    expect(both.filter((state) => state.sent)).toHaveLength(1);
    expect(both.filter((state) => state.message === WAITING_FROM_NETWORK)).toHaveLength(1);
    expect(await handle.db.select().from(adBookings)).toHaveLength(1);
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(3);
  });

  it('holds a city’s slots for 30 minutes at most: a booking of that city lets a lapsed one’s months go first', async () => {
    for (let i = 0; i < 3; i++) expect((await book(form({ start: '2027-12', email: `wirt${i}@koeln.test` }), settings)).sent).toBeDefined();
    expect((await book(form({ start: '2027-12' }), { ...settings, now: minutesLater(29) })).errors.start).toMatch(/^Im Dezember 2027 sind in Köln alle 3 Werbeplätze vergeben/);
    expect((await book(form({ start: '2027-12' }), { ...settings, now: minutesLater(31) })).sent).toBeDefined();
    expect((await handle.db.select({ status: adBookings.status }).from(adBookings)).map((row) => row.status).sort()).toEqual(['expired', 'expired', 'expired', 'unconfirmed']);
  });

  it('refuses bad input next to its field, and a full month with the first open start, changing nothing', async () => {
    const refused = await book(form({ stadt: 'atlantis', start: '2027-01', email: 'kein', postalCode: '123', terms: '', imageUrl: 'ftp://bild' }), settings);
    expect(refused.errors).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl an.',
      terms: 'Bitte akzeptieren Sie die Partner-AGB.',
      imageUrl: 'Bitte geben Sie eine Bildadresse mit http:// oder https:// an, oder lassen Sie das Feld leer.',
    });
    expect((await book(form({ stadt: 'atlantis' }), settings)).errors).toEqual({ stadt: 'Diese Stadt kennen wir nicht. Bitte wählen Sie eine Stadt aus der Liste.' });
    // The invoices' shape rule: a German VAT ID the invoice would refuse is refused here already.
    expect((await book(form({ vatId: 'DE12' }), settings)).errors).toEqual({ vatId: 'Die USt-IdNr. hat nicht die richtige Form (z. B. DE123456789).' });
    expect((await book(form({ start: '2027-02' }), settings)).errors).toEqual({ start: 'Im Januar und Februar ruht die Saison. Bitte wählen Sie einen Startmonat von März bis Dezember.' });
    expect((await book(form({ start: '2026-10' }), settings)).errors).toEqual({ start: 'Dieser Monat ist schon vorbei. Bitte wählen Sie den aktuellen oder einen späteren Monat.' });
    expect(await handle.db.select().from(adBookings)).toEqual([]);

    for (let i = 0; i < 3; i++) expect((await book(form({ start: '2027-11', email: `wirt${i}@koeln.test` }), settings)).sent).toBeDefined();
    const full = await book(form({ start: '2027-09' }), settings);
    expect(full.errors.start).toBe('In den Monaten November 2027 und Dezember 2027 sind in Köln alle 3 Werbeplätze vergeben. Bis Dezember ist in diesem Jahr kein Platz mehr frei.');
    expect(full.values.venueName).toBe('Brauhaus am Dom');
    expect(await handle.db.select().from(adBookings)).toHaveLength(3);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(3);

    const availability = await cityAvailability(handle.db, 'koeln', NOW);
    // Sent, not yet confirmed: the slots are taken, and counted as reserved.
    expect(availability?.months.slice(-3)).toEqual([
      { month: '2027-10-01', free: 3, reserved: 0 },
      { month: '2027-11-01', free: 0, reserved: 3 },
      { month: '2027-12-01', free: 0, reserved: 3 },
    ]);
    expect(availability?.openFrom).toEqual([
      { year: 2026, month: '2026-11-01' },
      { year: 2027, month: undefined },
    ]);
    expect(await cityAvailability(handle.db, 'atlantis', NOW)).toBeUndefined();
  });

  it('prices a booking that starts this month for full months, saying the month is charged pro rata from the approval', async () => {
    const state = await book(form({ start: '2026-11' }), settings);
    expect(state.sent).toMatchObject({ months: ['2026-11-01', '2026-12-01'], netCents: 21800, firstMonthRunning: true });
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail.textBody).toContain('Preis: 218,00\u00a0€ zzgl. MwSt.\n\nIhr Zeitraum beginnt im laufenden Monat: Diesen Monat berechnen wir anteilig ab dem Tag, an dem wir Ihre Anzeige freischalten.');
  });

  it('preselects a known city and an offered start month from the address', () => {
    expect(bookingFormStart({ stadt: 'koeln', monat: 'oktober' }, NOW).initial).toMatchObject({ stadt: 'koeln', start: '2027-10' });
    expect(bookingFormStart({ stadt: 'koeln', monat: 'dezember' }, NOW).initial).toMatchObject({ start: '2026-12' });
    expect(bookingFormStart({ stadt: 'atlantis', start: '2026-01' }, NOW).initial).toMatchObject({ stadt: '', start: '' });
    expect(bookingFormStart({}, NOW).starts[0]).toEqual({ value: '2026-11', label: 'November 2026', priceText: '218,00\u00a0€ zzgl. MwSt.' });
  });
});
