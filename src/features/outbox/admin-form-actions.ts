'use server';

import { adminRowAction } from '@/features/auth/guard';
import { retryMail } from './admin-actions';

export const retryMailFromList = adminRowAction(retryMail, { success: 'Mail queued again' });
