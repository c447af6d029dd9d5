import Link from 'next/link';
import { createBlogPostFromForm, updateBlogPostFromForm } from '../admin-form-actions';
import { ADMIN_POSTS_PATH } from '../admin-notice';
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
  return (
    <section aria-labelledby="post-form-title" className="space-y-4">
      <Link href={ADMIN_POSTS_PATH} className="text-sm font-medium text-pine-700 underline">
        Back to Admin
      </Link>
      <h1 id="post-form-title" className="text-2xl font-bold text-pine-900">
        {post ? 'Edit Post' : 'New Post'}
      </h1>
      <AdminPostForm
        action={post ? updateBlogPostFromForm : createBlogPostFromForm} initial={initial} postId={post?.id} published={post?.published ?? false} categories={categories?.map(({ id, name }) => ({ id, name }))} />
    </section>
  );
}
