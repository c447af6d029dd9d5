import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { blogCategories, blogPosts } from '@/db/schema';
import { SEED_CATEGORIES, SEED_POSTS } from './seed-posts';

/**
 * Inserts the demo categories and posts on a database that has no categories yet, so posts an
 * admin deleted later do not come back at the next start. Safe when several processes start at once.
 */
export async function seedBlog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${blogCategories} in exclusive mode`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(blogCategories);
    if (count > 0) return false;
    const categories = await tx.insert(blogCategories).values([...SEED_CATEGORIES]).returning();
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    await tx
      .insert(blogPosts)
      .values(
        SEED_POSTS.map((post) => ({
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          author: post.author,
          categoryId: categoryId.get(post.category) ?? null,
          tags: post.tags,
          imageUrl: post.image,
          readingTime: post.readingTime,
          published: true,
          publishedAt: new Date(post.date),
          createdAt: new Date(post.date),
        })),
      )
      .onConflictDoNothing({ target: blogPosts.slug });
    return true;
  });
}
