import { defineNotices } from '@/components/admin/notices';
import type { SeedResult } from './seed';

/** The list's texts of SPEC.md section 8. */
export const POST_LIST_TEXTS = {
  loadFailed: 'Failed to fetch posts',
  published: 'Post published successfully',
  unpublished: 'Post unpublished successfully',
  updateFailed: 'Failed to update post',
  deleted: 'Post deleted successfully',
  deleteFailed: 'Failed to delete post',
  categoriesFailed: 'Failed to fetch categories',
  seedFailed: 'Failed to add demo content',
} as const;

/** Outcomes reported once as a toast on the list after a redirect to it: the editor's success, and an editor that could not load its post. */
export const postNotices = defineNotices({
  created: { kind: 'success', text: 'Post created successfully' },
  updated: { kind: 'success', text: 'Post updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch post' },
});

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Demo content added: 0 categories, 1 post', or that nothing was missing. */
export function seedReport({ categoriesAdded, postsAdded }: SeedResult): string {
  if (categoriesAdded === 0 && postsAdded === 0) return 'Demo content is already complete';
  return `Demo content added: ${counted(categoriesAdded, 'category', 'categories')}, ${counted(postsAdded, 'post', 'posts')}`;
}
