import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { type Executor, openPgliteDirectory, rowsOf } from '@/db/client';
import { addCategoriesIfNew } from '@/features/blog/queries';
import { SEED_CATEGORIES, SEED_POSTS } from '@/features/blog/demo-posts';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { SEED_VENUES } from './venues.ts';
import { PROFILE_SEED_VENUES } from './venue-profiles.ts';

// The step `npm start` runs before it serves (scripts/start.ts), on a fresh installation's embedded database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-first-start-'));
vi.stubEnv('DATA_DIR', dataDir);
vi.stubEnv('DATABASE_URL', undefined);
const { firstStart, seedOnFirstStart } = await import('./first-start.ts');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(db: Executor) {
  const [row] = rowsOf<{ categories: number; posts: number; venues: number }>(
    await db.execute(sql`select (select count(*)::int from blog_categories) as categories, (select count(*)::int from blog_posts) as posts, (select count(*)::int from venues) as venues`),
  );
  return row;
}

const DEMO = { categories: SEED_CATEGORIES.length, posts: SEED_POSTS.length, venues: SEED_VENUES.length + PROFILE_SEED_VENUES.length };

// Every migration on a new folder and every demo photo drawn: a few seconds' work, longer on a busy machine.
it('migrates a fresh embedded database and writes the demo posts and venues; the next start adds nothing', { timeout: 180_000 }, async () => {
  expect(await firstStart()).toEqual({ categoriesAdded: DEMO.categories, postsAdded: DEMO.posts, venuesAdded: DEMO.venues });
  // Closed again, so the server can open it.
  expect(await firstStart()).toBeUndefined();
  const handle = await openPgliteDirectory(dataDir);
  try {
    expect(await counts(handle.db)).toEqual(DEMO);
  } finally {
    await handle.close();
  }
});

describeEachDatabase('first start', (database) => {
  const handle = freshDatabaseEach(database);

  it('leaves a blog in use without the demo venues', async () => {
    await addCategoriesIfNew(handle.db, [{ name: 'Eigene', slug: 'eigene', description: 'Eine eigene Kategorie.' }]);
    expect(await seedOnFirstStart(handle.db)).toBeUndefined();
    expect(await counts(handle.db)).toEqual({ categories: 1, posts: 0, venues: 0 });
  });
});
