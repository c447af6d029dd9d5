import 'server-only';
import type { Database, Executor } from '@/db/client';
import { addCategoriesIfNew, addPostsIfNew, categoryIdsByName, lockAndCountCategories, type NewBlogCategory } from './queries';

/** A demo post as its data is written (./demo-posts.ts): its category by name, its dates as ISO days. */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown (GitHub flavour, no raw HTML). */
  content: string;
  author: string;
  /** ISO date of publication, e.g. '2025-10-01'. */
  date: string;
  category: string;
  tags: string[];
  readingTime: number;
  image: string | null;
}

/** The demo blog the seed writes: the blog's own (./demo-posts.ts), or another a test gives. */
export interface DemoBlog {
  categories: readonly NewBlogCategory[];
  posts: readonly SeedPost[];
}

export interface SeedResult {
  categoriesAdded: number;
  postsAdded: number;
}

/**
 * Adds the demo categories and posts that are missing. A category or post whose name or slug exists already
 * (unique violation, 23505) is skipped, not an error: running it twice changes nothing. Used by
 * `npm run db:seed` and the admin's button, which may bring back a deleted demo post on purpose.
 */
export async function applyBlogSeed(db: Executor, demo: DemoBlog): Promise<SeedResult> {
  const categoriesAdded = await addCategoriesIfNew(db, demo.categories);
  const categoryId = await categoryIdsByName(db);
  const postsAdded = await addPostsIfNew(
    db,
    demo.posts.map((post) => ({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      categoryId: categoryId.get(post.category) ?? null,
      tags: post.tags,
      imageUrl: null,
      readingTime: post.readingTime,
      published: true,
      publishedAt: new Date(post.date),
      createdAt: new Date(post.date),
      updatedAt: new Date(post.date),
    })),
  );
  return { categoriesAdded, postsAdded };
}

/**
 * The seed at start-up, once per database: only while it has no categories, so demo posts an admin deleted
 * do not come back at the next start. Safe when several processes start at once.
 */
export async function seedBlogOnFirstStart(db: Database, demo: DemoBlog): Promise<SeedResult | undefined> {
  return db.transaction(async (tx) => ((await lockAndCountCategories(tx)) > 0 ? undefined : applyBlogSeed(tx, demo)));
}
