import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { availabilityInvites, type DraftOption, offers, offerVenueUses, user, venues } from '@/db/schema';
import { ensureOffer } from '@/features/offers/queries';
import { newDraft } from '@/features/offers/rules';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { askVenues } from './ask';
import { readAsk } from './form-schema';
import { saveAnswer } from './queries';
import { takeAnswer } from './take-answer';

const NOW = new Date('2026-11-16T09:00:00Z');
const TODAY = '2026-11-16';
const LATER = new Date('2026-11-16T10:00:00Z');

describeEachDatabase('taking an answer into the offer', (database) => {
  const handle = freshDatabaseEach(database);

  /** A request whose one venue was asked and answered: free on the first date, with one price line. */
  async function answered() {
    const { db } = handle;
    await db.insert(user).values({ id: 'admin-1', name: 'Paula Planer', email: 'paula@planer.test', role: 'admin' });
    const requestId = await insertRequest(db, { participantCount: 60 });
    const venueId = await insertVenue(db, { name: 'Alte Münze', contactName: 'Jonas Berg', contactEmail: 'events@muenze.test' });
    const ask = readAsk({ [`venue.${venueId}`]: 'on', 'dates.0.date': '2026-12-04', 'dates.0.start': '18:00', 'dates.0.end': '23:00', participantCount: '60', budget: '', wishes: '', plannerNote: '' }, TODAY, 5);
    if (!ask.ok) throw new Error(JSON.stringify(ask.errors));
    const planner = { id: 'admin-1', email: 'paula@planer.test', profile: { name: 'Paula Planer' } };
    expect(await askVenues(db, ask.value, { requestId, cityName: 'Berlin', planner, teamAddress: 'team@planer.test', secret: 'geheim'.repeat(8), siteUrl: 'https://www.planer.test', signature: ['--'] })).toEqual({ ok: true, asked: 1 });
    const [invite] = await db.select().from(availabilityInvites).where(eq(availabilityInvites.venueId, venueId));
    const answer = { dateAnswers: [{ state: 'available' as const, optionUntil: null }], quotedLines: [{ text: 'Menü drei Gänge', basis: 'per_person' as const, unitNetCents: 49_50, vatRate: 7 as const }], priceNote: '', note: '' };
    expect(await saveAnswer(db, { inviteId: invite.id, expectedRevision: 0, answer, now: NOW })).toMatchObject({ ok: true });
    return { requestId, venueId, inviteId: invite.id };
  }

  const inviteRow = async (inviteId: string) => (await handle.db.select().from(availabilityInvites).where(eq(availabilityInvites.id, inviteId)))[0];
  const offerRow = async (requestId: string) => (await handle.db.select().from(offers).where(eq(offers.requestId, requestId)))[0];

  it('locks the answer and saves the draft with it, in one step', async () => {
    const { requestId, venueId, inviteId } = await answered();
    expect(await takeAnswer(handle.db, { requestId, inviteId, today: TODAY, now: LATER })).toEqual({ kind: 'taken', position: 1, replaced: false });
    expect((await inviteRow(inviteId)).usedAt).toEqual(LATER);
    const offer = await offerRow(requestId);
    expect(offer).toMatchObject({ revision: 1, draft: { options: [{ venueId, fromAnswer: { inviteId } }] } });
    expect(await handle.db.select({ venueId: offerVenueUses.venueId }).from(offerVenueUses)).toEqual([{ venueId }]);
  });

  it('leaves nothing behind when the draft cannot be saved: the answer stays unlocked, the draft as it was', DATABASE_DECIDES, async () => {
    const { requestId, inviteId } = await answered();
    // The draft holds an option whose venue was deleted from the catalogue since: the save, which records the
    // draft's venues as used (a foreign key to the catalogue), fails after the answer was locked.
    const goneId = await insertVenue(handle.db, { name: 'Halle am Abriss' });
    const gone: DraftOption = { venueId: goneId, dates: [], lines: [], included: '', holdUntil: '', note: '' };
    await ensureOffer(handle.db, requestId, { ...newDraft(TODAY), options: [gone] });
    await handle.db.delete(venues).where(eq(venues.id, goneId));
    const [offerBefore, inviteBefore] = [await offerRow(requestId), await inviteRow(inviteId)];

    expect(await takeAnswer(handle.db, { requestId, inviteId, today: TODAY, now: LATER })).toEqual({ kind: 'failed' });

    expect(await offerRow(requestId)).toEqual(offerBefore);
    expect(await inviteRow(inviteId)).toEqual(inviteBefore);
    expect(inviteBefore.usedAt).toBeNull();
    expect(await handle.db.$count(offerVenueUses)).toBe(0);
    // So the venue may still change its answer.
    const changed = { dateAnswers: [{ state: 'option' as const, optionUntil: '2026-11-30' }], quotedLines: [], priceNote: 'neu', note: '' };
    expect(await saveAnswer(handle.db, { inviteId, expectedRevision: inviteBefore.revision, answer: changed, now: LATER })).toMatchObject({ ok: true });
  });
});
