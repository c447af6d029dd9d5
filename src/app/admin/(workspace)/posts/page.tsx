import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { addDemoContent, setBlogPostPublished } from '@/features/blog/admin-actions';
import { ADMIN_POSTS_PATH, type Outcome, outcomeOf, parsePostNotice, POST_LIST_TEXTS, POST_NOTICES, seedReport } from '@/features/blog/admin-notice';
import { AdminPostListAction } from '@/features/blog/components/admin-post-list-action';
import { AdminPostTable } from '@/features/blog/components/admin-post-table';
import { listPostsForAdmin } from '@/features/blog/queries';
import { AdminAdNotice as AdminNotice } from '@/features/venue-ads/components/admin-ad-notice';
import { logger } from '@/lib/logger';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The list's buttons as form actions (useActionState) around the admin actions, which check the role.

async function switchPublished(_previous: Outcome | null, form: FormData): Promise<Outcome> {
  'use server';
  const success = form.get('publish') === 'true' ? POST_LIST_TEXTS.published : POST_LIST_TEXTS.unpublished;
  return outcomeOf(await setBlogPostPublished(form), success, POST_LIST_TEXTS.updateFailed);
}

async function addDemo(_previous: Outcome | null, form: FormData): Promise<Outcome> {
  'use server';
  return outcomeOf(await addDemoContent(form), seedReport, POST_LIST_TEXTS.seedFailed);
}

export default async function BlogPostsPage({ searchParams }: Props) {
  await requireAdminPage();
  const notice = parsePostNotice(await searchParams);
  const posts = await listPostsForAdmin(await getDb()).catch((err: unknown) => {
    logger.error({ err }, 'blog posts could not be loaded for the admin');
    return undefined;
  });
  const drafts = posts?.filter((post) => !post.published).length ?? 0;
  return (
    <section aria-labelledby="posts-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="posts-title" className="text-2xl font-bold text-pine-900">
          Blog Posts
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <AdminPostListAction action={addDemo} fields={{}} label="Add demo content" />
          <Link href={`${ADMIN_POSTS_PATH}/new`} className={buttonClasses('primary', 'sm')}>
            New Post
          </Link>
        </div>
      </div>
      {notice && <AdminNotice key={notice} kind={POST_NOTICES[notice].kind} text={POST_NOTICES[notice].text} clearParam="notice" />}
      {!posts && <AdminNotice kind="error" text={POST_LIST_TEXTS.loadFailed} />}
      {posts && (
        <p className="text-sm text-slate-700">
          {posts.length} {posts.length === 1 ? 'post' : 'posts'} · {drafts} {drafts === 1 ? 'draft' : 'drafts'}
        </p>
      )}
      <AdminPostTable posts={posts ?? []} failed={!posts} switchPublished={switchPublished} />
    </section>
  );
}
