import 'server-only';
import { desc, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { adBookings } from '@/db/schema';

/** The Bookings tab: those awaiting review first, then the newest. */
export function listBookingsForAdmin(db: Executor) {
  return db
    .select()
    .from(adBookings)
    .orderBy(sql`${adBookings.status} = 'confirmed' desc`, desc(adBookings.createdAt))
    .limit(200);
}
