import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { createBlogPostFromForm, updateBlogPostFromForm } from '../admin-form-actions';
import { ADMIN_POSTS_PATH } from '../paths';
import type { PostFormValues } from '../form-schema';
import { AdminPostForm, type CategoryOption } from './admin-post-form';

/** The new and edit pages: the way back, the heading and the editor. */
export function AdminPostFormScreen({
  initial,
  post,
  categories,
}: {
  initial: PostFormValues;
  /** The stored post when editing. */
  post?: { id: number; published: boolean };
  categories: readonly CategoryOption[] | undefined;
}) {
  const t = useTranslations('blog.editor');
  return (
    <AdminPage titleId="post-form-title" title={post ? t('editTitle') : t('newTitle')} back={ADMIN_POSTS_PATH}>
      <AdminPostForm
        action={post ? updateBlogPostFromForm : createBlogPostFromForm}
        initial={initial}
        postId={post?.id}
        published={post?.published ?? false}
        categories={categories?.map(({ id, name }) => ({ id, name }))}
      />
    </AdminPage>
  );
}
