'use server';

import { adminRowAction } from '@/features/auth/guard';
import { requestTranslator, textOf } from '@/features/auth/request-locale';
import { seedReport } from '@/features/blog/admin-notices';
import { addDemoContent } from './admin-actions';

/** The blog list's 'Add demo content' button, in the admin's language. */
export const addDemoContentFromList = adminRowAction(addDemoContent, {
  success: async (added) => seedReport(added, await requestTranslator('blog.list')),
  failure: textOf('blog.list', 'seedFailed'),
});
