'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { ADMIN_NEWSLETTER_PATH } from './paths';
import { eraseSubscriber } from './subscription-queries';

const DELETE_FAILED = 'Failed to delete subscriber';

/** Erasure on request (Art. 17 DSGVO): the address, its proof of consent and its newsletter mails. */
export const deleteSubscriber = adminAction(z.object({ subscriberId: z.uuid('Subscriber is required') }), ({ subscriberId }) =>
  failingAs(DELETE_FAILED, async () => {
    if (!(await eraseSubscriber(await getDb(), subscriberId))) return { ok: false, status: 404, message: DELETE_FAILED };
    revalidatePath(ADMIN_NEWSLETTER_PATH);
    return { ok: true, data: undefined };
  }),
);
