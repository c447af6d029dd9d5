'use server';

import { adminRowAction } from '@/features/auth/guard';
import { createBackupNow } from './admin-actions';

export const createBackupFromPage = adminRowAction(createBackupNow, { success: 'Backup created' });
