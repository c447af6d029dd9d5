// `npm run db:seed`: adds the demo blog categories and posts and the demo venues that are missing (running it twice
// changes nothing). The posts are the blog's (src/features/blog/demo-posts.ts), the venues' data is beside this script (seed/).
import { database } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { applyBlogSeed } from '@/features/blog/seed';
import { DEMO_BLOG } from '@/features/blog/demo-posts';
import { applyVenueSeed } from '@/features/venues/seed';
import { DEMO_VENUES } from './seed/venues.ts';

let handle;
try {
  handle = await database();
} catch (err) {
  // The embedded database allows one process; the running server holds it.
  console.error(`${(err as Error).message}\nStop \`npm start\` first and run the command again, or use the button 'Add demo content' in the admin's Blog Posts tab.`);
  process.exit(1);
}
await migrateDatabase(handle);
const { categoriesAdded, postsAdded } = await applyBlogSeed(handle.db, DEMO_BLOG);
const { venuesAdded } = await applyVenueSeed(handle.db, DEMO_VENUES);
await handle.close();
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
console.log(
  `Demo content: ${count(categoriesAdded, 'category', 'categories')}, ${count(postsAdded, 'post', 'posts')} and ${count(venuesAdded, 'venue', 'venues')} added (existing ones were skipped).`,
);
