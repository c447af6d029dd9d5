import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { blogCategories, blogPosts } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { DEMO_BLOG, SEED_POSTS } from './demo-posts';
import { applyBlogSeed, seedBlogOnFirstStart } from './seed';

describeEachDatabase('demo blog', (database) => {
  const handle = freshDatabaseEach(database);

  const counts = async () => {
    const [row] = await handle.db.select({ posts: sql<number>`(select count(*)::int from blog_posts)`, categories: sql<number>`(select count(*)::int from blog_categories)` }).from(sql`(select 1) as one`);
    return row;
  };

  it('seed: four categories and three published posts; a second run changes nothing', async () => {
    expect(await applyBlogSeed(handle.db, DEMO_BLOG)).toEqual({ categoriesAdded: 4, postsAdded: 3 });
    const before = await handle.db.select().from(blogPosts).orderBy(blogPosts.id);
    expect(before.map((p) => p.slug).sort()).toEqual(['aussergewoehnliche-locations-deutschland', 'budget-planung-weihnachtsfeier', 'weihnachtsfeier-trends-2025']);
    expect(before.every((p) => p.published && p.publishedAt && p.categoryId)).toBe(true);
    expect((await handle.db.select().from(blogCategories)).map((c) => c.name).sort()).toEqual(['Location-Guides', 'Team-Building', 'Trends', 'Veranstaltungstipps']);

    expect(await applyBlogSeed(handle.db, DEMO_BLOG)).toEqual({ categoriesAdded: 0, postsAdded: 0 });
    expect(await handle.db.select().from(blogPosts).orderBy(blogPosts.id)).toEqual(before);
  });

  it('seed: a deleted demo post comes back only by the explicit seed, not at the next start', async () => {
    expect(await seedBlogOnFirstStart(handle.db, DEMO_BLOG)).toEqual({ categoriesAdded: 4, postsAdded: 3 });
    await handle.db.delete(blogPosts).where(sql`slug = ${SEED_POSTS[0].slug}`);
    expect(await seedBlogOnFirstStart(handle.db, DEMO_BLOG)).toBeUndefined();
    expect(await counts()).toEqual({ posts: 2, categories: 4 });
    expect(await applyBlogSeed(handle.db, DEMO_BLOG)).toEqual({ categoriesAdded: 0, postsAdded: 1 });
  });
});
