import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { AddressNotice } from '@/components/admin/notices';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { postNotices } from '@/features/blog/admin-notices';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { AdminPostTable } from '@/features/blog/components/admin-post-table';
import { listPostsForAdmin } from '@/features/blog/queries';
import { addDemoContentFromList } from '@/features/blog/admin-form-actions';
import { logger } from '@/lib/logger';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BlogPostsPage({ searchParams }: Props) {
  await requireAdminPage();
  const posts = await listPostsForAdmin(await getDb()).catch((err: unknown) => {
    logger.error({ err }, 'blog posts could not be loaded for the admin');
    return undefined;
  });
  const drafts = posts?.filter((post) => !post.published).length ?? 0;
  const [t, notice] = await Promise.all([getTranslations('blog.list'), getTranslations('blog.notices')]);
  return (
    <AdminPage
      titleId="posts-title"
      title={t('title')}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <RowAction action={addDemoContentFromList} fields={{}} label={t('addDemoContent')} />
          <Link href={`${ADMIN_POSTS_PATH}/new`} className={buttonClasses('primary', 'sm')}>
            {t('newPost')}
          </Link>
        </div>
      }
    >
      <AddressNotice notices={postNotices(notice)} params={await searchParams} />
      {!posts && <AdminNotice kind="error" text={t('loadFailed')} />}
      {posts && (
        <p className="text-sm text-slate-700">{t('count', { posts: posts.length, drafts })}</p>
      )}
      <AdminPostTable posts={posts ?? []} failed={!posts} />
    </AdminPage>
  );
}
