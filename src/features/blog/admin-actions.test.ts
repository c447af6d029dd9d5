import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { blogCategories, blogPosts, storedImages } from '@/db/schema';
import { appDatabaseFor, DATABASE_DECIDES, describeEachDatabase } from '@/test/databases';

// The role check itself is tested in src/features/auth/roles.test.ts; here an admin is signed in.
vi.mock('@/features/auth/server', () => ({ sessionUser: async () => ({ id: 'admin-1', email: 'chefin@planer.test', role: 'admin', isAdmin: true }) }));
const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath, updateTag: vi.fn(), unstable_cache: vi.fn() }));
const expireBlog = vi.fn();
vi.mock('./cache', () => ({ expireBlog }));
const { fakeFetchImage } = await import('@/test/fake-image-fetch');
const fetchImage = fakeFetchImage();
vi.mock('@/features/images/fetch-image', async (original) => ({ ...(await original<object>()), fetchImage }));

const { addDemoContent, createBlogPost, deleteBlogPost, setBlogPostPublished, updateBlogPost } = await import('./admin-actions');
const { SEED_CATEGORIES, SEED_POSTS } = await import('./demo-posts');
const { getPost } = await import('./queries');

const form = {
  title: 'Budget für die Weihnachtsfeier',
  slug: '',
  excerpt: 'So bleibt die Feier im Rahmen.',
  content: '## Posten\n\n| Posten | Anteil |\n|---|---|\n| Essen | 40 % |',
  author: 'Redaktion',
  categoryId: '',
  tags: 'Budget, Planung',
  imageUrl: '',
  readingTime: '3',
};
const SLUG = 'budget-fuer-die-weihnachtsfeier';

async function created(change: Record<string, string> = {}): Promise<number> {
  const result = await createBlogPost({ ...form, ...change });
  if (!result.ok) throw new Error(result.message);
  return result.data.id;
}

