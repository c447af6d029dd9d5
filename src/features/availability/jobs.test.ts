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

  it('releases every venue when the request is cancelled, and reminds none', async () => {
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    expect(await queueFollowUps(handle.db, SETTINGS, hoursLater(13))).toBe(3);
    expect(await mailsOf('availability-reminder')).toEqual([]);
    const releases = await mailsOf('availability-release');
    expect(releases).toHaveLength(3);
    expect(releases[0].textBody).toContain('Die Firma hat ihre Anfrage zurückgezogen.');
  });
});
