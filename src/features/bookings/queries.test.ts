import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { adBookings, adSlotHolds, venueAds } from '@/db/schema';
import type { Database, Transaction } from '@/db/client';
import { linkPartnerAccount } from '@/features/auth/partner-queries';
import { hashToken } from '@/lib/link-tokens';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { bookingRenewalMail } from './emails';
import { createAd } from '@/features/venue-ads/queries';
import { holdAdSlots } from '@/features/ad-slots/queries';
import { bookingToConfirm, claimDueRenewals, expireUnconfirmed, heldPerMonth, holdBooking, markConfirmed, rejectBooking, slotHolders } from './queries';
import { bookingPeriod, type BookingPeriod } from './rules';
import { inTransaction } from '@/test/transaction';

const NOW = new Date('2026-11-25T10:00:00Z');
const period = (startIndex: number): BookingPeriod => {
  const checked = bookingPeriod(startIndex, 2027, { year: 2026, monthIndex: 10 });
  if (!checked.ok) throw new Error(checked.problem);
  return checked.period;
};
let counter = 0;
const THIRTY_MINUTES = 30 * 60_000;
const booking = (startIndex: number, cityId = 'koeln', confirmBy = new Date(NOW.getTime() + THIRTY_MINUTES)) => ({
  cityId,
  period: period(startIndex),
  venueName: `Brauhaus ${++counter}`,
  description: 'Kölsch und Sauerbraten',
  imageUrl: null,
  imageId: null,
  websiteUrl: 'https://brauhaus.test',
  contactName: 'Jupp',
  email: `jupp${counter}@brauhaus.test`,
  phone: '0221 1',
  billing: { company: 'Brauhaus GmbH', street: 'Am Dom 1', postalCode: '50667', city: 'Köln', country: 'DE' },
  vatId: null,
  confirmTokenHash: hashToken(`token-${counter}`),
  confirmBy,
  sentAt: NOW,
});

const asPartner = (tx: Transaction, booking: { email: string; contactName: string }) => linkPartnerAccount(tx, { email: booking.email, name: booking.contactName });
/** The link's confirmation as the booking page runs it: the booking checked, its partner linked, then confirmed. */
const confirmIn = (db: Database, tokenHash: string) =>
  db.transaction(async (tx) => {
    const found = await bookingToConfirm(tx, tokenHash, NOW);
    if (found.kind !== 'confirmable') return found;
    const partner = await asPartner(tx, found.booking);
    return { kind: 'confirmed', booking: await markConfirmed(tx, found.booking.id, NOW, partner.userId), partner } as const;
  });

