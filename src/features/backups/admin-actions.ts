'use server';

import { z } from 'zod';
import { database } from '@/db/client';
import { adminAction } from '@/features/auth/guard';
import { config } from '@/lib/config';
import { backupRunningDatabase } from './nightly';

/** A backup of the running embedded database now, besides the nightly one. */
export const createBackupNow = adminAction(z.unknown(), async () => {
  await backupRunningDatabase(await database(), config());
  return { ok: true, data: undefined };
});
