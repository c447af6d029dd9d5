import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { updateBlogPost } from '@/features/blog/admin-actions';
import { POST_LIST_TEXTS, postsWithNotice } from '@/features/blog/admin-notice';
import { AdminPostFormScreen } from '@/features/blog/components/admin-post-form-screen';
import { failedPostSave, POST_FORM_TEXTS, type PostFormState, postFormValuesOf } from '@/features/blog/form-schema';
import { getPost, listCategories } from '@/features/blog/queries';
import { AdminAdNotice as AdminNotice } from '@/features/venue-ads/components/admin-ad-notice';
import { logger } from '@/lib/logger';

/** The form's state for useActionState around the admin action (which checks the role); a success returns to the list. */
async function update(_previous: PostFormState, form: FormData): Promise<PostFormState> {
  'use server';
  const result = await updateBlogPost(form);
  if (result.ok) redirect(postsWithNotice('updated'));
  return failedPostSave(result, form, POST_FORM_TEXTS.updateFailed);
}

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  const db = await getDb();
  const [post, categories] = await Promise.all([
    getPost(db, Number(id)).catch((err: unknown) => {
      logger.error({ err }, 'blog post could not be loaded for editing');
      return undefined;
    }),
    listCategories(db).catch((err: unknown) => {
      logger.error({ err }, 'blog categories could not be loaded for the editor');
      return undefined;
    }),
  ]);
  // An unknown id and a failed load end alike: back to the list, which says so.
  if (!post) redirect(postsWithNotice('load-failed'));
  return (
    <>
      {!categories && <AdminNotice kind="error" text={POST_LIST_TEXTS.categoriesFailed} />}
      <AdminPostFormScreen action={update} initial={postFormValuesOf(post)} post={post} categories={categories} />
    </>
  );
}
