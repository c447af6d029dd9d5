import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { postNoticeHref } from '@/features/blog/admin-notices';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { AdminPostFormScreen } from '@/features/blog/components/admin-post-form-screen';
import { postFormValuesOf } from '@/features/blog/form-schema';
import { getPost, listCategories } from '@/features/blog/queries';
import { logger } from '@/lib/logger';

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
  if (!post) redirect(postNoticeHref('load-failed', ADMIN_POSTS_PATH));
  const t = await getTranslations('blog.editor');
  return (
    <>
      {!categories && <AdminNotice kind="error" text={t('categoriesFailed')} />}
      <AdminPostFormScreen initial={postFormValuesOf(post)} post={post} categories={categories} />
    </>
  );
}
