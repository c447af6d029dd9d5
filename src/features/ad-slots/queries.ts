import 'server-only';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf, type Transaction } from '@/db/client';
import { adBookings, adSlotHolds, SLOTS_PER_CITY_MONTH, venueAds } from '@/db/schema';
import { berlinYearMonth } from '@/lib/time';
import { adHoldMonths, type Month } from './rules';

// The slots of a city's month (three): who holds which. A booking takes them (bookings' holdBooking), a live ad
// made in the admin holds them (venue-ads' save); the primary key of ad_slot_holds decides between them.

/** Who holds a slot: a booking, or a live ad made in the admin. */
export type Holder = { bookingId: string } | { adId: string };

/**
 * Takes the lowest free slot of a city's month for a holder. The primary key decides: of two that insert the
 * same slot at once, the second waits for the first and then inserts nothing, and looks again (it now sees the
 * slot taken). False when all slots are held (or the holder already has one of the month).
 */
export async function takeSlot(tx: Transaction, cityId: string, month: Month, holder: Holder): Promise<boolean> {
  const bookingId = 'bookingId' in holder ? holder.bookingId : null;
  const adId = 'adId' in holder ? holder.adId : null;
  for (let attempt = 0; attempt < SLOTS_PER_CITY_MONTH; attempt++) {
    const taken = rowsOf<{ slot: number }>(
      await tx.execute(sql`
      insert into ${adSlotHolds} (city_id, month, slot, booking_id, ad_id)
      select ${cityId}, ${month}::date, s, ${bookingId}::uuid, ${adId}::uuid from generate_series(1, ${SLOTS_PER_CITY_MONTH}) s
      where s not in (select slot from ${adSlotHolds} where city_id = ${cityId} and month = ${month}::date)
      order by s limit 1
      on conflict do nothing
      returning slot`),
    );
    if (taken.length) return true;
    const [held] = await tx.select({ n: count() }).from(adSlotHolds).where(and(eq(adSlotHolds.cityId, cityId), eq(adSlotHolds.month, month)));
    if (held.n >= SLOTS_PER_CITY_MONTH) return false;
  }
  return false;
}

/** An ad as the slot rule sees it. */
export interface SlotAd {
  id: string;
  cityId: string;
  active: boolean;
  liveSystem: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
}

const berlinMonthOf = (moment: Date | null) => (moment ? berlinYearMonth(moment) : null);

/**
 * After an admin's change to an ad, inside the change's transaction: a live ad (active, on the live system) holds a
 * slot in each of its months (adHoldMonths), anything else holds none. The months it needs that are full come back
 * (the caller rolls back); an ad made by a booking's approval is held by its booking and left alone.
 */
export async function holdAdSlots(tx: Transaction, ad: SlotAd, now: Date): Promise<Month[]> {
  const [booked] = await tx.select({ id: adBookings.id }).from(adBookings).where(eq(adBookings.adId, ad.id));
  if (booked) return [];
  await tx.delete(adSlotHolds).where(eq(adSlotHolds.adId, ad.id));
  if (!ad.active || !ad.liveSystem) return [];
  const full: Month[] = [];
  for (const month of adHoldMonths(berlinYearMonth(now), berlinMonthOf(ad.startsAt), berlinMonthOf(ad.expiresAt))) {
    if (!(await takeSlot(tx, ad.cityId, month, { adId: ad.id }))) full.push(month);
  }
  return full;
}

/**
 * An ad without an end holds as far as bookings reach, which moves on each January: every process tops such ads
 * up each minute, taking the months they lack while a slot is free (the unique holder-and-month index keeps two
 * processes from taking two). The months no slot was left for come back, to be logged.
 */
export async function topUpOpenEndedAds(db: Database, now: Date): Promise<{ adId: string; full: Month[] }[]> {
  const ads = await db
    .select({ id: venueAds.id, cityId: venueAds.cityId, startsAt: venueAds.startsAt })
    .from(venueAds)
    .where(and(eq(venueAds.active, true), eq(venueAds.liveSystem, true), isNull(venueAds.expiresAt), sql`not exists (select 1 from ${adBookings} where ${adBookings.adId} = ${venueAds.id})`));
  const shortfalls: { adId: string; full: Month[] }[] = [];
  for (const ad of ads) {
    const wanted = adHoldMonths(berlinYearMonth(now), berlinMonthOf(ad.startsAt), null);
    const held = new Set((await db.select({ month: adSlotHolds.month }).from(adSlotHolds).where(eq(adSlotHolds.adId, ad.id))).map((row) => row.month));
    const missing = wanted.filter((month) => !held.has(month));
    if (!missing.length) continue;
    const full = await db.transaction(async (tx) => {
      const none: Month[] = [];
      for (const month of missing) if (!(await takeSlot(tx, ad.cityId, month, { adId: ad.id }))) none.push(month);
      return none;
    });
    if (full.length) shortfalls.push({ adId: ad.id, full });
  }
  return shortfalls;
}
