'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { requestTranslator } from '@/features/auth/request-locale';
import { expireBlog } from '@/features/blog/cache';
import { ADMIN_POSTS_PATH } from '@/features/blog/paths';
import { applyBlogSeed, type SeedResult } from '@/features/blog/seed';
import { DEMO_BLOG } from './blog-posts';

/**
 * The demo categories and posts that are missing (one deleted on purpose comes back); what exists is skipped. The
 * button stands on the blog's list; the data is this area's, above the blog's, which writes whatever it is given.
 */
export const addDemoContent = adminAction(z.object({}), async () =>
  failingAs<SeedResult>((await requestTranslator('blog.list'))('seedFailed'), async () => {
    const added = await applyBlogSeed(await getDb(), DEMO_BLOG);
    // Every blog page shows the change at once, and the admin's list is rendered afresh.
    expireBlog();
    revalidatePath(ADMIN_POSTS_PATH);
    return { ok: true, data: added };
  }),
);
