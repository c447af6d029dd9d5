import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { AdminPostFormScreen } from '@/features/blog/components/admin-post-form-screen';
import { NEW_POST_VALUES } from '@/features/blog/form-schema';
import { listCategories } from '@/features/blog/queries';
import { logger } from '@/lib/logger';

export default async function NewPostPage() {
  await requireAdminPage();
  const categories = await listCategories(await getDb()).catch((err: unknown) => {
    logger.error({ err }, 'blog categories could not be loaded for the editor');
    return undefined;
  });
  const t = await getTranslations('blog.editor');
  return (
    <>
      {!categories && <AdminNotice kind="error" text={t('categoriesFailed')} />}
      <AdminPostFormScreen initial={NEW_POST_VALUES} categories={categories} />
    </>
  );
}
