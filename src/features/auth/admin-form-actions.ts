'use server';

import { grantAdmin, removeAccount, revokeAdmin } from './admin-actions';
import { adminRowAction } from './guard';

// The users list's buttons (RowAction); a refusal says why in the action's own words.

export const approveAccount = adminRowAction(grantAdmin, { success: 'Account approved' });

export const revokeAdminRole = adminRowAction(revokeAdmin, { success: 'Admin role revoked' });

export const removeWaitingAccount = adminRowAction(removeAccount, { success: 'Account removed' });