describeEachDatabase('ad bookings', (database) => {
  const handle = freshDatabaseEach(database);

  it('holds a slot in every month of the period; a fourth booking of a full month is refused whole, naming the full months', async () => {
    for (let i = 0; i < 3; i++) expect(await inTransaction(handle.db, holdBooking)(booking(10))).toMatchObject({ kind: 'held' });
    expect(await inTransaction(handle.db, holdBooking)(booking(9))).toEqual({ kind: 'full', months: ['2027-11-01', '2027-12-01'] });
    expect(await heldPerMonth(handle.db, 'koeln', period(9).months)).toEqual(new Map([['2027-11-01', 3], ['2027-12-01', 3]]));
    expect(await handle.db.select().from(adBookings)).toHaveLength(3);
    // Another city, and an earlier month of the same city, are not affected.
    expect(await inTransaction(handle.db, holdBooking)(booking(10, 'bonn'))).toMatchObject({ kind: 'held' });
    const holders = await slotHolders(handle.db, '2027-01-01', '2028-01-01');
    expect(holders.filter((row) => row.cityId === 'koeln').map((row) => [row.month, row.slot])).toEqual([
      ['2027-11-01', 1], ['2027-11-01', 2], ['2027-11-01', 3], ['2027-12-01', 1], ['2027-12-01', 2], ['2027-12-01', 3],
    ]);
  });

  it('counts live ads made in the admin: they hold their months, and a fourth holder of a full month is refused, also at once', DATABASE_DECIDES, async () => {
    const adInput = (name: string, liveSystem = true) => ({ cityId: 'koeln', venueName: name, description: 'Saal', imageUrl: null, websiteUrl: null, startsAt: null, expiresAt: null, active: true, featured: false, liveSystem });
    /** An admin-made ad and its slots in one transaction, rolled back when a month is full (as the admin's save does). */
    const adminAd = async (name: string, liveSystem = true) => {
      try {
        return await handle.db.transaction(async (tx) => {
          const ad = await createAd(tx, adInput(name, liveSystem));
          const full = await holdAdSlots(tx, ad, NOW);
          if (full.length) throw new Error(`full: ${full.join(', ')}`);
          return 'held';
        });
      } catch (err) {
        return (err as Error).message;
      }
    };
    // Without an end, an ad holds from this month as far as bookings reach: November 2026 to December 2027.
    expect(await adminAd('Saal 1')).toBe('held');
    expect((await heldPerMonth(handle.db, 'koeln', ['2026-11-01', '2027-03-01', '2027-12-01', '2028-03-01'])).size).toBe(3);
    expect(await adminAd('Demo-Saal', false)).toBe('held');
    await inTransaction(handle.db, holdBooking)(booking(9));
    // The last slot of October to December 2027: two bookings of those months and two admin ads at once, one wins.
    const racers = await Promise.all([inTransaction(handle.db, holdBooking)(booking(9)), adminAd('Saal 2'), inTransaction(handle.db, holdBooking)(booking(9)), adminAd('Saal 3')]);
    expect(racers.filter((outcome) => outcome === 'held' || (typeof outcome === 'object' && outcome.kind === 'held'))).toHaveLength(1);
    expect([...(await heldPerMonth(handle.db, 'koeln', period(9).months)).values()]).toEqual([3, 3, 3]);
    expect(await adminAd('Saal 4')).toBe('full: 2027-10-01, 2027-11-01, 2027-12-01');
    // Switched off, an admin ad frees its months.
    const [first] = await handle.db.select().from(venueAds).where(eq(venueAds.venueName, 'Saal 1'));
    await handle.db.transaction(async (tx) => holdAdSlots(tx, { ...first, active: false }, NOW));
    expect([...(await heldPerMonth(handle.db, 'koeln', period(9).months)).values()]).toEqual([2, 2, 2]);
  });

  it('gives the last slot to exactly one of ten bookings sent at once', DATABASE_DECIDES, async () => {
    for (let i = 0; i < 2; i++) await inTransaction(handle.db, holdBooking)(booking(9));
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => inTransaction(handle.db, holdBooking)(booking(9))));
    expect(outcomes.filter((outcome) => outcome.kind === 'held')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'full')).toHaveLength(9);
    expect(await heldPerMonth(handle.db, 'koeln', period(9).months)).toEqual(new Map(period(9).months.map((month) => [month, 3])));
    expect(await handle.db.select().from(adBookings)).toHaveLength(3);
  });

  it('confirms once within 30 minutes; an unconfirmed booking frees its slots after them, a rejected one at once', async () => {
    const first = booking(10);
    const held = await inTransaction(handle.db, holdBooking)(first);
    if (held.kind !== 'held') throw new Error(held.kind);
    expect(await confirmIn(handle.db, hashToken('nichts'))).toEqual({ kind: 'missing' });
    expect(await confirmIn(handle.db, first.confirmTokenHash)).toMatchObject({ kind: 'confirmed', booking: { status: 'confirmed', confirmedAt: NOW } });
    expect(await confirmIn(handle.db, first.confirmTokenHash)).toEqual({ kind: 'used' });

    const late = booking(10, 'koeln', new Date(NOW.getTime() - 1));
    await inTransaction(handle.db, holdBooking)(late);
    const forgotten = booking(10, 'koeln', new Date(NOW.getTime() - 1));
    await inTransaction(handle.db, holdBooking)(forgotten);
    expect(await confirmIn(handle.db, late.confirmTokenHash)).toEqual({ kind: 'expired' });
    expect(await inTransaction(handle.db, expireUnconfirmed)(NOW)).toBe(1);
    expect(await inTransaction(handle.db, expireUnconfirmed)(NOW)).toBe(0);
    expect(await confirmIn(handle.db, forgotten.confirmTokenHash)).toEqual({ kind: 'expired' });
    expect(await heldPerMonth(handle.db, 'koeln', period(10).months)).toEqual(new Map([['2027-11-01', 1], ['2027-12-01', 1]]));

    expect(await inTransaction(handle.db, rejectBooking)({ bookingId: held.booking.id, reason: 'Bild fehlt', byEmail: 'team@planer.test', now: NOW })).toBe(true);
    expect(await inTransaction(handle.db, rejectBooking)({ bookingId: held.booking.id, reason: 'Noch einmal', byEmail: 'team@planer.test', now: NOW })).toBe(false);
    expect(await handle.db.select().from(adSlotHolds)).toEqual([]);
    const [rejected] = await handle.db.select().from(adBookings).where(eq(adBookings.id, held.booking.id));
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Bild fehlt', reviewedByEmail: 'team@planer.test' });
  });

  it('lets one address hold one unconfirmed booking: a second waits its turn whatever the case, and one lapsed never stands in the way', async () => {
    const first = { ...booking(10), email: 'wirt@brauhaus.test' };
    expect(await inTransaction(handle.db, holdBooking)(first)).toMatchObject({ kind: 'held' });
    let thenRan = false;
    const refused = await handle.db.transaction(async (tx) => {
      const outcome = await holdBooking(tx, { ...booking(9, 'bonn'), email: 'Wirt@Brauhaus.TEST' });
      // What a use case adds after a hold (the mail) is left out when it is refused.
      if (outcome.kind === 'held') thenRan = true;
      return outcome;
    });
    expect(refused).toEqual({ kind: 'waiting', by: 'email' });
    expect(thenRan).toBe(false);
    expect(await handle.db.select().from(adBookings)).toHaveLength(1);
    expect(await heldPerMonth(handle.db, 'bonn', period(9).months)).toEqual(new Map());
    // Confirmed, the first one no longer waits.
    expect(await confirmIn(handle.db, first.confirmTokenHash)).toMatchObject({ kind: 'confirmed' });
    const second = { ...booking(9, 'bonn'), email: 'WIRT@brauhaus.test' };
    expect(await inTransaction(handle.db, holdBooking)(second)).toMatchObject({ kind: 'held' });
    // Its 30 minutes over but not yet swept: a new booking from the address releases it in its own transaction.
    const afterLapse = new Date(NOW.getTime() + THIRTY_MINUTES + 60_000);
    expect(await inTransaction(handle.db, holdBooking)({ ...booking(9, 'aachen'), email: 'wirt@brauhaus.test', sentAt: afterLapse })).toMatchObject({ kind: 'held' });
    const rows = await handle.db.select({ cityId: adBookings.cityId, status: adBookings.status }).from(adBookings).orderBy(adBookings.cityId);
    expect(rows).toEqual([
      { cityId: 'aachen', status: 'unconfirmed' },
      { cityId: 'bonn', status: 'expired' },
      { cityId: 'koeln', status: 'confirmed' },
    ]);
    expect(await heldPerMonth(handle.db, 'bonn', period(9).months)).toEqual(new Map());
    expect(await confirmIn(handle.db, second.confirmTokenHash)).toEqual({ kind: 'expired' });
  });

  it('lets exactly one of five bookings sent at once from one address hold its slots', DATABASE_DECIDES, async () => {
    const cities = ['koeln', 'bonn', 'aachen', 'berlin', 'hamburg'];
    const outcomes = await Promise.all(cities.map((cityId, i) => inTransaction(handle.db, holdBooking)({ ...booking(9, cityId), email: i % 2 ? 'Eine@Adresse.test' : 'eine@adresse.test' })));
    expect(outcomes.filter((outcome) => outcome.kind === 'held')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'waiting')).toHaveLength(4);
    const [held] = await handle.db.select().from(adBookings);
    expect(await handle.db.select().from(adBookings)).toHaveLength(1);
    expect(new Set((await handle.db.select({ bookingId: adSlotHolds.bookingId }).from(adSlotHolds)).map((row) => row.bookingId))).toEqual(new Set([held.id]));
    expect(await handle.db.select().from(adSlotHolds)).toHaveLength(period(9).months.length);
  });

  it('offers the next year once, 14 days before an approved period ends', async () => {
    const held = await inTransaction(handle.db, holdBooking)(booking(9));
    const other = await inTransaction(handle.db, holdBooking)(booking(9));
    if (held.kind !== 'held' || other.kind !== 'held') throw new Error('not held');
    await handle.db.update(adBookings).set({ status: 'approved' }).where(eq(adBookings.id, held.booking.id));
    const offered: string[] = [];
    const offer = (today: string) =>
      handle.db.transaction(async (tx) => {
        const due = await claimDueRenewals(tx, today, NOW);
        offered.push(...due.map((booking) => booking.id));
        return due.length;
      });
    expect(await offer('2027-12-16')).toBe(0);
    expect(await offer('2027-12-17')).toBe(1);
    expect(await offer('2027-12-18')).toBe(0);
    expect(offered).toEqual([held.booking.id]);
    expect(bookingRenewalMail({ recipient: 'a@b.test', contactName: 'Sina Hartmann', salutation: 'frau', teamAddress: 'team@planer.test', cityName: 'Köln', venueName: 'Brauhaus', lastMonth: '2027-12-01', link: 'https://www.planer.test/ad-partners/buchen?stadt=koeln&start=2028-03', signature: [] })).toMatchObject({
      subject: 'Ihr Werbeplatz in Köln für 2028',
      replyTo: 'team@planer.test',
      textBody: expect.stringMatching(/^Guten Tag Frau Hartmann,\n[\s\S]*läuft mit dem Dezember 2027 aus/),
    });
  });
});
