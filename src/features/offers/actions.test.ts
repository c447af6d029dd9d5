import { and, asc, eq } from 'drizzle-orm';
import ical from 'node-ical';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailAttachments, mailOutbox, offerAcceptances, offers, rateLimitHits, requestStatusChanges, user, venueRequests } from '@/db/schema';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import { enterResponse } from '@/lib/next-internals';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { choiceForm, publishOffer } from '@/test/offer-fixtures';
import type { OfferSnapshot } from '@/db/schema';
import { formData, redirectOf } from '@/test/server-actions';
import { inTransaction } from '@/test/transaction';

// The actions read the client's address through next/headers; each post is its own response (lib/next-internals/status-override.ts).
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));
vi.mock('next/cache', () => ({ refresh: () => undefined, revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined }));

const { askQuestionAction, chooseOptionAction } = await import('./actions');
const { emptyChoice } = await import('./form-state');
const { publishVersion, recordFirstView } = await import('./queries');
const { openOffer } = await import('./public-service');
const { afterStatusMove, queueBookingConfirmation } = await import('./booking');
const { changeRequestStatus } = await import('@/features/requests/inbox');
const { PUBLIC_TEXTS } = await import('./texts');
const { ACCEPTANCE_MESSAGES } = await import('./form-schema');
const { ChoiceSection } = await import('./components/offer-forms');

const SECRET = 's'.repeat(40);
function asVisitor(address = '198.51.100.7') {
  requestHeaders = new Headers({ [CLIENT_ADDRESS_HEADER]: address });
  return enterResponse();
}

