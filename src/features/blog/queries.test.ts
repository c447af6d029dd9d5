import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postgresErrorCode } from '@/db/errors';
import { blogPosts } from '@/db/schema';
import { describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { createPost, deletePost, listPostsForAdmin, listPublishedPosts, type PostInput, setPostPublished, updatePost } from './queries';
import { DEMO_BLOG } from './demo-posts';
import { applyBlogSeed } from './seed';

const input = (change: Partial<PostInput> = {}): PostInput => ({
  title: 'Titel',
  slug: 'titel',
  excerpt: 'Kurz',
  content: '## Text',
  author: 'Redaktion',
  categoryId: null,
  tags: ['Budget', 'Steuern'],
  imageUrl: null,
  imageId: null,
  readingTime: 5,
  publish: false,
  ...change,
});

describeEachDatabase('blog', (database) => {
  const handle = freshDatabaseEach(database);

  it('readers get published posts only, newest published first, with their category', async () => {
    await applyBlogSeed(handle.db, DEMO_BLOG);
    const draft = await createPost(handle.db, input({ slug: 'entwurf' }));
    const fresh = await createPost(handle.db, input({ slug: 'neu', publish: true }));
    const published = await listPublishedPosts(handle.db);
    expect(published.map((p) => p.slug)).toEqual(['neu', 'budget-planung-weihnachtsfeier', 'aussergewoehnliche-locations-deutschland', 'weihnachtsfeier-trends-2025']);
    expect(published[1].category).toEqual({ name: 'Veranstaltungstipps', slug: 'veranstaltungstipps' });
    expect(published[0].category).toBeNull();
    expect(published[0].tags).toEqual(['Budget', 'Steuern']);
    // A reader's post page finds its post in this list (features/blog/cache.ts publishedPost).
    const publishedPost = (slug: string) => published.find((post) => post.slug === slug);
    expect(publishedPost(draft.slug)).toBeUndefined();
    expect(publishedPost(fresh.slug)?.id).toBe(fresh.id);
    expect(publishedPost('gibt-es-nicht')).toBeUndefined();
    expect((await listPostsForAdmin(handle.db)).map((p) => p.slug).slice(0, 2)).toEqual(['neu', 'entwurf']);
  });

  it('publish transitions: the date is set when first published, kept on update, cleared when unpublished', async () => {
    const t1 = new Date('2026-11-01T09:00:00Z');
    const t2 = new Date('2026-11-02T09:00:00Z');
    const draft = await createPost(handle.db, input(), t1);
    expect([draft.published, draft.publishedAt]).toEqual([false, null]);
    const published = await setPostPublished(handle.db, draft.id, true, t1);
    expect([published?.published, published?.publishedAt]).toEqual([true, t1]);
    const updated = await updatePost(handle.db, draft.id, input({ title: 'Neu', publish: true }), t2);
    expect([updated?.title, updated?.publishedAt]).toEqual(['Neu', t1]);
    const unpublished = await setPostPublished(handle.db, draft.id, false, t2);
    expect([unpublished?.published, unpublished?.publishedAt]).toEqual([false, null]);
    const republished = await updatePost(handle.db, draft.id, input({ publish: true }), t2);
    expect(republished?.publishedAt).toEqual(t2);
    expect(await setPostPublished(handle.db, 999_999, true)).toBeUndefined();
    expect(await updatePost(handle.db, 999_999, input())).toBeUndefined();
  });

  it('a save that keeps the publish state keeps what is stored when it writes (a draft stays one, a published post its date)', async () => {
    const t1 = new Date('2026-11-01T09:00:00Z');
    const draft = await createPost(handle.db, input({ slug: 'entwurf' }), t1);
    const live = await createPost(handle.db, input({ slug: 'live', publish: true }), t1);
    const keptDraft = await updatePost(handle.db, draft.id, { ...input({ slug: 'entwurf', title: 'Neu' }), publish: 'keep' });
    expect([keptDraft?.title, keptDraft?.published, keptDraft?.publishedAt]).toEqual(['Neu', false, null]);
    // Unpublished from the list after the editor opened it: the editor's save does not publish it again.
    await setPostPublished(handle.db, live.id, false);
    const keptUnpublished = await updatePost(handle.db, live.id, { ...input({ slug: 'live' }), publish: 'keep' });
    expect([keptUnpublished?.published, keptUnpublished?.publishedAt]).toEqual([false, null]);
    await setPostPublished(handle.db, live.id, true, t1);
    const keptLive = await updatePost(handle.db, live.id, { ...input({ slug: 'live' }), publish: 'keep' });
    expect([keptLive?.published, keptLive?.publishedAt]).toEqual([true, t1]);
  });

  it('a duplicate slug fails with 23505 and changes nothing; the database refuses a published post without a date', async () => {
    const first = await createPost(handle.db, input({ slug: 'doppelt' }));
    const other = await createPost(handle.db, input({ slug: 'anders', title: 'Anders' }));
    const createError = await createPost(handle.db, input({ slug: 'doppelt' })).catch((err: unknown) => err);
    expect(postgresErrorCode(createError)).toBe('23505');
    const updateError = await updatePost(handle.db, other.id, input({ slug: 'doppelt', title: 'Geändert' })).catch((err: unknown) => err);
    expect(postgresErrorCode(updateError)).toBe('23505');
    const rows = await handle.db.select().from(blogPosts).orderBy(blogPosts.id);
    expect(rows.map((p) => [p.slug, p.title])).toEqual([
      [first.slug, 'Titel'],
      ['anders', 'Anders'],
    ]);
    const checkError = await handle.db.execute(sql`update blog_posts set published = true where id = ${first.id}`).catch((err: unknown) => err);
    expect(postgresErrorCode(checkError)).toBe('23514');
    expect((await deletePost(handle.db, first.id))?.slug).toBe('doppelt');
    expect(await deletePost(handle.db, first.id)).toBeUndefined();
  });
});
