'use server';

import { adminRowAction } from '@/features/auth/guard';
import { textOf } from '@/features/auth/request-locale';
import { deleteSubscriber } from './admin-actions';

export const deleteSubscriberFromList = adminRowAction(deleteSubscriber, { success: textOf('newsletter.subscribers', 'deleted') });
