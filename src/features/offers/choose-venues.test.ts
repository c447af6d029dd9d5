import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { offers, offerVenueUses } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { failingInsertsInto, WriteFailed } from '@/test/failing-writes';
import { insertRequest, insertVenue } from '@/test/offer-fixtures';
import { chooseVenues } from './choose-venues';

const TODAY = '2026-11-16';

describeEachDatabase('choosing the venues of an offer', (database) => {
  const handle = freshDatabaseEach(database);

  async function requestAndVenues() {
    const requestId = await insertRequest(handle.db, { participantCount: 60 });
    const venueIds = [await insertVenue(handle.db, { name: 'Alte Münze' }), await insertVenue(handle.db, { name: 'Kesselhaus' })];
    return { requestId, venueIds };
  }

  it('makes the offer and saves its draft with the venues, in one step', async () => {
    const { requestId, venueIds } = await requestAndVenues();
    expect(await chooseVenues(handle.db, { requestId, revision: 0, venueIds, today: TODAY })).toEqual({ kind: 'chosen' });
    const [offer] = await handle.db.select().from(offers).where(eq(offers.requestId, requestId));
    expect(offer.revision).toBe(1);
    expect(offer.draft.options.map((option) => option.venueId)).toEqual(venueIds);
    expect((await handle.db.select({ venueId: offerVenueUses.venueId }).from(offerVenueUses)).map((use) => use.venueId).sort()).toEqual([...venueIds].sort());
  });

  it('leaves nothing behind when the draft cannot be saved: no offer, no venue marked as used', DATABASE_DECIDES, async () => {
    const { requestId, venueIds } = await requestAndVenues();
    // The draft's save records the venues as used last: that insert fails after the offer was made.
    await expect(chooseVenues(failingInsertsInto(handle.db, offerVenueUses), { requestId, revision: 0, venueIds, today: TODAY })).rejects.toBeInstanceOf(WriteFailed);
    expect(await handle.db.$count(offers)).toBe(0);
    expect(await handle.db.$count(offerVenueUses)).toBe(0);
  });

  it('leaves a draft worked on as it was when the save fails', DATABASE_DECIDES, async () => {
    const { requestId, venueIds } = await requestAndVenues();
    expect(await chooseVenues(handle.db, { requestId, revision: 0, venueIds: venueIds.slice(0, 1), today: TODAY })).toEqual({ kind: 'chosen' });
    const before = await handle.db.select().from(offers);
    await expect(chooseVenues(failingInsertsInto(handle.db, offerVenueUses), { requestId, revision: 1, venueIds, today: TODAY })).rejects.toBeInstanceOf(WriteFailed);
    expect(await handle.db.select().from(offers)).toEqual(before);
    expect(await handle.db.select({ venueId: offerVenueUses.venueId }).from(offerVenueUses)).toEqual([{ venueId: venueIds[0] }]);
  });
});
