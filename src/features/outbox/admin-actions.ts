'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction } from '@/features/auth/guard';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { wakeOutboxWorker } from '@/lib/mail/outbox-worker';
import { ADMIN_OUTBOX_PATH } from './paths';
import { retryFailedMail } from './queries';

export const retryMail = adminAction(z.object({ mailId: z.coerce.number().int().positive(messageKeys('outbox.validation')('mailRequired')) }), async ({ mailId }) => {
  if (!(await retryFailedMail(await getDb(), mailId))) return { ok: false, status: 409, message: (await requestTranslator('outbox.list'))('onlyFailed') };
  wakeOutboxWorker();
  revalidatePath(ADMIN_OUTBOX_PATH);
  return { ok: true, data: undefined };
});
