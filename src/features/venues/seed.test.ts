import { expect, it } from 'vitest';
import { venues } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { venueChoices } from '@/features/offers/venue-choices';
import { applyVenueSeed, SEED_VENUES } from './seed';

describeEachDatabase('demo venues', (database) => {
  const handle = freshDatabaseEach(database);

  it('adds the demo venues once, and only those missing', async () => {
    expect(await applyVenueSeed(handle.db)).toEqual({ venuesAdded: SEED_VENUES.length });
    expect(await applyVenueSeed(handle.db)).toEqual({ venuesAdded: 0 });
    await handle.db.delete(venues);
    await handle.db.insert(venues).values(SEED_VENUES[0]);
    expect(await applyVenueSeed(handle.db)).toEqual({ venuesAdded: SEED_VENUES.length - 1 });
    const offerable = await venueChoices(handle.db, { cityId: 'berlin', cityName: 'Berlin', participantCount: 100 });
    expect(offerable.filter((choice) => choice.suggested).map((choice) => choice.venue.name)).toEqual(['Spreespeicher Loft', 'Zunftbrauhaus Mitte']);
    expect(new Set(offerable.map((choice) => choice.venue.cityName))).toEqual(new Set(['Berlin', 'Hamburg', 'München']));
  });
});
