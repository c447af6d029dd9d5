'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction } from '@/features/auth/guard';
import { afterStatusMove } from '@/features/offers/booking';
import { messageKeys } from '@/i18n/keys';
import { requestTranslator } from '@/features/auth/request-locale';
import { config } from '@/lib/config';
import { mailSignature, operator } from '@/lib/operator';
import { changeRequestStatus } from './inbox';
import { REQUEST_STATUSES } from './statuses';
import { requestPath } from './paths';

const message = messageKeys('requests.validation');

const statusChange = z.object({
  requestId: z.uuid(message('requestRequired')),
  status: z.enum(REQUEST_STATUSES, message('statusRequired')),
  note: z
    .string()
    .trim()
    .max(2000, message('noteTooLong'))
    .optional()
    .transform((note) => note || null),
});

/** A new status for a request, with an optional note; recorded with who and when. */
export const changeStatus = adminAction(statusChange, async (change, admin) => {
  const settings = config();
  // Booked after the company accepted online: it gets the confirmation with the party's calendar file.
  const changed = await (await getDb()).transaction(async (tx) => {
    const moved = await changeRequestStatus(tx, { ...change, byId: admin.id, byEmail: admin.email });
    if (moved) await afterStatusMove(tx, change.requestId, moved, { siteHost: new URL(settings.SITE_URL).host, signature: mailSignature(operator(settings)) });
    return moved !== undefined;
  });
  if (!changed) return { ok: false, status: 404, message: (await requestTranslator('requests.statusForm'))('gone') };
  revalidatePath(requestPath(change.requestId));
  return { ok: true, data: undefined };
});
