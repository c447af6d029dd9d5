import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { createBlogPost } from '@/features/blog/admin-actions';
import { POST_LIST_TEXTS, postsWithNotice } from '@/features/blog/admin-notice';
import { AdminPostFormScreen } from '@/features/blog/components/admin-post-form-screen';
import { failedPostSave, NEW_POST_VALUES, POST_FORM_TEXTS, type PostFormState } from '@/features/blog/form-schema';
import { listCategories } from '@/features/blog/queries';
import { AdminAdNotice as AdminNotice } from '@/features/venue-ads/components/admin-ad-notice';
import { logger } from '@/lib/logger';

/** The form's state for useActionState around the admin action (which checks the role); a success returns to the list. */
async function create(_previous: PostFormState, form: FormData): Promise<PostFormState> {
  'use server';
  const result = await createBlogPost(form);
  if (result.ok) redirect(postsWithNotice('created'));
  return failedPostSave(result, form, POST_FORM_TEXTS.createFailed);
}

export default async function NewPostPage() {
  await requireAdminPage();
  const categories = await listCategories(await getDb()).catch((err: unknown) => {
    logger.error({ err }, 'blog categories could not be loaded for the editor');
    return undefined;
  });
  return (
    <>
      {!categories && <AdminNotice kind="error" text={POST_LIST_TEXTS.categoriesFailed} />}
      <AdminPostFormScreen action={create} initial={NEW_POST_VALUES} categories={categories} />
    </>
  );
}
