import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { availabilityInvites, user } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { availabilityOfRequest } from './admin-queries';
import { askVenues } from './ask';
import { saveAnswer } from './queries';

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
});