const BILLING = { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', purchaseOrder: 'PO-4711', terms: 'on', message: '<b>Bitte vegetarisch</b>' };

describeEachDatabase('offer page actions', (database) => {
  const handle = appDatabaseFor(database);

  beforeEach(async () => {
    await handle.db.delete(rateLimitHits);
  });

  const published = (overrides: Partial<OfferSnapshot> = {}) => publishOffer(handle.db, SECRET, overrides);

  const choice = (offer: { token: string; versionId: string }, fields: Record<string, string> = {}) => choiceForm(offer, { message: BILLING.message, ...fields });

  const mailsOf = (requestId: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.requestId, requestId)).orderBy(asc(mailOutbox.id));
  const historyOf = (requestId: string) => handle.db.select().from(requestStatusChanges).where(eq(requestStatusChanges.requestId, requestId)).orderBy(asc(requestStatusChanges.id));

  it('accepts option 2 with its second date: status, history by "Kunde", the mails, then refuses a second choice with 409', async () => {
    const offer = await published();
    const responseId = asVisitor();
    expect(await redirectOf(chooseOptionAction(emptyChoice(45), choice(offer)))).toBe(`/angebot/${offer.token}#zusage`);
    expect(responseId.status).toBeUndefined();

    const [request] = await handle.db.select().from(venueRequests).where(eq(venueRequests.id, offer.requestId));
    expect(request.status).toBe('angebot_angenommen');
    const history = await historyOf(offer.requestId);
    expect(history.at(-1)).toMatchObject({ event: 'offer_accepted', toStatus: 'angebot_angenommen', changedByEmail: 'Kunde', note: 'Option 2: Location 2, Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr, 45 Personen' });
    const [acceptance] = await handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.offerId));
    expect(acceptance).toMatchObject({ optionIndex: 1, dateIndex: 1, participantCount: 45, purchaseOrder: 'PO-4711', message: '<b>Bitte vegetarisch</b>', billing: { company: 'Müller & Söhne GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' } });

    const mails = await mailsOf(offer.requestId);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.secretLink])).toEqual([
      ['offer-accepted-confirmation', request.email, true],
      ['offer-accepted-notification', 'paula@planer.test', false],
      ['offer-accepted-notification', 'team@localhost.localdomain', false],
    ]);
    // The totals of option 2 for 45 guests, as priceOption computes them (see prices.test.ts for the hand computation).
    expect(mails[0].textBody).toContain(`/angebot/${offer.token}`);
    expect(mails[0].textBody).toContain('Termin: Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr');
    expect(mails[1].textBody).toContain('Nachricht der Firma:\n    <b>Bitte vegetarisch</b>');
    expect(mails[1].htmlBody).toContain('&lt;b&gt;Bitte vegetarisch&lt;/b&gt;');
    expect(mails[1].textBody).not.toContain(offer.token);

    const second = asVisitor();
    const refused = await chooseOptionAction(emptyChoice(45), choice(offer, { optionIndex: '0', dateIndex: '0' }));
    expect(refused.message).toBe(PUBLIC_TEXTS.alreadyAccepted);
    expect(second.status).toBe(409);
    expect(await mailsOf(offer.requestId)).toHaveLength(3);
    expect(await handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.offerId))).toHaveLength(1);
  });

  it('keeps every typed value and names the problem next to its field; nothing is saved', async () => {
    const offer = await published();
    asVisitor();
    const answer = await chooseOptionAction(emptyChoice(45), choice(offer, { participantCount: '151', postalCode: '1011', terms: '' }));
    expect(answer.errors).toEqual({ participantCount: ACCEPTANCE_MESSAGES.participants(150), postalCode: ACCEPTANCE_MESSAGES.postalCode, terms: ACCEPTANCE_MESSAGES.terms });
    expect(answer.values).toMatchObject({ participantCount: '151', postalCode: '1011', company: 'Müller & Söhne GmbH', purchaseOrder: 'PO-4711', message: '<b>Bitte vegetarisch</b>' });
    // A value past its field's maximum is shown back cut to it, never whole.
    const long = await chooseOptionAction(emptyChoice(45), choice(offer, { company: 'x'.repeat(40_000), message: 'y'.repeat(40_000) }));
    expect([long.values.company.length, long.values.message.length]).toEqual([200, 2000]);
    expect(await handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.offerId))).toHaveLength(0);
    expect(await mailsOf(offer.requestId)).toHaveLength(0);
  });

  it('starts the billing address with the company’s name from its request, and keeps what the company types instead', async () => {
    const offer = await published({ request: { companyName: 'Nordlicht & Partner GmbH', contactName: 'Erika Müller', cityName: 'Berlin', participantCount: 45, packageId: 'basis' } });
    const html = renderToStaticMarkup(createElement(ChoiceSection, { snapshot: offer.snapshot, optionIndex: 1, token: offer.token, versionId: offer.versionId, closed: false, today: '2026-11-27' }));
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    const field = (name: string) => inputs.find((input) => input.includes(`name="${name}"`));
    expect(field('company')).toContain('value="Nordlicht &amp; Partner GmbH"');
    expect(field('participantCount')).toContain('value="45"');
    expect(field('street')).toContain('value=""');
    expect(html).not.toContain('Erika Müller');

    // What the company types stands after a refused post: another name, or none at all (then the field says so).
    asVisitor();
    const other = await chooseOptionAction(emptyChoice(45, 'Nordlicht & Partner GmbH'), choice(offer, { company: 'Nordlicht Holding AG', terms: '' }));
    expect(other.values.company).toBe('Nordlicht Holding AG');
    asVisitor();
    const cleared = await chooseOptionAction(emptyChoice(45, 'Nordlicht & Partner GmbH'), choice(offer, { company: '' }));
    expect([cleared.values.company, cleared.errors.company]).toEqual(['', ACCEPTANCE_MESSAGES.company]);
    expect(await handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, offer.offerId))).toHaveLength(0);
  });

  it('refuses a choice from a version that has been revised meanwhile (409) and an expired offer (410)', async () => {
    const offer = await published();
    const [row] = await handle.db.select().from(offers).where(eq(offers.id, offer.offerId));
    const revised = await inTransaction(handle.db, publishVersion)({ offerId: offer.offerId, expectedRevision: row.revision, snapshot: offer.snapshot, changes: ['Preis'], byEmail: 'paula@planer.test', secret: SECRET });
    expect(revised.ok).toBe(true);
    const responseId = asVisitor();
    expect((await chooseOptionAction(emptyChoice(45), choice(offer))).message).toBe(PUBLIC_TEXTS.outdated);
    expect(responseId.status).toBe(409);

    const expired = await published({ validUntil: '2020-01-01' });
    const expiredResponse = asVisitor();
    expect((await chooseOptionAction(emptyChoice(45), choice(expired))).message).toBe(PUBLIC_TEXTS.expired.title);
    expect(expiredResponse.status).toBe(410);
    for (const id of [offer.offerId, expired.offerId]) expect(await handle.db.select().from(offerAcceptances).where(eq(offerAcceptances.offerId, id))).toHaveLength(0);
  });

  it('answers an unknown link with 404 and sends nothing', async () => {
    const responseId = asVisitor();
    const answer = await askQuestionAction({ question: '', sent: false }, formData({ token: 'x'.repeat(43), question: 'Hallo?' }));
    expect(answer.message).toBe(PUBLIC_TEXTS.unknown);
    expect(responseId.status).toBe(404);
  });

  it('records a question in the history and mails it to the planner and the team', async () => {
    const offer = await published();
    asVisitor();
    expect(await askQuestionAction({ question: '', sent: false }, formData({ token: offer.token, question: 'x'.repeat(2001) }))).toMatchObject({ sent: false, error: 'Die Frage darf höchstens 2000 Zeichen lang sein.' });
    expect(await askQuestionAction({ question: '', sent: false }, formData({ token: offer.token, question: '  Gibt es vegane Menüs? <script>x</script> ' }))).toEqual({ question: '', sent: true, message: PUBLIC_TEXTS.questionSent });
    expect((await historyOf(offer.requestId)).at(-1)).toMatchObject({ event: 'offer_question', note: 'Gibt es vegane Menüs? <script>x</script>', changedByEmail: 'Kunde', toStatus: 'angebot_gesendet' });
    const mails = await mailsOf(offer.requestId);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.replyTo])).toEqual([
      ['offer-question', 'paula@planer.test', expect.stringMatching(/@mueller\.test$/)],
      ['offer-question', 'team@localhost.localdomain', expect.stringMatching(/@mueller\.test$/)],
    ]);
  });

  it('mails the question to a planner whose account reads English in English, and to the team’s address in German', async () => {
    await handle.db.insert(user).values({ id: 'petra', name: 'Petra Planer', email: 'petra@planer.test', emailVerified: true, role: 'admin', locale: 'en' });
    const offer = await published({ planner: { name: 'Petra Planer', email: 'petra@planer.test' } });
    asVisitor('198.51.100.31');
    expect(await askQuestionAction({ question: '', sent: false }, formData({ token: offer.token, question: 'Gibt es vegane Menüs?' }))).toMatchObject({ sent: true });
    const [planner, team] = await mailsOf(offer.requestId);
    expect([planner.recipient, planner.subject]).toEqual(['petra@planer.test', 'Question about the offer: Müller & Söhne GmbH']);
    expect(planner.textBody).toMatch(/^Hi Petra,\n\nMüller & Söhne GmbH has a question about the offer/);
    expect([team.recipient, team.subject]).toEqual(['team@localhost.localdomain', 'Frage zum Angebot: Müller & Söhne GmbH']);
    expect(team.textBody).toMatch(/^Müller & Söhne GmbH hat eine Frage zum Angebot gestellt/);
  });

  it('rate-limits the posts of one client that send mail', async () => {
    const offer = await published();
    asVisitor('198.51.100.99');
    for (let i = 0; i < 10; i++) expect((await askQuestionAction({ question: '', sent: false }, formData({ token: offer.token, question: `Frage ${i}` }))).sent).toBe(true);
    const responseId = asVisitor('198.51.100.99');
    expect(await askQuestionAction({ question: '', sent: false }, formData({ token: offer.token, question: 'Noch eine' }))).toMatchObject({ sent: false, message: PUBLIC_TEXTS.rateLimited });
    expect(responseId.status).toBe(429);
  });

  it('records the first view once, and shows an accepted offer after its validity', async () => {
    const offer = await published({ validUntil: '2026-12-09' });
    const opened = await openOffer(handle.db, offer.token, '2026-12-01');
    if (opened.kind !== 'found') throw new Error(opened.kind);
    await recordFirstView(handle.db, opened.offer);
    await recordFirstView(handle.db, opened.offer);
    expect((await historyOf(offer.requestId)).filter((step) => step.event === 'offer_viewed')).toHaveLength(1);
    expect((await openOffer(handle.db, offer.token, '2026-12-10')).kind).toBe('expired');
  });

  it('queues the booking confirmation with the party as a calendar file in Berlin time', async () => {
    const offer = await published();
    asVisitor();
    await redirectOf(chooseOptionAction(emptyChoice(45), choice(offer)));
    const queued = await handle.db.transaction((tx) => queueBookingConfirmation(tx, offer.requestId, { siteHost: 'planer.test', signature: ['--', 'Muster'] }));
    expect(queued).toBe(true);
    const [mail] = await handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.requestId, offer.requestId), eq(mailOutbox.kind, 'offer-booked')));
    // No preposition before the venue's name: its article cannot be guessed („in Kesselhaus am Kanal" is wrong German).
    expect(mail.subject).toBe('Gebucht: Ihre Weihnachtsfeier – Location 2, Sa. 12.12.2026');
    expect(mail.textBody).toContain('Ihre Weihnachtsfeier ist fest gebucht – hier alles auf einen Blick:\n\nIhre Feier:\n    Location: Location 2, Molkenmarkt 2, 10179 Berlin\n    Termin: Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr');
    const [file] = await handle.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
    expect(file).toMatchObject({ filename: 'weihnachtsfeier.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const events = Object.values(ical.sync.parseICS(Buffer.from(file.content).toString('utf8'))).filter((item) => item?.type === 'VEVENT') as ical.VEvent[];
    expect(events).toHaveLength(1);
    expect([events[0].start.toISOString(), events[0].end?.toISOString(), events[0].summary, events[0].location]).toEqual([
      '2026-12-12T18:00:00.000Z',
      '2026-12-13T00:00:00.000Z',
      'Weihnachtsfeier – Location 2',
      'Location 2, Molkenmarkt 2, 10179 Berlin',
    ]);

    // Through the planner's status change: 'Gebucht' queues it, again 'Gebucht' or another status does not.
    const [planner] = await handle.db.insert(user).values({ id: `planer-${offer.requestId}`, name: 'Paula', email: `paula-${offer.requestId}@planer.test`, emailVerified: true }).returning({ id: user.id });
    const move = (status: 'gebucht' | 'abgesagt') =>
      handle.db.transaction(async (tx) => {
        const moved = await changeRequestStatus(tx, { requestId: offer.requestId, status, note: null, byId: planner.id, byEmail: 'paula@planer.test' });
        if (moved) await afterStatusMove(tx, offer.requestId, moved, { siteHost: 'planer.test', signature: [] });
      });
    const booked = () => handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.requestId, offer.requestId), eq(mailOutbox.kind, 'offer-booked')));
    await move('gebucht');
    await move('gebucht');
    expect(await booked()).toHaveLength(2);
    await move('abgesagt');
    expect(await booked()).toHaveLength(2);

    const unaccepted = await published();
    expect(await handle.db.transaction((tx) => queueBookingConfirmation(tx, unaccepted.requestId, { siteHost: 'planer.test', signature: [] }))).toBe(false);
  });
});
