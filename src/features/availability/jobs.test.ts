import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, mailOutbox, user, venueRequests, venues } from '@/db/schema';
import { dueToday } from '@/features/overview/due-queries';
import { acceptOffer, ensureOffer, publishVersion } from '@/features/offers/queries';
import { parseConfig } from '@/lib/config';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { EMPTY_DRAFT, insertRequest, insertVenue, sampleSnapshot } from '@/test/offer-fixtures';
import { inTransaction } from '@/test/transaction';
import { askVenues } from './ask';
import { queueFollowUps } from './jobs';
import { answerInvite } from './public-service';
import { inviteByToken } from './queries';
import { inviteToken } from './tokens';

const SECRET = 'a'.repeat(32);
const SETTINGS = parseConfig({ AUTH_SECRET: SECRET, SITE_URL: 'https://www.example.de', LEAD_NOTIFY_EMAIL: 'team@agentur.test' });
const noHolidays = () => false;
const ASKED_AT = new Date('2026-11-27T09:00:00Z');
const hoursLater = (hours: number) => new Date(ASKED_AT.getTime() + hours * 3_600_000);

describeEachDatabase('the venues’ follow-ups', (database) => {
  const handle = freshDatabaseEach(database);
  let requestId: string;
  let venueIds: string[];

  beforeEach(async () => {
    await handle.db.insert(user).values({ id: 'planner-1', name: 'Katrin Vogel', email: 'katrin@agentur.test', emailVerified: true, role: 'admin', jobTitle: 'Eventplanerin', phone: '030 555 12' });
    requestId = await insertRequest(handle.db, { participantCount: 60, companyName: 'Nordlicht GmbH', contactName: 'Erika Müller', email: 'erika@nordlicht.test', phone: '040 123' });
    venueIds = [
      await insertVenue(handle.db, { name: 'Alte Münze', contactName: 'Jonas Berg', contactEmail: 'events@muenze.test' }),
      await insertVenue(handle.db, { name: 'Spreespeicher', contactSalutation: 'frau', contactName: 'Lea Hahn', contactEmail: 'lea@speicher.test' }),
      await insertVenue(handle.db, { name: 'Kesselhaus', contactSalutation: 'herr', contactName: 'Tom Ritter', contactEmail: 'tom@kesselhaus.test' }),
    ];
    const dates = [{ date: '2026-12-11', start: '18:00', end: '23:30' }];
    const asked = await askVenues(
      handle.db,
      { dates, participantCount: 60, budgetPerPersonCents: null, wishes: '', plannerNote: '', venueIds },
      { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel' } }, teamAddress: 'team@agentur.test', secret: SECRET, siteUrl: 'https://www.example.de', signature: ['Agentur'] },
    );
    expect(asked.ok).toBe(true);
    await handle.db.update(availabilityInvites).set({ createdAt: ASKED_AT });
    await handle.db.delete(mailOutbox);
  });

  const mailsOf = (kind: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)).orderBy(mailOutbox.recipient);
  const tokenOf = async (venueId: string) => {
    const [row] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
    return inviteToken(SECRET, row.tokenNonce);
  };

  it('reminds an unanswered venue once after 12 hours, also when two processes run at once', DATABASE_DECIDES, async () => {
    await answerInvite(handle.db, await tokenOf(venueIds[0]), { revision: '0', 'dates.0.state': 'available', priceNote: 'Menü 55 € p. P.' }, hoursLater(1), { siteUrl: SETTINGS.SITE_URL, teamAddress: SETTINGS.LEAD_NOTIFY_EMAIL });
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(11.9))).toBe(0);
    const runs = await Promise.all([queueFollowUps(handle.db, SETTINGS, hoursLater(12)), queueFollowUps(handle.db, SETTINGS, hoursLater(12))]);
    expect(runs[0] + runs[1]).toBe(2);
    expect((await mailsOf('availability-reminder')).map((mail) => mail.recipient)).toEqual(['lea@speicher.test', 'tom@kesselhaus.test']);
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(30))).toBe(0);
    const [reminder] = await mailsOf('availability-reminder');
    expect(reminder.subject).toBe('Erinnerung: Anfrage Weihnachtsfeier am 11.12.2026 – Spreespeicher');
    expect(reminder.textBody.split('\n')[0]).toBe('Guten Tag Frau Hahn,');
    expect(reminder.replyTo).toBe('katrin@agentur.test');
    expect(reminder.textBody).toContain('Mit freundlichen Grüßen\nKatrin Vogel\nEventplanerin\nTelefon: 030 555 12\n');
  });

  it('greets each venue as it was asked, and sends the replies to the team once the planner who asked is gone', async () => {
    // The catalogue's contact changes after the ask: the request's mails keep greeting the person asked.
    await handle.db.update(venues).set({ contactSalutation: null, contactName: 'Neue Kollegin' }).where(eq(venues.id, venueIds[1]));
    await handle.db.delete(user).where(eq(user.id, 'planner-1'));
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(13))).toBe(3);
    const releases = await mailsOf('availability-release');
    expect(releases.map((mail) => [mail.recipient, mail.textBody.split('\n')[0], mail.replyTo])).toEqual([
      ['events@muenze.test', 'Guten Tag Jonas Berg,', 'team@agentur.test'],
      ['lea@speicher.test', 'Guten Tag Frau Hahn,', 'team@agentur.test'],
      ['tom@kesselhaus.test', 'Guten Tag Herr Ritter,', 'team@agentur.test'],
    ]);
  });

  it('is due for the planner 24 hours after the ask while a venue has not answered', async () => {
    const due = async (at: Date) => (await dueToday(handle.db, at, noHolidays)).find((request) => request.id === requestId)?.next;
    // 09:00 UTC asked: due at 09:00 UTC the next day, which the list shows from that day on.
    expect(await due(hoursLater(2))).toBeUndefined();
    expect(await due(hoursLater(25))).toEqual({ kind: 'venueAnswer', at: hoursLater(24) });
  });

  it('sends the chosen venue its booking, releases the others once, and is due until the venue confirms', async () => {
    await answerInvite(handle.db, await tokenOf(venueIds[0]), { revision: '0', 'dates.0.state': 'option', 'dates.0.optionUntil': '2026-12-04', priceNote: 'Menü 55 € p. P.' }, hoursLater(1), { siteUrl: SETTINGS.SITE_URL, teamAddress: SETTINGS.LEAD_NOTIFY_EMAIL });
    await answerInvite(handle.db, await tokenOf(venueIds[1]), { revision: '0', 'dates.0.state': 'available', priceNote: 'Pauschal 4.000 €' }, hoursLater(1), { siteUrl: SETTINGS.SITE_URL, teamAddress: SETTINGS.LEAD_NOTIFY_EMAIL });
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot([venueIds[1], venueIds[0]], { validUntil: '2099-12-31' }), changes: [], byEmail: 'katrin@agentur.test', secret: SECRET });
    if (!published.ok) throw new Error(published.reason);
    const billing = { company: 'Nordlicht GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 1, dateIndex: 0, participantCount: 58, billing, purchaseOrder: null, message: null, summary: 'Option 2', today: '2026-11-27' });

    const runs = await Promise.all([queueFollowUps(handle.db, SETTINGS, hoursLater(3)), queueFollowUps(handle.db, SETTINGS, hoursLater(3))]);
    expect(runs[0] + runs[1]).toBe(3);
    const [booking] = await mailsOf('availability-booking');
    expect(booking.recipient).toBe('events@muenze.test');
    expect([booking.textBody.split('\n')[0], booking.replyTo]).toEqual(['Guten Tag Jonas Berg,', 'katrin@agentur.test']);
    expect(booking.subject).toBe('Buchung: Weihnachtsfeier am 11.12.2026 – Alte Münze');
    for (const words of ['Nordlicht GmbH', 'Erika Müller', 'erika@nordlicht.test', '040 123', '58 Personen', '29. November 2026 um 13:00 Uhr']) expect(booking.textBody).toContain(words);
    // What the venue bills the company: the accepted lines for 58 guests with their totals, the terms as of the mail's day.
    expect(booking.textBody).toContain(
      [
        'Rechnungsadresse:\n    Nordlicht GmbH\n    Hafenstraße 5\n    20457 Hamburg\n',
        'Bestellnummer:\n    keine angegeben\n',
        'Angenommene Positionen für 58 Gäste:',
        '    Raummiete: pauschal 500,00\u00a0€ netto, MwSt. 19 %',
        '    Menü 3 Gänge: 58 × 42,90\u00a0€ = 2.488,20\u00a0€ netto, MwSt. 7 %',
        '    Getränkepauschale: 58 × 29,99\u00a0€ = 1.739,42\u00a0€ netto, MwSt. 19 %',
        '    Summe netto: 4.727,62\u00a0€',
        '    MwSt. 7 %: 174,17\u00a0€',
        '    MwSt. 19 %: 425,49\u00a0€',
        '    Gesamtbetrag brutto: 5.327,28\u00a0€\n',
        'Wenn die Firma absagt (Stand 27.11.2026):',
        '    ab sofort: 2.663,64\u00a0€ (50 %)',
        '    7 Tage vorher (04.12.2026): 4.261,82\u00a0€ (80 %)\n',
        'Weniger Gäste:',
        '    bis zu 5 Personen (10 %) kostenfrei bis 7 Tage vorher (04.12.2026)\n',
        'Bitte prüfen Sie die Positionen und Beträge und bestätigen Sie die Buchung bis 29. November 2026 um 13:00 Uhr',
      ].join('\n'),
    );
    expect(booking.textBody).toContain('Stimmt an den Zahlen etwas nicht, rufen Sie mich bitte vor Ihrer Bestätigung an: 030 555 12.');
    // Spreespeicher answered with a free date and Kesselhaus never answered: both hear that the request is settled.
    const releases = await mailsOf('availability-release');
    expect(releases.map((mail) => mail.recipient)).toEqual(['lea@speicher.test', 'tom@kesselhaus.test']);
    expect(releases[0].textBody).toContain('Die Termine, die Sie uns angeboten haben, können Sie damit wieder anderweitig vergeben.');
    expect(releases[1].textBody).toContain('unsere Anfrage für eine Weihnachtsfeier mit 60 Gästen am 11.12.2026 hat sich erledigt: Die Firma hat sich für eine andere Location entschieden.');
    expect(releases[1].textBody).toContain('Eine Antwort brauchen wir deshalb nicht mehr.');
    for (const release of releases) expect(release.textBody).not.toContain('Nordlicht');
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(4))).toBe(0);
    expect(await handle.db.$count(mailOutbox, sql`${mailOutbox.kind} in ('availability-booking', 'availability-release')`)).toBe(3);

    const due = async (at: Date) => (await dueToday(handle.db, at, noHolidays)).find((request) => request.id === requestId)?.next;
    expect(await due(hoursLater(3 + 49))).toEqual({ kind: 'venueBooking', at: hoursLater(3 + 48) });
  });

  it('gives a venue put into the offer by hand, without an ask, its page and the same booking mail, once', DATABASE_DECIDES, async () => {
    const byHand = await insertVenue(handle.db, { name: 'Hafenloft', contactSalutation: 'frau', contactName: 'Mara Stein', contactEmail: 'mara@hafenloft.test' });
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot([venueIds[0], byHand], { validUntil: '2099-12-31', planner: { name: 'Katrin Vogel', email: 'katrin@agentur.test' } }), changes: [], byEmail: 'katrin@agentur.test', secret: SECRET });
    if (!published.ok) throw new Error(published.reason);
    const billing = { company: 'Nordlicht GmbH', street: 'Hafenstraße 5', postalCode: '20457', city: 'Hamburg' };
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 1, dateIndex: 0, participantCount: 60, billing, purchaseOrder: 'PO-77', message: null, summary: 'Option 2', today: '2026-11-27' });

    await Promise.all([queueFollowUps(handle.db, SETTINGS, hoursLater(3)), queueFollowUps(handle.db, SETTINGS, hoursLater(3))]);
    const [booking, ...more] = await mailsOf('availability-booking');
    expect(more).toEqual([]);
    expect([booking.recipient, booking.replyTo, booking.textBody.split('\n')[0]]).toEqual(['mara@hafenloft.test', 'katrin@agentur.test', 'Guten Tag Frau Stein,']);
    expect(booking.textBody).toContain('gute Nachrichten: Ich hatte der Firma Nordlicht GmbH Ihre Location „Hafenloft“ für ihre Weihnachtsfeier in Berlin vorgeschlagen – und sie hat sich für Sie entschieden.');
    expect(booking.textBody).toContain('Bestellnummer:\n    PO-77 (bitte auf Ihrer Rechnung angeben)\n');
    expect(booking.textBody).toContain('    Gesamtbetrag brutto: ');
    // Its invitation is its page: the booking with the company and what it bills, and no answer it never gave.
    const [invite] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, byHand));
    const page = await inviteByToken(handle.db, inviteToken(SECRET, invite.tokenNonce));
    expect(page?.block).toBe('booked');
    expect(page?.booking?.company.billing).toEqual(billing);
    expect([page?.booking?.participantCount, page?.booking?.date, page?.planner?.name]).toEqual([60, { date: '2026-12-11', start: '18:00', end: '23:30' }, 'Katrin Vogel']);
    // Every venue asked hears that it was not chosen; nothing more on the next run.
    expect((await mailsOf('availability-release')).map((mail) => mail.recipient)).toEqual(['events@muenze.test', 'lea@speicher.test', 'tom@kesselhaus.test']);
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(4))).toBe(0);
  });

  it('leaves a hand-added venue of a party already past alone', async () => {
    const byHand = await insertVenue(handle.db, { name: 'Hafenloft', contactEmail: 'mara@hafenloft.test' });
    const offer = await ensureOffer(handle.db, requestId, EMPTY_DRAFT);
    const published = await inTransaction(handle.db, publishVersion)({ offerId: offer.id, expectedRevision: 0, snapshot: sampleSnapshot([byHand], { validUntil: '2099-12-31' }), changes: [], byEmail: 'katrin@agentur.test', secret: SECRET });
    if (!published.ok) throw new Error(published.reason);
    await inTransaction(handle.db, acceptOffer)({ offerId: offer.id, versionId: published.published.versionId, optionIndex: 0, dateIndex: 0, participantCount: 60, billing: { company: 'N', street: 'S 1', postalCode: '20457', city: 'Hamburg' }, purchaseOrder: null, message: null, summary: 'Option 1', today: '2026-11-27' });
    await queueFollowUps(handle.db, SETTINGS, new Date('2026-12-12T09:00:00Z'));
    expect(await mailsOf('availability-booking')).toEqual([]);
    expect(await handle.db.$count(availabilityInvites, eq(availabilityInvites.venueId, byHand))).toBe(0);
  });

  it('releases every venue when the request is cancelled, and reminds none', async () => {
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(13))).toBe(3);
    expect(await mailsOf('availability-reminder')).toEqual([]);
    const releases = await mailsOf('availability-release');
    expect(releases).toHaveLength(3);
    expect(releases[0].textBody).toContain('Die Firma hat ihre Anfrage zurückgezogen.');
  });
});
