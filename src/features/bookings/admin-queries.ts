import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { adBookings } from '@/db/schema';
import { berlinYearMonth } from '@/lib/time';
import { slotHolders } from './queries';
import { monthOf } from '@/features/ad-slots/rules';
import { gridMonths, occupancyGrid } from './rules';

/** The Bookings tab: those awaiting review first, then the newest. */
export function listBookingsForAdmin(db: Executor) {
  return db
    .select()
    .from(adBookings)
    .orderBy(sql`${adBookings.status} = 'confirmed' desc`, desc(adBookings.createdAt))
    .limit(200);
}

/** How many bookings the operators confirmed and the team has still to approve or refuse (the Bookings tab's count). */
export function bookingsAwaitingReview(db: Executor): Promise<number> {
  return db.$count(adBookings, eq(adBookings.status, 'confirmed'));
}

/** The Venue Ads tab's grid: the coming bookable months of every city where a booking holds a slot. */
export async function occupancyForAdmin(db: Executor, now: Date) {
  const months = gridMonths(berlinYearMonth(now));
  const until = monthOf(Number(months[months.length - 1].slice(0, 4)) + 1, 0);
  return { months, rows: occupancyGrid(await slotHolders(db, months[0], until), months) };
}
