import { eq, inArray } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, mailOutbox, user, venueRequests } from '@/db/schema';
import { MESSAGES } from '@/i18n/messages';
import { parseConfig } from '@/lib/config';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { availabilityOfRequest } from './admin-queries';
import { askVenues } from './ask';
import { AdminAvailability } from './components/admin-availability';
import { queueFollowUps } from './jobs';
import { saveAnswer, saveDecline } from './queries';

const HOUR = 3_600_000;

describeEachDatabase("the request page's availability section", (database) => {
  const handle = freshDatabaseEach(database);
  let requestId: string;
  const ids: Record<string, string> = {};
  const request = (status = 'neu') => ({ id: requestId, status, cityId: 'berlin', cityName: 'Berlin', participantCount: 60 });

  beforeEach(async () => {
    await handle.db.insert(user).values({ id: 'planner-1', name: 'Katrin Vogel', email: 'katrin@agentur.test', emailVerified: true, role: 'admin' });
    requestId = await insertRequest(handle.db, { participantCount: 60 });
    ids.muenze = await insertVenue(handle.db, { name: 'Alte Münze', contactEmail: 'events@muenze.test' });
    ids.small = await insertVenue(handle.db, { name: 'Zwergensaal', capacitySeated: 20, capacityStanding: 30, contactEmail: 'info@zwerge.test' });
    ids.hamburg = await insertVenue(handle.db, { name: 'Elbloft', cityId: 'hamburg', cityName: 'Hamburg', contactEmail: 'info@elbloft.test' });
    ids.silent = await insertVenue(handle.db, { name: 'Stiller Hof', contactEmail: '' });
    ids.archived = await insertVenue(handle.db, { name: 'Archivsaal', contactEmail: 'a@archiv.test', archivedAt: new Date('2026-11-16T09:00:00Z') });
    const asked = await askVenues(
      handle.db,
      { venueIds: [ids.muenze], dates: [{ date: '2099-12-11', start: '18:00', end: '23:00' }], participantCount: 60, budgetPerPersonCents: null, wishes: '', plannerNote: '' },
      { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel' } }, teamAddress: 'team@agentur.test', secret: 'test-secret-for-availability-links', siteUrl: 'https://www.example.de', signature: [] },
    );
    expect(asked).toEqual({ ok: true, asked: 1 });
  });

  it('lists the venues for a new ask, city-and-size first, with why one cannot be asked and how each answers', async () => {
    const [invite] = await handle.db.select().from(availabilityInvites);
    const now = new Date(invite.createdAt.getTime() + 30 * HOUR);
    const { choices, open } = await availabilityOfRequest(handle.db, request(), now);
    expect(open).toBe(true);
    expect(choices.map((choice) => [choice.name, choice.suggested, choice.hasContact, choice.alreadyAsked])).toEqual([
      ['Alte Münze', true, true, true],
      ['Stiller Hof', true, false, false],
      ['Elbloft', false, true, false],
      ['Zwergensaal', false, true, false],
    ]);
    expect(choices[0].figures).toEqual({ asked: 1, answered: 0, rate: 0, medianHours: null });
    expect(choices[2].figures).toBeUndefined();
  });

  it('shows a waiting venue as overdue after 24 hours, and an answer with a free date as one to take while the request is open', async () => {
    const [invite] = await handle.db.select().from(availabilityInvites);
    const later = new Date(invite.createdAt.getTime() + 30 * HOUR + 20 * 60_000);
    const waiting = await availabilityOfRequest(handle.db, request(), later);
    expect(waiting.asks).toHaveLength(1);
    expect(waiting.asks[0]).toMatchObject({ participantCount: 60, dates: [{ date: '2099-12-11', start: '18:00', end: '23:00' }] });
    expect(waiting.asks[0].invites).toMatchObject([{ id: invite.id, venueName: 'Alte Münze', status: 'asked', waitingHours: 30, overdueSince: new Date(invite.createdAt.getTime() + 24 * HOUR), takeable: false }]);
    const early = await availabilityOfRequest(handle.db, request(), new Date(invite.createdAt.getTime() + 5 * HOUR));
    expect(early.asks[0].invites[0]).toMatchObject({ waitingHours: 5, overdueSince: null });

    const answeredAt = new Date(invite.createdAt.getTime() + 3 * HOUR);
    await saveAnswer(handle.db, { inviteId: invite.id, expectedRevision: 0, answer: { dateAnswers: [{ state: 'available', optionUntil: null }], quotedLines: [], priceNote: 'Pauschal 4.000 €', note: '' }, now: answeredAt });
    const answered = await availabilityOfRequest(handle.db, request(), later);
    expect(answered.asks[0].invites[0]).toMatchObject({ status: 'answered', answeredAt, waitingHours: null, overdueSince: null, priceNote: 'Pauschal 4.000 €', takeable: true });
    expect(answered.choices[0].figures).toEqual({ asked: 1, answered: 1, rate: 1, medianHours: 3 });
    const closed = await availabilityOfRequest(handle.db, request('abgesagt'), later);
    expect(closed.open).toBe(false);
    expect(closed.asks[0].invites[0].takeable).toBe(false);
    await handle.db.update(availabilityInvites).set({ dateAnswers: [{ state: 'unavailable', optionUntil: null }] }).where(eq(availabilityInvites.id, invite.id));
    expect((await availabilityOfRequest(handle.db, request(), later)).asks[0].invites[0].takeable).toBe(false);
  });

  /** The request page's availability section as the planner reads it, in `locale`: each asked venue's card as its text. */
  async function cards(locale: 'de' | 'en', now: Date) {
    const availability = await availabilityOfRequest(handle.db, request('abgesagt'), now);
    const intl = { locale, messages: MESSAGES[locale], timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, intl, createElement(AdminAvailability, { requestId, availability, prefill: { participantCount: 60 }, today: '2026-11-27' })));
    const texts = cardsOf(html).map((card) => card.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    return new Map(texts.map((text) => [['Alte Münze', 'Zwergensaal', 'Elbloft'].find((name) => text.startsWith(name)) ?? text, text]));
  }

  /** Each venue's card (an item of the section's grid), with the lists inside it. */
  function cardsOf(html: string): string[] {
    return [...html.matchAll(/<li class="flex flex-col/g)].map((start) => {
      let depth = 0;
      for (const tag of html.slice(start.index).matchAll(/<(\/?)li[\s>]/g)) {
        depth += tag[1] ? -1 : 1;
        if (depth === 0) return html.slice(start.index, start.index + tag.index);
      }
      throw new Error('a card without its end');
    });
  }

  it('reads a decline as „abgelehnt“ and calls only a venue that held a date „freigegeben“ once the company decided', async () => {
    // Three more venues asked: one declines, one holds an option, one never answers; then the company withdraws.
    const asked = await askVenues(
      handle.db,
      { venueIds: [ids.small, ids.hamburg], dates: [{ date: '2099-12-11', start: '18:00', end: '23:00' }], participantCount: 60, budgetPerPersonCents: null, wishes: '', plannerNote: '' },
      { requestId, cityName: 'Berlin', planner: { id: 'planner-1', email: 'katrin@agentur.test', profile: { name: 'Katrin Vogel' } }, teamAddress: 'team@agentur.test', secret: 'test-secret-for-availability-links', siteUrl: 'https://www.example.de', signature: [] },
    );
    expect(asked).toEqual({ ok: true, asked: 2 });
    const inviteOf = async (venueId: string) => (await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId)))[0];
    const [muenze, small, elbloft] = [await inviteOf(ids.muenze), await inviteOf(ids.small), await inviteOf(ids.hamburg)];
    const askedAt = muenze.createdAt;
    const at = (hours: number) => new Date(askedAt.getTime() + hours * HOUR);
    expect(await saveDecline(handle.db, { inviteId: muenze.id, expectedRevision: 0, reason: 'Ausgebucht', now: at(2) })).toMatchObject({ ok: true });
    expect(await saveAnswer(handle.db, { inviteId: elbloft.id, expectedRevision: 0, answer: { dateAnswers: [{ state: 'option', optionUntil: '2099-12-01' }], quotedLines: [], priceNote: 'Pauschal 4.000 €', note: '' }, now: at(3) })).toMatchObject({ ok: true });
    await handle.db.update(venueRequests).set({ status: 'abgesagt' }).where(eq(venueRequests.id, requestId));
    await handle.db.delete(mailOutbox);
    expect(await queueFollowUps(handle.db, parseConfig({ AUTH_SECRET: 'test-secret-for-availability-links', SITE_URL: 'https://www.example.de' }), at(40))).toBe(3);
    const released = await handle.db.select().from(availabilityInvites).where(inArray(availabilityInvites.id, [muenze.id, small.id, elbloft.id]));
    expect(released.every((invite) => invite.releasedAt?.getTime() === at(40).getTime())).toBe(true);
    // The mails: the option freed for the venue that held one, the ask settled for the one that never answered, nothing to the decline.
    expect((await handle.db.select().from(mailOutbox).orderBy(mailOutbox.recipient)).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['info@elbloft.test', 'Ihre Option ist wieder frei – Elbloft'],
      ['info@zwerge.test', 'Unsere Anfrage hat sich erledigt – Zwergensaal'],
    ]);

    const stamp = (hours: number) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at(hours));
    const german = await cards('de', at(50));
    expect(german.get('Alte Münze')).toBe(`Alte Münze abgelehnt am ${stamp(2)} Grund: Ausgebucht`);
    expect(german.get('Zwergensaal')).toBe(`Zwergensaal nicht geantwortet Anfrage erledigt am ${stamp(40)}: Die Location weiß, dass wir keine Antwort mehr brauchen`);
    expect(german.get('Elbloft')).toContain(`geantwortet am ${stamp(3)}`);
    expect(german.get('Elbloft')).toContain(`freigegeben am ${stamp(40)}: Die Location weiß, dass ihre Option frei ist`);
    for (const venue of ['Alte Münze', 'Zwergensaal']) expect(german.get(venue)).not.toMatch(/freigegeben|überfällig|wartet/);

    const english = await cards('en', at(50));
    expect(english.get('Alte Münze')).toBe(`Alte Münze declined ${stamp(2)} Reason: Ausgebucht`);
    expect(english.get('Zwergensaal')).toBe(`Zwergensaal no answer ask settled ${stamp(40)}: the venue was told no answer is needed any more`);
    expect(english.get('Elbloft')).toContain(`released ${stamp(40)}: the venue was told the option is free`);
    for (const venue of ['Alte Münze', 'Zwergensaal']) expect(english.get(venue)).not.toMatch(/released|overdue|waiting/);
  });

  it('lists the company’s wished venue first and ticked, and marks „Stadt und Größe passen“ only where every guest has a seat', async () => {
    ids.narrow = await insertVenue(handle.db, { name: 'Kleiner Saal', capacitySeated: 40, capacityStanding: 100, contactEmail: 'saal@klein.test' });
    const availability = await availabilityOfRequest(handle.db, { ...request(), wishedVenueId: ids.small }, new Date());
    expect(availability.choices.map((choice) => [choice.name, choice.wished, choice.suggested])).toEqual([
      ['Zwergensaal', true, false],
      ['Alte Münze', false, true],
      ['Stiller Hof', false, true],
      ['Elbloft', false, false],
      ['Kleiner Saal', false, false],
    ]);

    const intl = { locale: 'de', messages: MESSAGES.de, timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
    const render = (wishedVenueId: string) =>
      availabilityOfRequest(handle.db, { ...request(), wishedVenueId }, new Date()).then((shown) =>
        renderToStaticMarkup(createElement(NextIntlClientProvider, intl, createElement(AdminAvailability, { requestId, availability: shown, prefill: { participantCount: 60 }, today: '2026-11-27' }))),
      );
    /** The ask form's venues as the planner sees them: name, ticked or not, and the marks beside it. */
    const rows = (html: string) =>
      [...html.matchAll(/<li><label[^>]*><input type="checkbox"([^>]*name="venue\.[^>]*)>([\s\S]*?)<\/label><\/li>/g)].map(([, input, rest]) => {
        const text = rest.replace(/<[^>]+>/g, '|').split('|').map((part) => part.trim()).filter(Boolean);
        return [text[0], input.includes('checked=""') ? 'angekreuzt' : '–', ['Wunsch der Firma', 'Stadt und Größe passen'].filter((mark) => text.includes(mark)).join(', ')];
      });
    expect(rows(await render(ids.small))).toEqual([
      ['Zwergensaal', 'angekreuzt', 'Wunsch der Firma'],
      ['Alte Münze', '–', 'Stadt und Größe passen'],
      ['Stiller Hof', '–', 'Stadt und Größe passen'],
      ['Elbloft', '–', ''],
      ['Kleiner Saal', '–', ''],
    ]);
    // A wish already asked stays first, but greyed out and not ticked.
    expect(rows(await render(ids.muenze))[0]).toEqual(['Alte Münze', '–', 'Wunsch der Firma, Stadt und Größe passen']);
  });
});
