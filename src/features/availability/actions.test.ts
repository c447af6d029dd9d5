import { and, eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { availabilityInvites, requestStatusChanges, user, venueRequests } from '@/db/schema';
import { enterResponse, type ResponseContext } from '@/lib/next-internals';
import { addToDay, berlinDay, formatLongDate } from '@/lib/time';
import { fixClockAnyMoment } from '@/test/clock';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { formData, redirectOf } from '@/test/server-actions';

// The refusals answer with a status (lib/next-internals/status-override.ts: each post its own response) and read the page anew.
vi.mock('next/cache', () => ({ refresh: () => undefined }));

const { answerInviteAction, confirmBookingAction, declineBookingAction, declineInviteAction } = await import('./actions');
const { inviteFormState } = await import('./form-state');
const { askVenues } = await import('./ask');
const { inviteToken } = await import('./tokens');
const { INVITE_TEXTS } = await import('./texts');
const { VENUE } = await import('@/features/requests/history-queries');
const { openInvite } = await import('./public-service');
const { InvitePage } = await import('./components/invite-page');

const SECRET = 'test-secret-for-availability-actions';
// The party a month ahead of the controlled clock's today, so an option until a fortnight ahead is neither past nor after it.
const TODAY = berlinDay(fixClockAnyMoment());
const PARTY = addToDay(TODAY, 30);
const OPTION_UNTIL = addToDay(TODAY, 14);

/** A new response for each post: it tells which status the post was answered with. */
function asVisitor(): ResponseContext {
  return enterResponse();
}

const answerFields = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  revision: '0',
  'dates.0.state': 'available',
  'dates.1.state': 'option',
  'dates.1.optionUntil': OPTION_UNTIL,
  'lines.0.text': 'Menü drei Gänge',
  'lines.0.basis': 'per_person',
  'lines.0.unitNet': '49,50',
  'lines.0.vatRate': '7',
  'lines.1.text': '',
  'lines.1.basis': 'per_person',
  'lines.1.unitNet': '',
  'lines.1.vatRate': '19',
  priceNote: '',
  note: 'Wir freuen uns!',
  ...overrides,
});