describeEachDatabase('blog admin actions', (database) => {
  const handle = appDatabaseFor(database);
  const post = async (id: number) => (await getPost(handle.db, id))!;
  beforeEach(async () => {
    await handle.db.delete(blogPosts);
    vi.clearAllMocks();
  });

  it('creates a draft with “Save Draft”: slug from the title, tags from one field, no publish date; the blog and the list are expired', async () => {
    const id = await created();
    expect(await post(id)).toMatchObject({ slug: SLUG, tags: ['Budget', 'Planung'], readingTime: 3, categoryId: null, imageUrl: null, imageId: null, published: false, publishedAt: null });
    expect(expireBlog).toHaveBeenCalledTimes(1);
    expect(revalidatePath).toHaveBeenCalledWith('/admin/posts');
    expect(fetchImage).not.toHaveBeenCalled();
  });

  it('publishes with the date of the first publication: an update keeps it, “Save Draft” keeps the post published, unpublishing clears it', async () => {
    const id = await created({ intent: 'draft' });
    expect(await setBlogPostPublished({ postId: id, publish: 'true' })).toEqual({ ok: true, data: undefined });
    const first = (await post(id)).publishedAt;
    expect(first).toBeInstanceOf(Date);

    expect(await updateBlogPost({ ...form, id: String(id), title: 'Neuer Titel', slug: SLUG, intent: 'publish' })).toEqual({ ok: true, data: { id } });
    expect(await post(id)).toMatchObject({ title: 'Neuer Titel', slug: SLUG, published: true, publishedAt: first });

    expect(await updateBlogPost({ ...form, id: String(id), slug: SLUG, excerpt: 'Nur ein Entwurf?', intent: 'draft' })).toEqual({ ok: true, data: { id } });
    expect(await post(id)).toMatchObject({ excerpt: 'Nur ein Entwurf?', published: true, publishedAt: first });

    expect(await setBlogPostPublished({ postId: id, publish: false })).toEqual({ ok: true, data: undefined });
    expect(await post(id)).toMatchObject({ published: false, publishedAt: null });
    expect(await updateBlogPost({ ...form, id: String(id), slug: SLUG })).toEqual({ ok: true, data: { id } });
    expect(await post(id)).toMatchObject({ published: false, publishedAt: null });
    expect(expireBlog).toHaveBeenCalledTimes(6);
  });

  it('publishes a new post and a draft from the editor at once', async () => {
    const id = await created({ intent: 'publish' });
    expect(await post(id)).toMatchObject({ published: true, publishedAt: expect.any(Date) });
    const draft = await created({ slug: 'entwurf' });
    await updateBlogPost({ ...form, id: String(draft), slug: 'entwurf', intent: 'publish' });
    expect(await post(draft)).toMatchObject({ published: true, publishedAt: expect.any(Date) });
  });

  it('refuses a slug in use with 409 and the spec’s text on the slug field, changing nothing', async () => {
    const first = await created();
    const other = await created({ title: 'Anderer Beitrag' });
    const before = await handle.db.select().from(blogPosts).orderBy(blogPosts.id);
    vi.clearAllMocks();
    const taken = { ok: false, status: 409, message: 'A post with this slug already exists', fieldErrors: { slug: 'A post with this slug already exists' } };

    expect(await createBlogPost({ ...form, excerpt: 'Doppelt', imageUrl: 'https://bild.example/neu.png' })).toEqual(taken);
    expect(await createBlogPost({ ...form, title: 'Ganz anders', slug: 'Budget für die Weihnachtsfeier' })).toEqual(taken);
    expect(await updateBlogPost({ ...form, id: String(other), slug: SLUG })).toEqual(taken);
    expect(await handle.db.select().from(blogPosts).orderBy(blogPosts.id)).toEqual(before);
    expect(fetchImage).not.toHaveBeenCalled();
    expect(expireBlog).not.toHaveBeenCalled();
    // Its own slug is no conflict.
    expect(await updateBlogPost({ ...form, id: String(first), slug: SLUG })).toMatchObject({ ok: true });
  });

  it('answers two saves of one slug at the same moment with one post and one 409', DATABASE_DECIDES, async () => {
    const results = await Promise.all([createBlogPost({ ...form, slug: 'gleichzeitig' }), createBlogPost({ ...form, slug: 'gleichzeitig' })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ status: 409, message: 'A post with this slug already exists' }]);
    expect(await handle.db.select().from(blogPosts)).toHaveLength(1);
  });

  it('refuses an empty form with the spec’s text and a slug that is nothing after the rule', async () => {
    expect(await createBlogPost({ ...form, title: '', author: ' ' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { title: 'Please fill in all required fields', author: 'Please fill in all required fields' },
    });
    expect(await createBlogPost({ ...form, title: '???' })).toMatchObject({ ok: false, status: 400, fieldErrors: { slug: 'The slug needs at least one letter or digit' } });
    expect(await handle.db.select().from(blogPosts)).toEqual([]);
  });

  it('keeps its own copy of the image, fetched again only for a new address; a failed fetch saves nothing', async () => {
    const id = await created({ imageUrl: 'https://bild.example/gans.png' });
    const copy = (await post(id)).imageId;
    expect(copy).toEqual(expect.any(String));
    expect(await handle.db.select({ id: storedImages.id }).from(storedImages)).toEqual([{ id: copy }]);

    await updateBlogPost({ ...form, id: String(id), slug: SLUG, imageUrl: 'https://bild.example/gans.png' });
    expect(fetchImage).toHaveBeenCalledTimes(1);
    expect((await post(id)).imageId).toBe(copy);

    const refused = await updateBlogPost({ ...form, id: String(id), slug: SLUG, title: 'Umbenannt', imageUrl: 'https://bild.example/kaputt.png' });
    expect(refused).toEqual({ ok: false, status: 400, message: 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).', fieldErrors: { imageUrl: 'The file at this address is not an image (JPEG, PNG, WebP, GIF or AVIF).' } });
    expect(await post(id)).toMatchObject({ title: form.title, imageUrl: 'https://bild.example/gans.png', imageId: copy });

    await updateBlogPost({ ...form, id: String(id), slug: SLUG, imageUrl: '' });
    expect(await post(id)).toMatchObject({ imageUrl: null, imageId: null });
  });

  it('deletes, and reports a post that is gone', async () => {
    const id = await created();
    expect(await deleteBlogPost({ postId: String(id) })).toEqual({ ok: true, data: undefined });
    expect(await getPost(handle.db, id)).toBeUndefined();
    expect(expireBlog).toHaveBeenCalledTimes(2);
    expect(await deleteBlogPost({ postId: id })).toEqual({ ok: false, status: 404, message: 'Failed to delete post' });
    expect(await setBlogPostPublished({ postId: id, publish: true })).toEqual({ ok: false, status: 404, message: 'Failed to update post' });
    expect(await updateBlogPost({ ...form, id: String(id) })).toEqual({ ok: false, status: 404, message: 'Failed to update post' });
    expect(await deleteBlogPost({ postId: 'abc' })).toMatchObject({ ok: false, status: 400 });
  });

  it('answers an unexpected failure with the spec’s text', async () => {
    fetchImage.mockRejectedValueOnce(new Error('network down'));
    expect(await createBlogPost({ ...form, imageUrl: 'https://bild.example/gans.png' })).toEqual({
      ok: false,
      status: 400,
      message: 'The image could not be saved. Please try again.',
      fieldErrors: { imageUrl: 'The image could not be saved. Please try again.' },
    });
    const id = await created();
    await handle.db.delete(blogCategories);
    expect(await updateBlogPost({ ...form, id: String(id), slug: SLUG, categoryId: '999999' })).toEqual({ ok: false, status: 500, message: 'Failed to update post' });
    expect(await createBlogPost({ ...form, slug: 'neu', categoryId: '999999' })).toEqual({ ok: false, status: 500, message: 'Failed to create post' });
  });

  it('adds the missing demo content; a second run changes nothing, a deleted demo post comes back', async () => {
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
    expect(revalidatePath).toHaveBeenCalledWith('/admin/posts');

    await handle.db.delete(blogPosts).where(eq(blogPosts.slug, SEED_POSTS[0].slug));
    expect(await addDemoContent({})).toEqual({ ok: true, data: { categoriesAdded: 0, postsAdded: 1 } });
  });
});
