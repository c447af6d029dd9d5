import 'server-only';
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { rateLimitHits } from '@/db/schema';

/**
 * Counts one hit for `key` in a fixed window and returns the hits so far in it (atomic in one statement, so
 * it holds across app processes). The window starts anew once it has expired.
 */
export async function countHit(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimitHits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute(sql`
    insert into ${rateLimitHits} (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end,
      window_start = case when ${expired} then now() else ${rateLimitHits.windowStart} end
    returning hits`);
  return Number(rowsOf<{ hits: number }>(result)[0].hits);
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** The hits so far in `key`'s window: 0 when it has none, or when its window has expired. */
export async function hitsInWindow(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gte(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return row?.hits ?? 0;
}

/** Gives one hit back: the attempt it counted turned out not to be one that is limited. */
export async function takeBackHit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`${rateLimitHits.hits} - 1` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hits, 0)));
}

/** Clears `key` and every counter under it (`key|…`). */
export async function clearHitsUnder(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(or(eq(rateLimitHits.key, key), sql`starts_with(${rateLimitHits.key}, ${`${key}|`})`));
}
