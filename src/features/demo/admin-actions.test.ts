import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { blogCategories, blogPosts } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: 'admin-1', email: 'chefin@planer.test', role: 'admin', isAdmin: true }) }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn(), unstable_cache: vi.fn() }));
const expireBlog = vi.fn();
vi.mock('@/features/blog/cache', () => ({ expireBlog }));

const { addDemoContent } = await import('./admin-actions');
const { SEED_CATEGORIES, SEED_POSTS } = await import('./blog-posts');

describeEachDatabase('demo admin actions', (database) => {
  const handle = appDatabaseFor(database);
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
    vi.clearAllMocks();
  });

  it('adds the missing demo content; a second run changes nothing', async () => {
    await handle.db.delete(blogCategories);
    expect(await addDemoContent(new FormData())).toEqual({ ok: true, data: { categoriesAdded: SEED_CATEGORIES.length, postsAdded: SEED_POSTS.length } });
    const snapshot = async () => ({
      posts: await handle.db.select().from(blogPosts).orderBy(blogPosts.id),
      categories: await handle.db.select().from(blogCategories).orderBy(blogCategories.id),
    });
    const after = await snapshot();
    expect(await addDemoContent({})).toEqual({ ok: true, data: { categoriesAdded: 0, postsAdded: 0 } });
    expect(await snapshot()).toEqual(after);
    expect(expireBlog).toHaveBeenCalledTimes(2);

    await handle.db.delete(blogPosts).where(eq(blogPosts.slug, SEED_POSTS[0].slug));
    expect(await addDemoContent({})).toEqual({ ok: true, data: { categoriesAdded: 0, postsAdded: 1 } });
  });
});
