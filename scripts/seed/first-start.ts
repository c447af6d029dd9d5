// The product's first start (`npm start`, scripts/start.ts, before it serves): the demo content a fresh installation
// shows, the blog's posts and the demo venues, written once per database. Then src/boot.ts (in the server) finds the
// database migrated and starts the jobs. `npm run dev` does not come here: a development database gets its demo
// content from `npm run db:seed`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@/db/client';
import { assertMigrated, migrateDatabase } from '@/db/migrate';
import { DEMO_BLOG } from '@/features/blog/demo-posts';
import { type SeedResult, seedBlogOnFirstStart } from '@/features/blog/seed';
import { logger } from '@/lib/logger';

export interface FirstStartSeed extends SeedResult {
  venuesAdded: number;
}

/**
 * The demo blog while the database has no blog category, and only then the demo venues: a catalogue in use must not
 * get them on an update. Undefined when the database had its first start already. Safe when several processes start at once.
 */
export async function seedOnFirstStart(db: Database): Promise<FirstStartSeed | undefined> {
  const blog = await seedBlogOnFirstStart(db, DEMO_BLOG);
  if (!blog) return undefined;
  // Loaded only now: the venues' modules (the photos' drawing and encoding) take seconds to load, which every later
  // start would wait for in vain.
  const [{ applyVenueSeed }, { DEMO_VENUES }] = await Promise.all([import('@/features/venues/seed'), import('./venues.ts')]);
  return { ...blog, ...(await applyVenueSeed(db, DEMO_VENUES)) };
}

/**
 * Opens the configured database, migrates it (the embedded one; PostgreSQL only checked, as src/boot.ts does: there
 * the release migrates with `npm run db:migrate`), writes the demo content on its first start and closes it again.
 * The server then opens its own (the embedded database's lock allows one opener at a time, and this one is done): its
 * modules are Next's build, these are loaded apart (scripts/start.ts), so the two do not share one handle.
 */
export async function firstStart(): Promise<FirstStartSeed | undefined> {
  const handle = await openDatabase();
  try {
    if (handle.dialect === 'postgres') await assertMigrated(handle);
    else await migrateDatabase(handle);
    const seeded = await seedOnFirstStart(handle.db);
    if (seeded) logger.info({ ...seeded }, 'seeded demo blog content and venues');
    return seeded;
  } finally {
    await handle.close();
  }
}

// Run as a command by scripts/start.ts; imported by its test.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await firstStart();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
