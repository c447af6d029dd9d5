'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { encodeUpload } from '@/features/images/encode';
import { saveImage } from '@/features/images/queries';
import { type ProfileFormValues, profileFormValues, profileSchema } from './admin-form-schema';
import { adminAction, failingAs } from './guard';
import { ADMIN_PATH, ADMIN_USERS_PATH } from './paths';
import { PROFILE_TEXTS } from './texts';
import { lockAdmin, removeNonAdmin, saveAdminProfile, setRole } from './user-queries';

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

/** The chosen portrait re-encoded, or the photo field's error. */
const encodedPhoto = (file: File) => encodeUpload(file, { notImage: PROFILE_TEXTS.photoNotImage, unreadable: PROFILE_TEXTS.photoUnreadable });

/**
 * An admin account's name, direct phone, job title and portrait (the Users tab for any admin, the Account page for
 * oneself). A new photo replaces the old one (the old copy goes with the daily clean-up); "Remove photo" without a
 * new one clears it. A refused photo changes nothing.
 */
export const updateProfile = adminAction(profileSchema, ({ userId, name, phone, jobTitle, photo, removePhoto }) =>
  failingAs<ProfileFormValues>(PROFILE_TEXTS.saveFailed, async () => {
    const image = photo ? await encodedPhoto(photo) : undefined;
    if (image && 'error' in image) return { ok: false, status: 400, message: PROFILE_TEXTS.invalid, fieldErrors: { photo: image.error } };
    const saved = await (await getDb()).transaction(async (tx) => {
      if (!(await lockAdmin(tx, userId))) return false;
      const photoImageId = image ? await saveImage(tx, `upload:${photo!.name.slice(0, 200)}`, image) : removePhoto ? null : undefined;
      return saveAdminProfile(tx, userId, { name, phone, jobTitle, photoImageId });
    });
    if (!saved) return { ok: false, status: 404, message: PROFILE_TEXTS.notAnAdmin };
    // The name stands in the workspace's frame too (the notice for an admin without one).
    revalidatePath(ADMIN_PATH, 'layout');
    return { ok: true, data: profileFormValues({ name, phone, jobTitle }) };
  }),
);