describeEachDatabase('the availability page actions', (database) => {
  const handle = appDatabaseFor(database);
  const empty = () => inviteFormState();

  beforeEach(async () => {
    await handle.db.insert(user).values({ id: 'planner-1', name: 'Katrin Vogel', email: 'katrin@agentur.test', emailVerified: true, role: 'admin' }).onConflictDoNothing();
  });

  /** A request asked of one new venue: its invitation's id and its private link's token. */
  async function invited(venueName = `Alte Münze ${crypto.randomUUID().slice(0, 8)}`) {
    const requestId = await insertRequest(handle.db, { participantCount: 60 });
    const venueId = await insertVenue(handle.db, { name: venueName, contactName: 'Jonas Berg', contactEmail: 'events@muenze.test' });
    const outcome = await askVenues(
      handle.db,
      {
        venueIds: [venueId],
        dates: [
          { date: PARTY, start: '18:00', end: '23:30' },
          { date: addToDay(PARTY, 1), start: '19:00', end: '01:00' },
        ],
        participantCount: 60,
        budgetPerPersonCents: 85_00,
        wishes: '',
        plannerNote: '',
      },
      { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel', jobTitle: 'Eventplanerin', phone: '030 555' } }, teamAddress: 'team@agentur.test', secret: SECRET, siteUrl: 'https://www.example.de', signature: ['Agentur'] },
    );
    expect(outcome).toEqual({ ok: true, asked: 1 });
    const [invite] = await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
    return { requestId, venueName, inviteId: invite.id, token: inviteToken(SECRET, invite.tokenNonce) };
  }

  const inviteRow = async (inviteId: string) => (await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.id, inviteId)))[0];

  it('saves an answer and leads back to the page with its notice', async () => {
    const { inviteId, token } = await invited();
    asVisitor();
    expect(await redirectOf(answerInviteAction(empty(), formData(answerFields(token))))).toBe(`/verfuegbarkeit/${token}?hinweis=antwort`);
    expect(await inviteRow(inviteId)).toMatchObject({
      status: 'answered',
      revision: 1,
      dateAnswers: [
        { state: 'available', optionUntil: null },
        { state: 'option', optionUntil: OPTION_UNTIL },
      ],
      quotedLines: [{ text: 'Menü drei Gänge', basis: 'per_person', unitNetCents: 49_50, vatRate: 7 }],
      note: 'Wir freuen uns!',
    });
  });

  it('answers an invalid post with everything typed and the errors by field, and changes nothing', async () => {
    const { inviteId, token } = await invited();
    const before = await inviteRow(inviteId);
    const response = asVisitor();
    const state = await answerInviteAction(empty(), formData(answerFields(token, { 'lines.0.unitNet': 'viel', 'dates.1.optionUntil': '' })));
    expect(state.errors).toEqual({ 'lines.0.unitNet': INVITE_TEXTS.lineAmountInvalid, 'dates.1.optionUntil': INVITE_TEXTS.optionDateMissing });
    expect(state.message).toBe(INVITE_TEXTS.invalid);
    // Every value as typed, the blank spare row at the end left out, the page's own fields (token, revision) too.
    expect(state.values).toEqual({
      'dates.0.state': 'available',
      'dates.1.state': 'option',
      'dates.1.optionUntil': '',
      'lines.0.text': 'Menü drei Gänge',
      'lines.0.basis': 'per_person',
      'lines.0.unitNet': 'viel',
      'lines.0.vatRate': '7',
      priceNote: '',
      note: 'Wir freuen uns!',
    });
    expect(response.status).toBe(422);
    expect(await inviteRow(inviteId)).toEqual(before);
  });

  it('refuses a missing, ill-shaped or unknown link with the words for a gone one', async () => {
    await invited();
    for (const token of ['', '../etc/passwd', 'x'.repeat(43)]) {
      asVisitor();
      const state = await answerInviteAction(empty(), formData(answerFields(token)));
      expect(state).toMatchObject({ errors: {}, message: INVITE_TEXTS.goneText });
    }
  });

  it('refuses a decline without a reason, then takes one with it', async () => {
    const { inviteId, token } = await invited();
    const response = asVisitor();
    expect(await declineInviteAction(empty(), formData({ token, revision: '0', declineReason: '  ' }))).toEqual({
      values: { declineReason: '  ' },
      errors: { declineReason: INVITE_TEXTS.declineReasonMissing },
      message: INVITE_TEXTS.invalid,
    });
    expect(response.status).toBe(422);
    expect(await inviteRow(inviteId)).toMatchObject({ status: 'asked', revision: 0, declineReason: '' });

    asVisitor();
    expect(await redirectOf(declineInviteAction(empty(), formData({ token, revision: '0', declineReason: 'Ausgebucht' })))).toBe(`/verfuegbarkeit/${token}?hinweis=abgelehnt`);
    expect(await inviteRow(inviteId)).toMatchObject({ status: 'declined', revision: 1, declineReason: 'Ausgebucht' });
  });

  /** The venue's page as its link opens it today, as the server renders it (the text between the tags, spaces joined). */
  async function pageText(token: string, notice?: 'abgelehnt') {
    const opened = await openInvite(handle.db, token, TODAY);
    if (opened.kind !== 'open') throw new Error(`the page is ${opened.kind}`);
    const html = renderToStaticMarkup(createElement(InvitePage, { page: opened.page, token, notice, today: TODAY }));
    return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/\s+/g, ' ') };
  }

  it('confirms a decline plainly on the page: no question, no second decline, and no other answer taken after it', async () => {
    const { inviteId, token } = await invited();
    expect((await pageText(token)).text).toContain(INVITE_TEXTS.heading);
    asVisitor();
    expect(await redirectOf(declineInviteAction(empty(), formData({ token, revision: '0', declineReason: 'An dem Abend ist eine Hochzeit bei uns' })))).toBe(`/verfuegbarkeit/${token}?hinweis=abgelehnt`);
    const declinedAt = (await inviteRow(inviteId)).answeredAt!;

    const { html, text } = await pageText(token, 'abgelehnt');
    expect(html).toContain('<h1 class="mt-1 text-3xl font-bold text-pine-900 md:text-4xl">Ihre Absage ist bei uns angekommen</h1>');
    expect(text).toContain(
      `Sie haben uns am ${formatLongDate(declinedAt)} abgesagt. Schade, dass es diesmal nicht passt – vielen Dank, dass Sie uns Bescheid gegeben haben. Bei der nächsten passenden Feier fragen wir Sie gern wieder an.`,
    );
    expect(html).toMatch(/<p role="status"[^>]*>Sie haben uns am /);
    expect(text).toContain('Ihre Begründung An dem Abend ist eine Hochzeit bei uns');
    expect(text).toContain('Ist doch noch ein Termin frei geworden? Dann rufen Sie uns gern an.');
    // Nothing asks any more: no question, no form, no decline box.
    for (const asked of [INVITE_TEXTS.heading, 'Sagen Sie uns bitte je Termin', INVITE_TEXTS.declineTitle, INVITE_TEXTS.declineButton, INVITE_TEXTS.send, INVITE_TEXTS.change]) expect(text).not.toContain(asked);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<textarea');
    // The party's facts and who to call stay.
    expect(text).toContain('Die Anfrage');
    expect(text).toContain('Ihre Ansprechperson Katrin Vogel');

    // An answer from a tab opened before the decline, or one naming the new revision, is refused with the decline's words.
    for (const revision of ['0', '1']) {
      const response = asVisitor();
      expect(await answerInviteAction(empty(), formData(answerFields(token, { revision })))).toMatchObject({ message: INVITE_TEXTS.alreadyDeclined });
      expect(response.status).toBe(409);
    }
    asVisitor();
    expect(await declineInviteAction(empty(), formData({ token, revision: '1', declineReason: 'Noch einmal' }))).toMatchObject({ message: INVITE_TEXTS.alreadyDeclined });
    expect(await inviteRow(inviteId)).toMatchObject({ status: 'declined', revision: 1, declineReason: 'An dem Abend ist eine Hochzeit bei uns', dateAnswers: [] });

    // Once the company chose another venue, the page still reads as the decline (a venue that held nothing has no option to free).
    await handle.db.update(availabilityInvites).set({ releasedAt: new Date() }).where(eq(availabilityInvites.id, inviteId));
    await handle.db.update(venueRequests).set({ status: 'angebot_angenommen' }).where(eq(venueRequests.id, (await inviteRow(inviteId)).requestId));
    const after = await pageText(token);
    expect(after.text).toContain('Ihre Absage ist bei uns angekommen');
    expect(after.text).not.toContain(INVITE_TEXTS.released);
    expect(after.text).not.toContain('Ihre Option');
    expect(after.text).not.toContain(INVITE_TEXTS.declinedChange);
    expect(after.html).not.toContain('role="status"');
  });

  it('refuses a second answer from a form opened before the first (a second tab) with 409', async () => {
    const { token } = await invited();
    asVisitor();
    await redirectOf(answerInviteAction(empty(), formData(answerFields(token))));
    const response = asVisitor();
    const state = await answerInviteAction(empty(), formData(answerFields(token, { note: 'Zweiter Versuch' })));
    expect(state).toMatchObject({ errors: {}, message: INVITE_TEXTS.stale, values: { note: 'Zweiter Versuch' } });
    expect(response.status).toBe(409);
  });

  it('takes the booking reply once: the confirmation is recorded in the history, a second reply is refused', async () => {
    const { requestId, venueName, inviteId, token } = await invited();
    asVisitor();
    expect(await confirmBookingAction(empty(), formData({ token, revision: '0' }))).toMatchObject({ message: INVITE_TEXTS.notBooked });

    await handle.db.update(availabilityInvites).set({ bookingMailedAt: new Date() }).where(eq(availabilityInvites.id, inviteId));
    asVisitor();
    expect(await redirectOf(confirmBookingAction(empty(), formData({ token, revision: '0' })))).toBe(`/verfuegbarkeit/${token}?hinweis=bestaetigt`);
    expect(await inviteRow(inviteId)).toMatchObject({ bookingReply: 'confirmed', bookingReplyReason: '' });
    expect((await inviteRow(inviteId)).bookingRepliedAt).toBeInstanceOf(Date);

    const again = asVisitor();
    expect(await confirmBookingAction(empty(), formData({ token, revision: '0' }))).toEqual({ values: {}, errors: {}, message: INVITE_TEXTS.bookingAlready });
    expect(again.status).toBe(409);
    asVisitor();
    expect(await declineBookingAction(empty(), formData({ token, revision: '0', bookingReason: 'Doch ausgebucht' }))).toMatchObject({ message: INVITE_TEXTS.bookingAlready });
    expect(await inviteRow(inviteId)).toMatchObject({ bookingReply: 'confirmed' });

    const history = await handle.db
      .select()
      .from(requestStatusChanges)
      .where(and(eq(requestStatusChanges.requestId, requestId), eq(requestStatusChanges.event, 'venue_booking_confirmed')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ note: venueName, changedByEmail: VENUE });
    // Booked, the answer is closed.
    asVisitor();
    expect(await answerInviteAction(empty(), formData(answerFields(token)))).toMatchObject({ message: INVITE_TEXTS.closed });
  });

  it('declines a booking only with a reason, which reaches the history', async () => {
    const { requestId, venueName, inviteId, token } = await invited();
    await handle.db.update(availabilityInvites).set({ bookingMailedAt: new Date() }).where(eq(availabilityInvites.id, inviteId));
    asVisitor();
    expect(await declineBookingAction(empty(), formData({ token, revision: '0', bookingReason: '' }))).toMatchObject({ errors: { bookingReason: INVITE_TEXTS.bookingReasonMissing } });
    expect(await inviteRow(inviteId)).toMatchObject({ bookingReply: null });

    asVisitor();
    expect(await redirectOf(declineBookingAction(empty(), formData({ token, revision: '0', bookingReason: 'Wasserschaden im Saal' })))).toBe(`/verfuegbarkeit/${token}?hinweis=buchung-abgelehnt`);
    expect(await inviteRow(inviteId)).toMatchObject({ bookingReply: 'declined', bookingReplyReason: 'Wasserschaden im Saal' });
    const [declined] = await handle.db
      .select()
      .from(requestStatusChanges)
      .where(and(eq(requestStatusChanges.requestId, requestId), eq(requestStatusChanges.event, 'venue_booking_declined')));
    expect(declined).toMatchObject({ note: `${venueName}: Wasserschaden im Saal`, changedByEmail: VENUE });
  });
});
