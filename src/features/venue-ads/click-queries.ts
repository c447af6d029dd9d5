import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, gte, inArray, like, lt, ne, sql, sum } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appSecrets, venueAdClicks, venueAdClickVisitors } from '@/db/schema';
import { BERLIN } from '@/lib/time';
import { clientNetwork, isKnownBot } from './click-rules';

export const CLICK_WINDOW_DAYS = 30;

/** The Berlin calendar day of now, as PostgreSQL computes it (one clock for every process). */
const berlinToday = sql`(now() at time zone ${BERLIN})::date`;
const SALT_PREFIX = 'ad-click-salt:';
const todaysSaltName = sql`${SALT_PREFIX} || ${berlinToday}::text`;

/** Today's salt, made by whichever process asks first (shared through the database, gone the next day). */
async function todaysSalt(db: Executor): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: todaysSaltName, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const rows = rowsOf<{ value: string }>(await db.execute(sql`select value from ${appSecrets} where name = ${todaysSaltName}`));
  return rows[0].value;
}

/**
 * Whose click this is today, as far as counting goes (./click-rules.ts): the salted hash of the client's network,
 * whatever User-Agent it sends, so one machine or one office counts once; null for a self-declared robot, whose
 * click never counts. Addresses that cannot be read share one network, so they cannot add clicks either. The hash
 * is the same all day and linkable to no one once the salt is gone.
 */
export async function visitorOfToday(db: Executor, clientAddress: string, userAgent: string | null): Promise<string | null> {
  if (isKnownBot(userAgent)) return null;
  const network = clientNetwork(clientAddress) ?? 'unreadable';
  return createHash('sha256').update(`${await todaysSalt(db)}|${network}`).digest('base64url');
}

/**
 * A click on the ad, counted once per visitor (a client network, see `visitorOfToday`) and Berlin day, and not at
 * all without one: the visitor's hash is inserted, and only a new one adds to the day's counter, in one statement,
 * so concurrent clicks from one network count once.
 */
export async function countClick(db: Executor, adId: string, visitor: string | null): Promise<void> {
  if (visitor === null) return;
  await db.execute(sql`
    with first_today as (
      insert into ${venueAdClickVisitors} (ad_id, day, visitor) values (${adId}, ${berlinToday}, ${visitor})
      on conflict do nothing
      returning ad_id
    )
    insert into ${venueAdClicks} (ad_id, day, clicks)
    select ad_id, ${berlinToday}, 1 from first_today
    on conflict (ad_id, day) do update set clicks = ${venueAdClicks.clicks} + 1`);
}

/** The daily clean-up: yesterday's visitor hashes and salts go, so no click can be traced to anyone afterwards. */
export async function pruneClickVisitors(db: Executor): Promise<number> {
  await db.delete(appSecrets).where(and(like(appSecrets.name, `${SALT_PREFIX}%`), ne(appSecrets.name, todaysSaltName)));
  const deleted = await db.delete(venueAdClickVisitors).where(lt(venueAdClickVisitors.day, berlinToday)).returning({ adId: venueAdClickVisitors.adId });
  return deleted.length;
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
