import { defineNotices } from '@/components/admin/notices';
import type { translator } from '@/i18n/translator';
import type { SeedResult } from './seed';

/** The words of the list's notices: the translator of 'blog.notices' in the admin's language. */
type NoticeTexts = (key: 'created' | 'updated' | 'loadFailed') => string;

/**
 * Outcomes reported once as a toast on the list after a redirect: the editor's success, and an editor that could
 * not load its post. The address names only the notice's key; its words are the reader's.
 */
export function postNotices(t: NoticeTexts) {
  return defineNotices({
    created: { kind: 'success', text: t('created') },
    updated: { kind: 'success', text: t('updated') },
    'load-failed': { kind: 'error', text: t('loadFailed') },
  });
}

/** `path` with the notice that the list shows there. */
export const postNoticeHref = (notice: 'created' | 'updated' | 'load-failed', path: string) => postNotices((key) => key).href(notice, path);

/** 'Demo content added: 0 categories, 1 post', or that nothing was missing, in the words of 'blog.list'. */
export function seedReport({ categoriesAdded, postsAdded }: SeedResult, t: ReturnType<typeof translator<'blog.list'>>): string {
  if (categoriesAdded === 0 && postsAdded === 0) return t('seedComplete');
  return t('seedAdded', { categories: categoriesAdded, posts: postsAdded });
}
