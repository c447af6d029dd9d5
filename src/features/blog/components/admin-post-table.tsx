import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/time';
import { removeBlogPost, switchBlogPostPublished } from '../admin-form-actions';
import { ADMIN_POSTS_PATH } from '../paths';
import type { PostWithCategory } from '../queries';

/** Every post, drafts too, with what can be done with it. */
export function AdminPostTable({ posts, failed }: { posts: readonly PostWithCategory[]; failed: boolean }) {
  const t = useTranslations('blog.list');
  const empty = failed ? t('emptyFailed') : t('empty');
  const columns = [t('columnTitle'), t('columnSlug'), t('columnCategory'), t('columnState'), t('columnCreated'), t('columnActions')];
  return (
    <DataTable columns={columns} empty={posts.length === 0 && <p className="p-4 text-slate-700">{empty}</p>}>
      {posts.map((post) => (
        <tr key={post.id} className="border-t border-slate-100 align-top">
          <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
            {post.title}
          </th>
          <td className="px-3 py-2 break-all text-slate-700">{post.slug}</td>
          <td className="px-3 py-2">{post.category?.name ?? t('noCategory')}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            {post.publishedAt ? (
              <>
                <span className="rounded-full bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900">{t('statePublished')}</span>
                <span className="mt-1 block text-slate-700">{formatDateTime(post.publishedAt)}</span>
              </>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('stateDraft')}</span>
            )}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(post.createdAt)}</td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap gap-2">
              <RowAction
                action={switchBlogPostPublished}
                fields={{ postId: String(post.id), publish: String(!post.published) }}
                label={post.published ? t('unpublish') : t('publish')}
                variant={post.published ? 'outline' : 'secondary'}
              />
              <Link href={`${ADMIN_POSTS_PATH}/${post.id}/edit`} className={buttonClasses('outline', 'sm')}>
                {t('edit')}
              </Link>
              {post.published && (
                <Link href={`/blog/${post.slug}`} target="_blank" rel="noopener" className={buttonClasses('ghost', 'sm')}>
                  {t('view')}
                </Link>
              )}
              <RowAction
                action={removeBlogPost}
                fields={{ postId: String(post.id) }}
                label={t('delete')}
                variant="danger"
                confirm={{ title: t('deleteTitle', { title: post.title }), description: t('deleteDescription') }}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
