import sharp from 'sharp';
import { expect, it } from 'vitest';
import { mailOutbox, pendingChangePhotos, pendingChanges, storedImages, user } from '@/db/schema';
import { encodeImage } from '@/features/images/encode';
import { liveProfileOf } from '@/features/venues/profile-queries';
import { insertVenue } from '@/test/offer-fixtures';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { failingInsertsInto, WriteFailed } from '@/test/failing-writes';
import { takeChange, waitingChangesCount } from './change-queries';
import { submitVenueProfile } from './public-service';

const TEAM = { siteUrl: 'https://www.planer.test', teamAddress: 'team@planer.test' };
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 60, b: 200 } } }).png().toBuffer();

describeEachDatabase("an operator's profile change", (database) => {
  const handle = freshDatabaseEach(database);

  /** An operator's venue, and a change to it: a new text and a new photo file. */
  async function changeOfOperator() {
    const operator = { id: 'partner-1', name: 'Frau Speicher', email: 'speicher@spreespeicher.test' };
    await handle.db.insert(user).values({ ...operator, emailVerified: true, role: 'partner' });
    const venue = { id: await insertVenue(handle.db, { name: 'Spreespeicher', partnerUserId: operator.id }), name: 'Spreespeicher', cityName: 'Berlin' };
    const { live } = (await liveProfileOf(handle.db, venue.id))!;
    const { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices } = live;
    const fields = { description, included, directions, capacitySeated, capacityStanding, types, priceBlocks, showPrices };
    const photos = [{ sourceUrl: 'upload:neu.png', encoded: await encodeImage(await png()), alt: 'Neu' }];
    return { operator, venue, live, fields: { ...fields, description: 'Neuer Text.' }, photos };
  }

  it("stores the new file's copy with the change that waits for the team", async () => {
    const { operator, venue, live, fields, photos } = await changeOfOperator();
    expect(await submitVenueProfile(handle.db, { operator, venue, fields, photos, live }, TEAM)).toEqual({ kind: 'saved', unchanged: false });
    expect(await handle.db.$count(storedImages)).toBe(1);
    expect(await handle.db.$count(pendingChanges)).toBe(1);
    expect(await handle.db.$count(pendingChangePhotos)).toBe(1);
    expect(await waitingChangesCount(handle.db)).toBe(1);
  });

  it('mails the team once when a change begins to wait: not for the newer change that replaces it, nor for a withdrawal; again when one waits anew', async () => {
    const { operator, venue, live, fields } = await changeOfOperator();
    const submit = (description: string) => submitVenueProfile(handle.db, { operator, venue, fields: { ...fields, description }, photos: [], live }, TEAM);
    const teamMails = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    await submit('Erster Entwurf.');
    const [mail, ...more] = await teamMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'profile-review-waiting', recipient: 'team@planer.test', replyTo: 'speicher@spreespeicher.test', subject: 'Profiländerung zu prüfen: Spreespeicher – Berlin' });
    expect(mail.textBody).toBe(
      'Frau Speicher (speicher@spreespeicher.test) hat eine Änderung am Profil von „Spreespeicher“ (Berlin) eingereicht. Sie wartet auf Ihre Freigabe.\n\nPrüfen im Tab Buchungen: https://www.planer.test/admin/bookings',
    );
    await submit('Zweiter Entwurf.');
    await submit(live.description);
    expect(await teamMails()).toHaveLength(1);
    // Withdrawn, or taken off for the team's decision, a change that waits again is news again.
    await submit('Dritter Entwurf.');
    const [waiting] = await handle.db.select({ id: pendingChanges.id }).from(pendingChanges);
    await handle.db.transaction((tx) => takeChange(tx, waiting.id));
    await submit('Vierter Entwurf.');
    expect(await teamMails()).toHaveLength(3);
  });

  it('leaves nothing behind when the change cannot be saved: no copy of the file, no waiting change', DATABASE_DECIDES, async () => {
    const { operator, venue, live, fields, photos } = await changeOfOperator();
    const imagesBefore = await handle.db.select({ id: storedImages.id }).from(storedImages);
    // The change's photos are its last write: they fail after the file's copy and the change's row were stored.
    await expect(submitVenueProfile(failingInsertsInto(handle.db, pendingChangePhotos), { operator, venue, fields, photos, live }, TEAM)).rejects.toBeInstanceOf(WriteFailed);
    expect(await handle.db.select({ id: storedImages.id }).from(storedImages)).toEqual(imagesBefore);
    expect(await handle.db.$count(pendingChanges)).toBe(0);
    expect(await handle.db.$count(pendingChangePhotos)).toBe(0);
    expect(await handle.db.$count(mailOutbox)).toBe(0);
  });

  it("stores no copy for a venue that is not the operator's", async () => {
    const { venue, live, fields, photos } = await changeOfOperator();
    const neighbour = { id: 'partner-2', name: 'Nachbar', email: 'nachbar@andere-location.test' };
    await handle.db.insert(user).values({ ...neighbour, emailVerified: true, role: 'partner' });
    expect(await submitVenueProfile(handle.db, { operator: neighbour, venue, fields, photos, live }, TEAM)).toEqual({ kind: 'unknown' });
    expect(await handle.db.$count(storedImages)).toBe(0);
    expect(await handle.db.$count(pendingChanges)).toBe(0);
    expect(await handle.db.$count(mailOutbox)).toBe(0);
  });
});
