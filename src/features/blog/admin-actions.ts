'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { type Executor, getDb } from '@/db/client';
import { postgresErrorCode, UNIQUE_VIOLATION } from '@/db/errors';
import { type ActionResult, adminAction, failingAs } from '@/features/auth/guard';
import { imageFailure, imageProblemText } from '@/features/images/failure';
import { imageFor } from '@/features/images/import';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { formFlag } from '@/lib/form-flag';
import { ADMIN_POSTS_PATH } from './paths';
import { expireBlog } from './cache';
import { DEMO_BLOG } from './demo-posts';
import { postChangeSchema, postFormSchema, serialId } from './form-schema';
import { type BlogPost, createPost, deletePost, getPost, setPostPublished, slugTaken, updatePost } from './queries';
import { applyBlogSeed, type SeedResult } from './seed';

const postRef = z.object({ postId: serialId(messageKeys('blog.validation')('postRequired')) });

/** A save refused for its slug, in the admin's words for it. */
const slugTakenAs = (message: string) => ({ ok: false, status: 409, message, fieldErrors: { slug: message } }) as const;

/** Every blog page shows the change at once, and the admin's list is rendered afresh. */
function changed() {
  expireBlog();
  revalidatePath(ADMIN_POSTS_PATH);
}

/**
 * Before a save writes: the slug is free (checked first, so no image is fetched for a save that would fail)
 * and the image is our own copy, fetched only for a new address.
 */
async function prepare(db: Executor, taken: string, post: { slug: string; imageUrl: string | null }, stored?: BlogPost) {
  if (await slugTaken(db, post.slug, stored?.id)) return slugTakenAs(taken);
  const image = await imageFor(db, post.imageUrl, stored);
  return image.ok ? image : imageFailure(imageProblemText(image.problem, await requestTranslator('venues.images')));
}

/** A save that lost the slug to another one at the same moment fails as the check would have (unique violation 23505). */
async function withUniqueSlug<T>(taken: string, save: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await save();
  } catch (err) {
    if (postgresErrorCode(err) === UNIQUE_VIOLATION) return slugTakenAs(taken);
    throw err;
  }
}

/** A new post: 'Save Draft' makes a draft, 'Publish' publishes it now. */
export const createBlogPost = adminAction(postFormSchema, async ({ intent, ...post }) => {
  const t = await requestTranslator('blog.editor');
  return failingAs<{ id: number }>(t('createFailed'), () =>
    withUniqueSlug(t('slugTaken'), async () => {
      const db = await getDb();
      const prepared = await prepare(db, t('slugTaken'), post);
      if (!prepared.ok) return prepared;
      const created = await createPost(db, { ...post, imageId: prepared.imageId, publish: intent === 'publish' });
      changed();
      return { ok: true, data: { id: created.id } };
    }),
  );
});

/** Saves the whole post: 'Save Draft' keeps its state, 'Publish' / 'Update' publishes it (a published post keeps its date). */
export const updateBlogPost = adminAction(postChangeSchema, async ({ id, intent, ...post }) => {
  const t = await requestTranslator('blog.editor');
  return failingAs<{ id: number }>(t('updateFailed'), () =>
    withUniqueSlug(t('slugTaken'), async () => {
      const db = await getDb();
      const stored = await getPost(db, id);
      if (!stored) return { ok: false, status: 404, message: t('updateFailed') };
      const prepared = await prepare(db, t('slugTaken'), post, stored);
      if (!prepared.ok) return prepared;
      const saved = await updatePost(db, id, { ...post, imageId: prepared.imageId, publish: intent === 'publish' ? true : 'keep' });
      if (!saved) return { ok: false, status: 404, message: t('updateFailed') };
      changed();
      return { ok: true, data: { id } };
    }),
  );
});

/** Publish or unpublish from the list. */
export const setBlogPostPublished = adminAction(postRef.extend({ publish: formFlag }), async ({ postId, publish }) => {
  const failed = (await requestTranslator('blog.list'))('updateFailed');
  return failingAs(failed, async () => {
    const post = await setPostPublished(await getDb(), postId, publish);
    if (!post) return { ok: false, status: 404, message: failed };
    changed();
    return { ok: true, data: undefined };
  });
});

export const deleteBlogPost = adminAction(postRef, async ({ postId }) => {
  const failed = (await requestTranslator('blog.list'))('deleteFailed');
  return failingAs(failed, async () => {
    const post = await deletePost(await getDb(), postId);
    if (!post) return { ok: false, status: 404, message: failed };
    changed();
    return { ok: true, data: undefined };
  });
});

/**
 * The button on the blog's list: the demo categories and posts that are missing (one deleted on purpose comes back);
 * what exists is skipped.
 */
export const addDemoContent = adminAction(z.object({}), async () =>
  failingAs<SeedResult>((await requestTranslator('blog.list'))('seedFailed'), async () => {
    const added = await applyBlogSeed(await getDb(), DEMO_BLOG);
    changed();
    return { ok: true, data: added };
  }),
);
