'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction, failingAs } from '@/features/auth/guard';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { ADMIN_NEWSLETTER_PATH } from './paths';
import { eraseSubscriber } from './subscription-queries';

/** Erasure on request (Art. 17 DSGVO): the address, its proof of consent and its newsletter mails. */
export const deleteSubscriber = adminAction(z.object({ subscriberId: z.uuid(messageKeys('newsletter.validation')('subscriberRequired')) }), async ({ subscriberId }) => {
  const failed = (await requestTranslator('newsletter.subscribers'))('deleteFailed');
  return failingAs(failed, async () => {
    if (!(await eraseSubscriber(await getDb(), subscriberId))) return { ok: false, status: 404, message: failed };
    revalidatePath(ADMIN_NEWSLETTER_PATH);
    return { ok: true, data: undefined };
  });
});
