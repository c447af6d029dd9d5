'use server';

import { adminRowAction } from '@/features/auth/guard';
import { textOf } from '@/i18n/server';
import { retryMail } from './admin-actions';

export const retryMailFromList = adminRowAction(retryMail, { success: textOf('outbox.list', 'requeued') });
