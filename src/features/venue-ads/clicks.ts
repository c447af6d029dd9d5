import 'server-only';
import { and, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { venueAdClicks } from '@/db/schema';

export const CLICK_WINDOW_DAYS = 30;

/** The Berlin calendar day of now, as PostgreSQL computes it (one clock for every process). */
const berlinToday = sql`(now() at time zone 'Europe/Berlin')::date`;

/** One more click for the ad today: a counter per ad and day, nothing about the visitor. */
export async function countClick(db: Executor, adId: string): Promise<void> {
  await db
    .insert(venueAdClicks)
    .values({ adId, day: berlinToday, clicks: 1 })
    .onConflictDoUpdate({ target: [venueAdClicks.adId, venueAdClicks.day], set: { clicks: sql`${venueAdClicks.clicks} + 1` } });
}

/** Clicks per ad over the last 30 days (today included); ads without clicks are missing from the map. */
export async function clicksInWindow(db: Executor, adIds: readonly string[]): Promise<Map<string, number>> {
  if (adIds.length === 0) return new Map();
  const rows = await db
    .select({ adId: venueAdClicks.adId, clicks: sum(venueAdClicks.clicks).mapWith(Number) })
    .from(venueAdClicks)
    .where(and(inArray(venueAdClicks.adId, [...adIds]), gte(venueAdClicks.day, sql`${berlinToday} - ${CLICK_WINDOW_DAYS - 1}::int`)))
    .groupBy(venueAdClicks.adId);
  return new Map(rows.map((row) => [row.adId, row.clicks]));
}
