'use server';

import { adminRowAction } from '@/features/auth/guard';
import { deleteSubscriber } from './admin-actions';

export const deleteSubscriberFromList = adminRowAction(deleteSubscriber, { success: 'Subscriber deleted' });
