'use server';

import { adminRowAction } from '@/features/auth/guard';
import { textOf } from '@/features/auth/request-locale';
import { retryMail } from './admin-actions';

export const retryMailFromList = adminRowAction(retryMail, { success: textOf('outbox.list', 'requeued') });
