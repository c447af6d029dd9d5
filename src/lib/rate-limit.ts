import 'server-only';
import { eq, sql } from 'drizzle-orm';
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
