'use server';

import { redirect } from 'next/navigation';
import { adminFormAction, adminRowAction } from '@/features/auth/guard';
import { addDemoContent, createBlogPost, deleteBlogPost, setBlogPostPublished, updateBlogPost } from './admin-actions';
import { POST_LIST_TEXTS, postNotices, seedReport } from './admin-notices';
import { ADMIN_POSTS_PATH } from './paths';
import { failedPostSave, POST_FORM_TEXTS } from './form-schema';

// The admin actions as the editor and the list's buttons use them (useActionState), with the spec's texts.

/** A success returns to the list, which says so. */
export const createBlogPostFromForm = adminFormAction(createBlogPost, {
  failed: (result, form) => failedPostSave(result, form, POST_FORM_TEXTS.createFailed),
  saved: () => redirect(postNotices.href('created', ADMIN_POSTS_PATH)),
});

export const updateBlogPostFromForm = adminFormAction(updateBlogPost, {
  failed: (result, form) => failedPostSave(result, form, POST_FORM_TEXTS.updateFailed),
  saved: () => redirect(postNotices.href('updated', ADMIN_POSTS_PATH)),
});

export const switchBlogPostPublished = adminRowAction(setBlogPostPublished, {
  success: (_, form) => (form.get('publish') === 'true' ? POST_LIST_TEXTS.published : POST_LIST_TEXTS.unpublished),
  failure: POST_LIST_TEXTS.updateFailed,
});

export const removeBlogPost = adminRowAction(deleteBlogPost, { success: POST_LIST_TEXTS.deleted, failure: POST_LIST_TEXTS.deleteFailed });

export const addDemoContentFromList = adminRowAction(addDemoContent, { success: seedReport, failure: POST_LIST_TEXTS.seedFailed });
