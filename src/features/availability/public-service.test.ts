import { eq, like } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, mailOutbox, user, venueRequests } from '@/db/schema';
import { listInbox } from '@/features/requests/inbox';
import { parseInboxFilter } from '@/features/requests/inbox-filter';
import { clearVenueNews } from '@/features/requests/venue-news-queries';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { ANSWER_FORM, askDates } from '@/test/availability-fixtures';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { askVenues } from './ask';
import { answerInvite, declineInvite, replyToBookingInvite } from './public-service';
import { INVITE_TEXTS } from './texts';
import { inviteToken } from './tokens';

const SECRET = 'test-secret-for-the-planner-news';
const NOW = new Date('2026-11-27T10:00:00Z');
const NEWS = { siteUrl: 'https://www.example.de', teamAddress: 'team@agentur.test' };
const PLANNERS = {
  katrin: { id: 'planner-de', name: 'Katrin Vogel', email: 'katrin@agentur.test', locale: null },
  jonas: { id: 'planner-en', name: 'Jonas Brandt', email: 'jonas@agentur.test', locale: 'en' as const },
};

describeEachDatabase('the planner hears of every venue step', (database) => {
  const handle = freshDatabaseEach(database);
  let requestId: string;

  beforeEach(async () => {
    for (const planner of Object.values(PLANNERS)) await handle.db.insert(user).values({ ...planner, emailVerified: true, role: 'admin' });
    requestId = await insertRequest(handle.db, { participantCount: 60, companyName: 'Nordlicht GmbH' });
  });

  /** Asks one new venue for the request as the planner; the venue's page token. */
  async function asked(planner: (typeof PLANNERS)[keyof typeof PLANNERS], venueName = 'Warnowsaal') {
    const venueId = await insertVenue(handle.db, { name: venueName, contactName: 'Jonas Berg', contactEmail: `events@${venueName.toLowerCase()}.test` });
    const outcome = await askVenues(
      handle.db,
      { dates: askDates(), participantCount: 60, budgetPerPersonCents: null, wishes: '', plannerNote: '', venueIds: [venueId] },
      { requestId, cityName: 'Rostock', planner: { id: planner.id, email: planner.email, profile: { name: planner.name } }, teamAddress: NEWS.teamAddress, secret: SECRET, siteUrl: NEWS.siteUrl, signature: ['Agentur'] },
    );
    expect(outcome.ok).toBe(true);
    await handle.db.delete(mailOutbox);
    const [invite] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
    return { inviteId: invite.id, token: inviteToken(SECRET, invite.tokenNonce) };
  }

  const plannerMails = () => handle.db.select().from(mailOutbox).where(like(mailOutbox.kind, '%-planner')).orderBy(mailOutbox.id);
  const newsMark = async () => (await handle.db.select({ at: venueRequests.venueNewsAt }).from(venueRequests).where(eq(venueRequests.id, requestId)))[0].at;
  const booked = (inviteId: string) => handle.db.update(availabilityInvites).set({ bookingMailedAt: NOW }).where(eq(availabilityInvites.id, inviteId));
  const link = () => `Zur Anfrage: https://www.example.de/admin/requests/${requestId}`;

  it('mails the planner once per answer, in German, with the dates as the venue answered them, and marks the request until it is opened', async () => {
    const { token } = await asked(PLANNERS.katrin);
    expect(await answerInvite(handle.db, token, { ...ANSWER_FORM, revision: '0' }, NOW, NEWS)).toEqual({ ok: true, notice: 'antwort' });
    const [mail, ...more] = await plannerMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'availability-answered-planner', recipient: 'katrin@agentur.test', replyTo: 'events@warnowsaal.test', requestId, subject: 'Antwort von „Warnowsaal“ – Anfrage Nordlicht GmbH' });
    expect(mail.textBody).toBe(
      [
        'Hallo Katrin,',
        '„Warnowsaal“ hat auf die Verfügbarkeitsanfrage für Nordlicht GmbH geantwortet:\n11.12.2026, 18:00–23:30 Uhr: frei\n12.12.2026, 19:00–01:00 Uhr: als Option bis 04.12.2026',
        link(),
      ].join('\n\n'),
    );
    expect(await newsMark()).toEqual(NOW);

    // The same form sent again (a second tab) is refused: no second mail.
    expect(await answerInvite(handle.db, token, { ...ANSWER_FORM, revision: '0' }, NOW, NEWS)).toEqual({ ok: false, errors: {}, message: INVITE_TEXTS.stale });
    expect(await plannerMails()).toHaveLength(1);

    // The inbox shows the mark until a planner opens the request.
    const inbox = () => listInbox(handle.db, parseInboxFilter({}));
    expect((await inbox()).rows.map((row) => row.venueNewsAt)).toEqual([NOW]);
    await clearVenueNews(handle.db, requestId);
    expect((await inbox()).rows.map((row) => row.venueNewsAt)).toEqual([null]);
  });

  it('mails a decline with its reason in the language of the planner’s account', async () => {
    const { token } = await asked(PLANNERS.jonas);
    expect(await declineInvite(handle.db, token, { revision: '0', declineReason: 'An dem Abend ist eine Hochzeit bei uns' }, NOW, NEWS)).toEqual({ ok: true, notice: 'abgelehnt' });
    const [mail, ...more] = await plannerMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'availability-declined-planner', recipient: 'jonas@agentur.test', subject: '“Warnowsaal” declined – request Nordlicht GmbH' });
    expect(mail.textBody).toBe(
      ['Hi Jonas,', '“Warnowsaal” declined the availability request for Nordlicht GmbH.', 'The venue’s reason:\n    An dem Abend ist eine Hochzeit bei uns', `Open the request: https://www.example.de/admin/requests/${requestId}`].join('\n\n'),
    );
    expect(await newsMark()).toEqual(NOW);
  });

  it('mails a booking confirmed and a booking refused with its reason, each once', async () => {
    const confirming = await asked(PLANNERS.katrin, 'Warnowsaal');
    const refusing = await asked(PLANNERS.katrin, 'Hafenhaus');
    for (const invite of [confirming, refusing]) await booked(invite.inviteId);

    expect(await replyToBookingInvite(handle.db, confirming.token, true, {}, NOW, NEWS)).toEqual({ ok: true, notice: 'bestaetigt' });
    expect(await replyToBookingInvite(handle.db, refusing.token, false, { bookingReason: 'Wasserschaden im Saal' }, NOW, NEWS)).toEqual({ ok: true, notice: 'buchung-abgelehnt' });
    // A second reply is refused and mails nothing.
    expect(await replyToBookingInvite(handle.db, confirming.token, true, {}, NOW, NEWS)).toMatchObject({ ok: false, message: INVITE_TEXTS.bookingAlready });

    const mails = await plannerMails();
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.subject])).toEqual([
      ['availability-booking-confirmed-planner', 'katrin@agentur.test', 'Buchung bestätigt von „Warnowsaal“ – Anfrage Nordlicht GmbH'],
      ['availability-booking-declined-planner', 'katrin@agentur.test', 'Buchung abgelehnt von „Hafenhaus“ – Anfrage Nordlicht GmbH'],
    ]);
    expect(mails[0].textBody).toContain('„Warnowsaal“ hat die Buchung für Nordlicht GmbH bestätigt.');
    expect(mails[1].textBody).toContain('„Hafenhaus“ kann die Buchung für Nordlicht GmbH nicht annehmen');
    expect(mails[1].textBody).toContain('Begründung der Location:\n    Wasserschaden im Saal');
    expect(await newsMark()).toEqual(NOW);
  });

  it('mails the team in German, without a greeting, once the planner’s account is gone', async () => {
    const { token } = await asked(PLANNERS.jonas);
    await handle.db.delete(user).where(eq(user.id, PLANNERS.jonas.id));
    await declineInvite(handle.db, token, { revision: '0', declineReason: 'Ausgebucht' }, NOW, NEWS);
    const [mail] = await plannerMails();
    expect(mail).toMatchObject({ recipient: 'team@agentur.test', subject: 'Absage von „Warnowsaal“ – Anfrage Nordlicht GmbH' });
    expect(mail.textBody.split('\n')[0]).toBe('„Warnowsaal“ hat die Verfügbarkeitsanfrage für Nordlicht GmbH abgelehnt.');
  });

  it('mails one of two answers sent at the same moment, and one of two booking confirmations', DATABASE_DECIDES, async () => {
    const { inviteId, token } = await asked(PLANNERS.katrin);
    const answers = await Promise.all([0, 1].map(() => answerInvite(handle.db, token, { ...ANSWER_FORM, revision: '0' }, NOW, NEWS)));
    expect(answers.filter((outcome) => outcome.ok)).toHaveLength(1);
    await booked(inviteId);
    const replies = await Promise.all([0, 1].map(() => replyToBookingInvite(handle.db, token, true, {}, NOW, NEWS)));
    expect(replies.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect((await plannerMails()).map((mail) => mail.kind)).toEqual(['availability-answered-planner', 'availability-booking-confirmed-planner']);
  });
});
