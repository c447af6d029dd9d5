import 'server-only';
import { and, asc, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '@/db/client';
import { blogCategories, blogPosts } from '@/db/schema';
import { nextPublishState } from './rules';

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = typeof blogCategories.$inferSelect;

/** A post with the name and slug of its category (null without one). */
export type PostWithCategory = BlogPost & { category: { name: string; slug: string } | null };

/** What the editor saves; `publish` says whether it is saved as published (the state machine decides the date). */
export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  categoryId: number | null;
  tags: string[];
  imageUrl: string | null;
  imageId: string | null;
  readingTime: number;
  publish: boolean;
}

const withCategory = { ...getTableColumns(blogPosts), categoryName: blogCategories.name, categorySlug: blogCategories.slug };

function joined({ categoryName, categorySlug, ...post }: BlogPost & { categoryName: string | null; categorySlug: string | null }): PostWithCategory {
  return { ...post, category: categoryName !== null && categorySlug !== null ? { name: categoryName, slug: categorySlug } : null };
}

/** Every published post, newest published first. */
export async function listPublishedPosts(db: Executor): Promise<PostWithCategory[]> {
  const rows = await db
    .select(withCategory)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(joined);
}

export function listCategories(db: Executor): Promise<BlogCategory[]> {
  return db.select().from(blogCategories).orderBy(asc(blogCategories.name));
}

/** The admin's list: every post, drafts too, newest created first. */
export async function listPostsForAdmin(db: Executor): Promise<PostWithCategory[]> {
  const rows = await db
    .select(withCategory)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(joined);
}

export async function getPost(db: Executor, id: number): Promise<BlogPost | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** Whether a post other than `exceptId` has this slug: the editor says so before it fetches an image for a save that would fail. */
export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId === undefined ? undefined : ne(blogPosts.id, exceptId)));
  return row !== undefined;
}

/** A new post; a slug that exists already fails with the database's unique violation (23505). */
export async function createPost(db: Executor, { publish, ...columns }: PostInput, now = new Date()): Promise<BlogPost> {
  const [post] = await db
    .insert(blogPosts)
    .values({ ...columns, ...nextPublishState(undefined, publish, now) })
    .returning();
  return post;
}

/** What a save does to the publish state: publish (a published post keeps its date), unpublish, or keep it as stored. */
export type PublishChange = boolean | 'keep';

/** nextPublishState in SQL, so the stored state is read by the very statement that writes the new one. */
function publishColumns(publish: PublishChange, now: Date) {
  if (publish === 'keep') return {};
  if (!publish) return { published: false, publishedAt: null };
  return { published: true, publishedAt: sql`coalesce(case when ${blogPosts.published} then ${blogPosts.publishedAt} end, ${now.toISOString()}::timestamptz)` };
}

/** Saves the whole post in one statement; undefined for an unknown id. */
export async function updatePost(
  db: Executor,
  id: number,
  { publish, ...columns }: Omit<PostInput, 'publish'> & { publish: PublishChange },
  now = new Date(),
): Promise<BlogPost | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({ ...columns, ...publishColumns(publish, now) })
    .where(eq(blogPosts.id, id))
    .returning();
  return post;
}

/** Publish or unpublish from the list; publishing an already published post keeps its date. */
export async function setPostPublished(db: Executor, id: number, publish: boolean, now = new Date()): Promise<BlogPost | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx.update(blogPosts).set(nextPublishState(before, publish, now)).where(eq(blogPosts.id, id)).returning();
    return after;
  });
}

export async function deletePost(db: Executor, id: number): Promise<BlogPost | undefined> {
  const [post] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return post;
}

/** A category and a post as the demo seed adds them. */
export type NewBlogCategory = typeof blogCategories.$inferInsert;
export type NewBlogPost = typeof blogPosts.$inferInsert;

/**
 * Locks the categories (exclusive mode, until the transaction ends) and counts them: of processes starting at once,
 * one counts first; the others wait for its transaction and count what it added.
 */
export async function lockAndCountCategories(tx: Transaction): Promise<number> {
  await tx.execute(sql`lock table ${blogCategories} in exclusive mode`);
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(blogCategories);
  return count;
}

/** Adds the categories whose name and slug are free (one that exists is skipped, not an error); how many were added. */
export async function addCategoriesIfNew(db: Executor, categories: readonly NewBlogCategory[]): Promise<number> {
  const added = await db.insert(blogCategories).values([...categories]).onConflictDoNothing().returning({ id: blogCategories.id });
  return added.length;
}

/** Every category's id by its name. */
export async function categoryIdsByName(db: Executor): Promise<Map<string, number>> {
  const categories = await db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories);
  return new Map(categories.map((c) => [c.name, c.id]));
}

/** Adds the posts whose slug is free (one that exists is skipped, not an error); how many were added. */
export async function addPostsIfNew(db: Executor, posts: readonly NewBlogPost[]): Promise<number> {
  const added = await db.insert(blogPosts).values([...posts]).onConflictDoNothing().returning({ id: blogPosts.id });
  return added.length;
}
