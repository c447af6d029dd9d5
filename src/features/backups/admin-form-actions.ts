'use server';

import { adminRowAction } from '@/features/auth/guard';
import { textOf } from '@/features/auth/request-locale';
import { createBackupNow } from './admin-actions';

export const createBackupFromPage = adminRowAction(createBackupNow, { success: textOf('backups.page', 'created') });
