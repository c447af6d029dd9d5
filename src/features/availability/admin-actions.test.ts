import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import type { DraftOption } from '@/db/schema';
import { availabilityAsks, availabilityInvites, mailOutbox, offers, requestStatusChanges, user, venueRequests, venues } from '@/db/schema';
import { fixClockDays } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';

// The role check itself is tested in src/features/auth/roles.test.ts; here a planner is signed in.
vi.mock('@/features/auth/server', () => ({
  sessionUser: async () => ({ id: 'admin-1', email: 'paula@planer.test', name: 'Paula Planer', role: 'admin', isAdmin: true, isPartner: false, locale: null }),
  serverSecret: async () => 'geheim'.repeat(8),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const { askAvailability, takeAnswerIntoOffer } = await import('./admin-actions');
const { saveAnswer, saveDecline } = await import('./queries');
const { ensureOffer } = await import('@/features/offers/queries');
const { newDraft } = await import('@/features/offers/rules');
const { translator } = await import('@/i18n/translator');
// Outside a request the admin's language is English.
const askText = translator('en', 'availability.ask');
const takeText = translator('en', 'availability.take');

// Dates asked for must not be past and a new draft is valid for days from today: today is the controlled clock's.
const { now, today, inDays } = fixClockDays();

describeEachDatabase('availability admin actions', (database) => {
  const handle = appDatabaseFor(database);
  let requestId = '';
  let venueIds: string[] = [];

  beforeEach(async () => {
    await handle.db.delete(mailOutbox);
    await handle.db.delete(venueRequests);
    await handle.db.delete(venues);
    await handle.db.insert(user).values({ id: 'admin-1', name: 'Paula Planer', email: 'paula@planer.test', role: 'admin', jobTitle: 'Eventplanerin', phone: '030 555 01' }).onConflictDoNothing();
    requestId = await insertRequest(handle.db, { participantCount: 60 });
    venueIds = [
      await insertVenue(handle.db, { name: 'Alte Münze', contactName: 'Jonas Berg', contactEmail: 'events@muenze.test', included: 'Garderobe' }),
      await insertVenue(handle.db, { name: 'Spreespeicher', contactName: 'Lea Hahn', contactEmail: 'lea@speicher.test' }),
    ];
  });

  const askFields = (overrides: Record<string, string> = {}, ids = venueIds) => ({
    requestId,
    ...Object.fromEntries(ids.map((id) => [`venue.${id}`, 'on'])),
    'dates.0.date': inDays(20),
    'dates.0.start': '18:00',
    'dates.0.end': '23:00',
    'dates.1.date': inDays(21),
    'dates.1.start': '19:00',
    'dates.1.end': '01:00',
    'dates.2.date': inDays(27),
    'dates.2.start': '18:00',
    'dates.2.end': '23:00',
    participantCount: '60',
    budget: '85,00',
    wishes: 'Gern mit Live-Musik',
    plannerNote: '',
    ...overrides,
  });

  const written = async () => ({
    asks: await handle.db.$count(availabilityAsks),
    invites: await handle.db.$count(availabilityInvites),
    mails: await handle.db.$count(mailOutbox),
    history: await handle.db.$count(requestStatusChanges),
  });

  const inviteOf = async (venueId: string) => (await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId)))[0];
  const offerRow = async () => (await handle.db.select().from(offers).where(eq(offers.requestId, requestId)))[0];

  /** The first venue answers: free on date 1, an option on date 2, taken on date 3, with one price line. */
  async function answerFirst() {
    await askAvailability(askFields());
    const invite = await inviteOf(venueIds[0]);
    const answer = {
      dateAnswers: [
        { state: 'available' as const, optionUntil: null },
        { state: 'option' as const, optionUntil: inDays(10) },
        { state: 'unavailable' as const, optionUntil: null },
      ],
      quotedLines: [{ text: 'Menü drei Gänge', basis: 'per_person' as const, unitNetCents: 49_50, vatRate: 7 as const }],
      priceNote: 'Getränke nach Verbrauch',
      note: 'Wir freuen uns!',
    };
    expect(await saveAnswer(handle.db, { inviteId: invite.id, expectedRevision: 0, answer, now })).toMatchObject({ ok: true });
    return inviteOf(venueIds[0]);
  }

  it('asks two venues at once: two invitations, two mails signed by the planner, one history entry', async () => {
    expect(await askAvailability(askFields())).toEqual({ ok: true, data: { asked: 2 } });
    const invites = await handle.db.select().from(availabilityInvites).orderBy(availabilityInvites.recipient);
    expect(invites.map((invite) => [invite.recipient, invite.contactName, invite.status])).toEqual([
      ['events@muenze.test', 'Jonas Berg', 'asked'],
      ['lea@speicher.test', 'Lea Hahn', 'asked'],
    ]);
    const [ask] = await handle.db.select().from(availabilityAsks);
    expect(ask).toMatchObject({
      requestId,
      askedById: 'admin-1',
      participantCount: 60,
      budgetPerPersonCents: 85_00,
      wishes: 'Gern mit Live-Musik',
      dates: [
        { date: inDays(20), start: '18:00', end: '23:00' },
        { date: inDays(21), start: '19:00', end: '01:00' },
        { date: inDays(27), start: '18:00', end: '23:00' },
      ],
    });
    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.recipient);
    expect(mails.map((mail) => [mail.recipient, mail.kind, mail.requestId])).toEqual([
      ['events@muenze.test', 'availability-ask', requestId],
      ['lea@speicher.test', 'availability-ask', requestId],
    ]);
    expect(mails[0].textBody).toContain('Paula Planer');
    expect(mails[0].textBody).toContain('Eventplanerin');
    // The company stays unnamed until it chooses the venue.
    expect(mails[0].textBody).not.toContain('Müller');
    expect(mails[0].textBody).not.toContain('erika@mueller.test');
    const history = await handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId));
    expect(history).toMatchObject([{ event: 'availability_asked', note: 'Alte Münze, Spreespeicher', changedByEmail: 'paula@planer.test' }]);
  });

  it('holds back an ask that names the company with a warning saying what it found, and sends it on the second click', async () => {
    // The surname stands in the company's name, so naming the company names its contact too.
    const wishes = 'Wir sind die Müller & Söhne, Rückruf unter +49 30 1234567';
    const warning = 'Your text to the venues names the company name “Müller & Söhne GmbH”, the contact’s name “Erika Müller”, and the phone number 030 1234567. The venues should learn who the company is only once it accepts an offer. Please check the wishes and the note; to send the text as it is, click “Ask anyway” once more.';
    expect(await askAvailability(askFields({ wishes }))).toEqual({ ok: false, status: 409, message: warning, fieldErrors: { identity: warning } });
    expect(await askAvailability(askFields({ wishes, identityConfirmed: 'something else' }))).toMatchObject({ ok: false, status: 409, message: warning });
    expect(await written()).toEqual({ asks: 0, invites: 0, mails: 0, history: 0 });
    // A note that names more than the warning said is warned about again.
    const more = await askAvailability(askFields({ wishes, plannerNote: 'Antwort gern an erika@mueller.test', identityConfirmed: warning }));
    expect(more).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('“Erika Müller”, the e-mail address erika@mueller.test, and the phone number') });
    expect(await written()).toEqual({ asks: 0, invites: 0, mails: 0, history: 0 });

    expect(await askAvailability(askFields({ wishes, identityConfirmed: warning }))).toEqual({ ok: true, data: { asked: 2 } });
    expect((await handle.db.select().from(availabilityAsks))[0].wishes).toBe(wishes);
  });

  it('refuses a past date, no venue, a venue without contact e-mail or one asked before, and a closed request, writing nothing', async () => {
    expect(await askAvailability(askFields({ 'dates.0.date': inDays(-1) }))).toEqual({ ok: false, status: 400, message: askText('invalid'), fieldErrors: { 'dates.0.date': askText('datePast') } });
    expect(await askAvailability(askFields({}, []))).toEqual({ ok: false, status: 400, message: askText('invalid'), fieldErrors: { venues: askText('noVenue') } });
    expect(await askAvailability(askFields({ budget: '85.5', 'dates.1.start': '7 Uhr' }))).toMatchObject({ ok: false, status: 400, fieldErrors: { budget: askText('budget'), 'dates.1.start': askText('timeInvalid') } });
    const silent = await insertVenue(handle.db, { name: 'Ohne Adresse', contactEmail: '  ' });
    const refusal = askText('notAskable', { missing: 1 });
    expect(await askAvailability(askFields({}, [...venueIds, silent]))).toEqual({ ok: false, status: 409, message: refusal, fieldErrors: { venues: refusal } });
    expect(await written()).toEqual({ asks: 0, invites: 0, mails: 0, history: 0 });

    expect(await askAvailability(askFields({}, [venueIds[0]]))).toEqual({ ok: true, data: { asked: 1 } });
    const once = await written();
    expect(await askAvailability(askFields())).toMatchObject({ ok: false, status: 409, message: refusal });
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    expect(await askAvailability(askFields({}, [venueIds[1]]))).toEqual({ ok: false, status: 409, message: askText('closedRequest') });
    expect(await written()).toEqual(once);
  });

  it("takes an answer into the offer draft: the venue's dates, prices and option, marked as its answer; taken again, it replaces the option", async () => {
    const invite = await answerFirst();
    expect(invite.usedAt).toBeNull();
    expect(await takeAnswerIntoOffer({ requestId, inviteId: invite.id })).toEqual({ ok: true, data: { position: 1, replaced: false } });
    const offer = await offerRow();
    expect(offer.revision).toBe(1);
    expect(offer.draft.validUntil).toBe(newDraft(today).validUntil);
    expect(offer.draft.options).toEqual([
      {
        venueId: venueIds[0],
        dates: [
          { date: inDays(20), start: '18:00', end: '23:00' },
          { date: inDays(21), start: '19:00', end: '01:00' },
        ],
        lines: [{ text: 'Menü drei Gänge', basis: 'per_person', quantity: '1', unitNet: '49,50', vatRate: '7' }],
        included: 'Garderobe',
        holdUntil: inDays(10),
        note: 'Getränke nach Verbrauch\n\nWir freuen uns!',
        fromAnswer: { inviteId: invite.id, answeredAt: invite.answeredAt!.toISOString() },
      },
    ] satisfies DraftOption[]);
    const used = await inviteOf(venueIds[0]);
    expect(used.usedAt).toBeInstanceOf(Date);
    // From now on the venue cannot change its answer.
    expect(await saveAnswer(handle.db, { inviteId: invite.id, expectedRevision: used.revision, answer: { dateAnswers: [], quotedLines: [], priceNote: 'neu', note: '' }, now })).toEqual({ ok: false, reason: 'used' });

    // The planner worked on the option; taking the answer again puts the answer back in its place.
    await handle.db.update(offers).set({ draft: { ...offer.draft, options: [{ ...offer.draft.options[0], note: 'geändert' }] } }).where(eq(offers.id, offer.id));
    expect(await takeAnswerIntoOffer({ requestId, inviteId: invite.id })).toEqual({ ok: true, data: { position: 1, replaced: true } });
    const again = await offerRow();
    expect(again.draft.options).toHaveLength(1);
    expect(again.draft.options[0].note).toBe('Getränke nach Verbrauch\n\nWir freuen uns!');
    expect((await inviteOf(venueIds[0])).usedAt).toEqual(used.usedAt);
  });

  it('refuses to take an answer into a full offer (6 options), leaving the draft and the answer as they are', async () => {
    const invite = await answerFirst();
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => insertVenue(handle.db, { name: `Halle ${i + 1}` })));
    const option = (venueId: string): DraftOption => ({ venueId, dates: [], lines: [], included: '', holdUntil: '', note: '' });
    await ensureOffer(handle.db, requestId, { ...newDraft(today), options: others.map(option) });
    const before = await offerRow();
    expect(await takeAnswerIntoOffer({ requestId, inviteId: invite.id })).toEqual({ ok: false, status: 409, message: takeText('full') });
    expect(await offerRow()).toEqual(before);
    expect((await inviteOf(venueIds[0])).usedAt).toBeNull();
  });

  it('refuses a declined answer, one without a free date, one still waiting and one of another request', async () => {
    await askAvailability(askFields());
    const [first, second] = [await inviteOf(venueIds[0]), await inviteOf(venueIds[1])];
    const notAnswered = { ok: false, status: 409, message: takeText('notAnswered') };
    expect(await takeAnswerIntoOffer({ requestId, inviteId: first.id })).toEqual(notAnswered);
    expect(await saveDecline(handle.db, { inviteId: first.id, expectedRevision: 0, reason: 'Ausgebucht', now })).toMatchObject({ ok: true });
    expect(await takeAnswerIntoOffer({ requestId, inviteId: first.id })).toEqual(notAnswered);
    const taken = { state: 'unavailable' as const, optionUntil: null };
    expect(await saveAnswer(handle.db, { inviteId: second.id, expectedRevision: 0, answer: { dateAnswers: [taken, taken, taken], quotedLines: [], priceNote: '', note: '' }, now })).toMatchObject({ ok: true });
    expect(await takeAnswerIntoOffer({ requestId, inviteId: second.id })).toEqual(notAnswered);
    const otherRequest = await insertRequest(handle.db);
    expect(await takeAnswerIntoOffer({ requestId: otherRequest, inviteId: second.id })).toEqual({ ok: false, status: 404, message: takeText('inviteGone') });
    expect(await offerRow()).toBeUndefined();
    expect((await handle.db.select({ usedAt: availabilityInvites.usedAt }).from(availabilityInvites)).every((row) => row.usedAt === null)).toBe(true);
  });
});
