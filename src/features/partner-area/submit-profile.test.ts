import sharp from 'sharp';
import { expect, it } from 'vitest';
import { pendingChangePhotos, pendingChanges, storedImages, user } from '@/db/schema';
import { encodeImage } from '@/features/images/encode';
import { liveProfileOf } from '@/features/venues/profile-queries';
import { insertVenue } from '@/test/offer-fixtures';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { failingInsertsInto, WriteFailed } from '@/test/failing-writes';
import { waitingChangesCount } from './change-queries';
import { submitVenueProfile } from './submit-profile';

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 60, b: 200 } } }).png().toBuffer();

describeEachDatabase("an operator's profile change", (database) => {
  const handle = freshDatabaseEach(database);

  /** An operator's venue, and a change to it: a new text and a new photo file. */
  async function changeOfOperator() {
    const partnerUserId = 'partner-1';
    await handle.db.insert(user).values({ id: partnerUserId, name: 'Frau Speicher', email: 'speicher@spreespeicher.test', emailVerified: true, role: 'partner' });
    const venueId = await insertVenue(handle.db, { name: 'Spreespeicher', partnerUserId });
    const { live } = (await liveProfileOf(handle.db, venueId))!;
    const { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } = live;
    const fields = { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices };
    const photos = [{ sourceUrl: 'upload:neu.png', encoded: await encodeImage(await png()), alt: 'Neu' }];
    return { partnerUserId, venueId, live, fields: { ...fields, description: 'Neuer Text.' }, photos };
  }

  it("stores the new file's copy with the change that waits for the team", async () => {
    const { partnerUserId, venueId, live, fields, photos } = await changeOfOperator();
    expect(await submitVenueProfile(handle.db, { partnerUserId, venueId, fields, photos, live })).toEqual({ kind: 'saved', unchanged: false });
    expect(await handle.db.$count(storedImages)).toBe(1);
    expect(await handle.db.$count(pendingChanges)).toBe(1);
    expect(await handle.db.$count(pendingChangePhotos)).toBe(1);
    expect(await waitingChangesCount(handle.db)).toBe(1);
  });

  it('leaves nothing behind when the change cannot be saved: no copy of the file, no waiting change', DATABASE_DECIDES, async () => {
    const { partnerUserId, venueId, live, fields, photos } = await changeOfOperator();
    const imagesBefore = await handle.db.select({ id: storedImages.id }).from(storedImages);
    // The change's photos are its last write: they fail after the file's copy and the change's row were stored.
    await expect(submitVenueProfile(failingInsertsInto(handle.db, pendingChangePhotos), { partnerUserId, venueId, fields, photos, live })).rejects.toBeInstanceOf(WriteFailed);
    expect(await handle.db.select({ id: storedImages.id }).from(storedImages)).toEqual(imagesBefore);
    expect(await handle.db.$count(pendingChanges)).toBe(0);
    expect(await handle.db.$count(pendingChangePhotos)).toBe(0);
  });

  it("stores no copy for a venue that is not the operator's", async () => {
    const { venueId, live, fields, photos } = await changeOfOperator();
    await handle.db.insert(user).values({ id: 'partner-2', name: 'Nachbar', email: 'nachbar@andere-location.test', emailVerified: true, role: 'partner' });
    expect(await submitVenueProfile(handle.db, { partnerUserId: 'partner-2', venueId, fields, photos, live })).toEqual({ kind: 'unknown' });
    expect(await handle.db.$count(storedImages)).toBe(0);
    expect(await handle.db.$count(pendingChanges)).toBe(0);
  });
});
