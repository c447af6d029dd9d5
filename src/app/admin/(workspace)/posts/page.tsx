import Link from 'next/link';
import { AdminNotice } from '@/components/admin/admin-notice';
import { AdminPage } from '@/components/admin/admin-page';
import { AddressNotice } from '@/components/admin/notices';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { addDemoContentFromList } from '@/features/blog/admin-form-actions';
import { POST_LIST_TEXTS, postNotices } from '@/features/blog/admin-notices';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { AdminPostTable } from '@/features/blog/components/admin-post-table';
import { listPostsForAdmin } from '@/features/blog/queries';
import { logger } from '@/lib/logger';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BlogPostsPage({ searchParams }: Props) {
  await requireAdminPage();
  const posts = await listPostsForAdmin(await getDb()).catch((err: unknown) => {
    logger.error({ err }, 'blog posts could not be loaded for the admin');
    return undefined;
  });
  const drafts = posts?.filter((post) => !post.published).length ?? 0;
  return (
    <AdminPage
      titleId="posts-title"
      title="Blog Posts"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <RowAction action={addDemoContentFromList} fields={{}} label="Add demo content" />
          <Link href={`${ADMIN_POSTS_PATH}/new`} className={buttonClasses('primary', 'sm')}>
            New Post
          </Link>
        </div>
      }
    >
      <AddressNotice notices={postNotices} params={await searchParams} />
      {!posts && <AdminNotice kind="error" text={POST_LIST_TEXTS.loadFailed} />}
      {posts && (
        <p className="text-sm text-slate-700">
          {posts.length} {posts.length === 1 ? 'post' : 'posts'} · {drafts} {drafts === 1 ? 'draft' : 'drafts'}
        </p>
      )}
      <AdminPostTable posts={posts ?? []} failed={!posts} />
    </AdminPage>
  );
}
