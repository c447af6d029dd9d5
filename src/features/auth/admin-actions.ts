'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { adminAction } from './guard';
import { ADMIN_USERS_PATH } from './paths';
import { removeNonAdmin, setRole } from './user-queries';

const account = z.object({ userId: z.string().trim().min(1, 'User is required') });

/** Approving a waiting account and granting admin are the same step: the role `admin`. */
export const grantAdmin = adminAction(account, async ({ userId }) => {
  if (!(await setRole(await getDb(), userId, 'admin'))) return { ok: false, status: 404, message: "This account no longer exists, or it is a venue operator's partner account (never an admin)." };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});

export const revokeAdmin = adminAction(account, async ({ userId }, admin) => {
  // So that one admin always remains.
  if (userId === admin.id) return { ok: false, status: 409, message: 'You cannot revoke your own admin role.' };
  if (!(await setRole(await getDb(), userId, 'user'))) return { ok: false, status: 404, message: 'This account no longer exists.' };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});

/** Removes a waiting (non-admin) account; an admin must first be revoked, which never applies to oneself. */
export const removeAccount = adminAction(account, async ({ userId }) => {
  if (!(await removeNonAdmin(await getDb(), userId))) return { ok: false, status: 409, message: 'Only accounts without the admin role can be removed. Revoke the role first.' };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});
