import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, mailOutbox, requestStatusChanges, user, venueRequests, venues } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { ANSWER_FORM, askDates } from '@/test/availability-fixtures';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { askVenues } from './ask';
import { partnerInvites } from './dashboard';
import { inviteStage } from './rules';
import { answerInvite, declineInvite, openInvite } from './public-service';
import { inviteToken } from './tokens';
import { INVITE_TEXTS } from './texts';

const SECRET = 'test-secret-for-availability-links';
const NOW = new Date('2026-11-27T10:00:00Z');
const TODAY = '2026-11-27';
const NEWS = { siteUrl: 'https://www.example.de', teamAddress: 'team@agentur.test' };

const ASK = {
  dates: askDates(),
  participantCount: 60,
  budgetPerPersonCents: 85_00,
  wishes: 'Gern mit Live-Musik',
  plannerNote: 'Die Firma mag es rustikal.',
};

const answerFields = (overrides: Record<string, string> = {}) => ({ ...ANSWER_FORM, revision: '0', note: 'Wir freuen uns!', ...overrides });

describeEachDatabase('availability requests', (database) => {
  const handle = freshDatabaseEach(database);
  let requestId: string;
  let venueIds: string[];

  beforeEach(async () => {
    await handle.db.insert(user).values({ id: 'planner-1', name: 'Katrin Vogel', email: 'katrin@agentur.test', emailVerified: true, role: 'admin' });
    requestId = await insertRequest(handle.db, { participantCount: 60 });
    venueIds = [
      await insertVenue(handle.db, { name: 'Alte Münze', contactName: 'Jonas Berg', contactEmail: 'events@muenze.test' }),
      await insertVenue(handle.db, { name: 'Spreespeicher', contactSalutation: 'frau', contactName: 'Lea Hahn', contactEmail: 'lea@speicher.test' }),
    ];
  });

  const ask = (ids = venueIds) =>
    askVenues(handle.db, { ...ASK, venueIds: ids }, { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel', jobTitle: 'Eventplanerin', phone: '030 555' } }, teamAddress: 'team@agentur.test', secret: SECRET, siteUrl: 'https://www.example.de', signature: ['Agentur'] });

  /** The venue's page as it opens today, or undefined. */
  const pageOf = async (token: string) => {
    const opened = await openInvite(handle.db, token, TODAY);
    return opened.kind === 'open' ? opened.page : undefined;
  };

  async function tokenOf(venueId: string) {
    const [row] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
    return inviteToken(SECRET, row.tokenNonce);
  }

  it('asks several venues in one go: an invitation and a mail each, without the company', async () => {
    const outcome = await ask();
    expect(outcome).toEqual({ ok: true, asked: 2 });
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
    expect(mails.map((mail) => [mail.recipient, mail.kind, mail.secretLink])).toEqual([
      ['events@muenze.test', 'availability-ask', true],
      ['lea@speicher.test', 'availability-ask', true],
    ]);
    expect(mails[0].subject).toBe('Anfrage Weihnachtsfeier für 60 Personen am 11.12.2026 (oder Alternativtermin) – Alte Münze');
    // Greeted by salutation and surname where the catalogue has one, by the full name where not; a reply reaches the planner, who signs.
    expect(mails.map((mail) => [mail.textBody.split('\n')[0], mail.replyTo])).toEqual([
      ['Guten Tag Jonas Berg,', 'katrin@agentur.test'],
      ['Guten Tag Frau Hahn,', 'katrin@agentur.test'],
    ]);
    for (const mail of mails) expect(mail.textBody).toContain('Mit freundlichen Grüßen\nKatrin Vogel\nEventplanerin\nTelefon: 030 555\n');
    expect(await handle.db.select({ contactName: availabilityInvites.contactName, contactSalutation: availabilityInvites.contactSalutation }).from(availabilityInvites).orderBy(availabilityInvites.recipient)).toEqual([
      { contactName: 'Jonas Berg', contactSalutation: null },
      { contactName: 'Lea Hahn', contactSalutation: 'frau' },
    ]);
    expect(mails[0].textBody).toContain(`https://www.example.de/verfuegbarkeit/${await tokenOf(venueIds[0])}`);
    expect(mails[0].textBody).not.toContain('Müller');
    expect(mails[0].textBody).not.toContain('erika@mueller.test');
    const [history] = await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId));
    expect(history).toMatchObject({ event: 'availability_asked', note: 'Alte Münze, Spreespeicher', changedByEmail: 'katrin@agentur.test' });
    // Asked once per request: a second ask of the same venue is refused as a whole and changes nothing.
    expect(await ask([venueIds[0]])).toEqual({ ok: false, reason: 'not-askable', missing: 1 });
    expect(await handle.db.$count(mailOutbox)).toBe(2);
  });

  it('takes an answer, refuses a stale second one, then a closed request', async () => {
    await ask();
    const token = await tokenOf(venueIds[0]);
    expect(await answerInvite(handle.db, token, answerFields(), NOW, NEWS)).toEqual({ ok: true, notice: 'antwort' });
    const page = await pageOf(token);
    expect(page?.invite).toMatchObject({
      status: 'answered',
      revision: 1,
      dateAnswers: [
        { state: 'available', optionUntil: null },
        { state: 'option', optionUntil: '2026-12-04' },
      ],
      quotedLines: [{ text: 'Menü drei Gänge', basis: 'per_person', unitNetCents: 49_50, vatRate: 7 }],
    });
    // The same form sent twice (a second tab): the second names revision 0 and is refused.
    expect(await answerInvite(handle.db, token, answerFields({ note: 'Zweiter Versuch' }), NOW, NEWS)).toEqual({ ok: false, errors: {}, message: INVITE_TEXTS.stale });
    expect(await answerInvite(handle.db, token, answerFields({ 'lines.0.unitNet': 'viel', revision: '1' }), NOW, NEWS)).toMatchObject({ ok: false, errors: { 'lines.0.unitNet': INVITE_TEXTS.lineAmountInvalid } });
    expect(await answerInvite(handle.db, token, answerFields({ 'dates.2.state': 'available', revision: '1' }), NOW, NEWS)).toMatchObject({ ok: false, message: INVITE_TEXTS.dateOutside });
    await handle.db.update(venueRequests).set({ status: 'angebot_angenommen' }).where(eq(venueRequests.id, requestId));
    expect(await declineInvite(handle.db, token, { revision: '1', declineReason: 'Ausgebucht' }, NOW, NEWS)).toEqual({ ok: false, errors: {}, message: INVITE_TEXTS.closed });
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    expect(await answerInvite(handle.db, token, answerFields({ revision: '1' }), NOW, NEWS)).toEqual({ ok: false, errors: {}, message: INVITE_TEXTS.withdrawn });
    expect((await pageOf(token))?.invite).toMatchObject({ status: 'answered', revision: 1, note: 'Wir freuen uns!' });
  });

  it('lists the requests to an operator’s venues in its partner area, each opening its page, and no other venue’s', async () => {
    await handle.db.insert(user).values({ id: 'operator-1', name: 'Jonas Berg', email: 'events@muenze.test', emailVerified: true, role: 'partner' });
    await handle.db.update(venues).set({ partnerUserId: 'operator-1' }).where(eq(venues.id, venueIds[0]));
    await ask();
    const listed = await partnerInvites(handle.db, 'operator-1', SECRET);
    expect(listed.map((row) => [row.venueName, row.participantCount, inviteStage(row.invite, row.requestStatus)])).toEqual([['Alte Münze', 60, 'waiting']]);
    expect((await pageOf(listed[0].token))?.venue.name).toBe('Alte Münze');
    expect(await partnerInvites(handle.db, 'someone-else', SECRET)).toEqual([]);
  });

  it('keeps one of two answers sent at the same moment and refuses the other', DATABASE_DECIDES, async () => {
    await ask();
    const token = await tokenOf(venueIds[0]);
    const outcomes = await Promise.all([answerInvite(handle.db, token, answerFields({ note: 'Erste' }), NOW, NEWS), answerInvite(handle.db, token, answerFields({ note: 'Zweite' }), NOW, NEWS)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, errors: {}, message: INVITE_TEXTS.stale }]);
    const kept = (await pageOf(token))?.invite;
    expect(kept?.revision).toBe(1);
    expect(kept?.note).toBe(outcomes[0].ok ? 'Erste' : 'Zweite');
  });

  it('answers an unknown or forged token with nothing', async () => {
    await ask();
    expect(await openInvite(handle.db, 'x'.repeat(43), TODAY)).toEqual({ kind: 'unknown' });
    expect(await openInvite(handle.db, '../etc', TODAY)).toEqual({ kind: 'unknown' });
    expect(await answerInvite(handle.db, 'x'.repeat(43), answerFields(), NOW, NEWS)).toMatchObject({ ok: false, message: INVITE_TEXTS.goneText });
  });
});
