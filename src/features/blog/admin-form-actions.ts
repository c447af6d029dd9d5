'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { addDemoContent, createBlogPost, deleteBlogPost, setBlogPostPublished, updateBlogPost } from './admin-actions';
import { postNoticeHref, seedReport } from './admin-notices';
import { ADMIN_POSTS_PATH } from './paths';
import { failedPostSave } from './form-schema';

// The admin actions as the editor and the list's buttons use them (useActionState), in the admin's language.

/** A failed save in the admin's words: `failure` ('createFailed' or 'updateFailed') where no other reason is known. */
async function failedSave(result: Parameters<typeof failedPostSave>[0], form: FormData, failure: 'createFailed' | 'updateFailed') {
  const [editor, validation] = await Promise.all([requestTranslator('blog.editor'), requestTranslator('blog.validation')]);
  return failedPostSave(result, form, editor(failure), validation);
}

/** A success returns to the list, which says so. */
export const createBlogPostFromForm = adminFormAction(createBlogPost, {
  failed: (result, form) => failedSave(result, form, 'createFailed'),
  saved: () => redirect(postNoticeHref('created', ADMIN_POSTS_PATH)),
});

export const updateBlogPostFromForm = adminFormAction(updateBlogPost, {
  failed: (result, form) => failedSave(result, form, 'updateFailed'),
  saved: () => redirect(postNoticeHref('updated', ADMIN_POSTS_PATH)),
});

export const switchBlogPostPublished = adminRowAction(setBlogPostPublished, {
  success: async (_, form) => {
    const t = await requestTranslator('blog.list');
    return form.get('publish') === 'true' ? t('published') : t('unpublished');
  },
  failure: textOf('blog.list', 'updateFailed'),
});

export const removeBlogPost = adminRowAction(deleteBlogPost, { success: textOf('blog.list', 'deleted'), failure: textOf('blog.list', 'deleteFailed') });

/** The list's 'Add demo content' button, in the admin's language. */
export const addDemoContentFromList = adminRowAction(addDemoContent, {
  success: async (added) => seedReport(added, await requestTranslator('blog.list')),
  failure: textOf('blog.list', 'seedFailed'),
});
