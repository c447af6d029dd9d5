'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { readUpload } from '@/features/images/upload';
import { messageKeys } from '@/i18n/keys';
import { ADMIN_LOCALES } from '@/i18n/locale';
import { saveImage } from '@/features/images/queries';
import { type ProfileFormValues, profileFormValues, profileSchema } from './admin-form-schema';
import { requestTranslator } from '@/features/auth/request-locale';
import { adminAction, failingAs } from './guard';
import { ADMIN_PATH, ADMIN_USERS_PATH } from './paths';
import { lockAdmin, removeNonAdmin, saveAdminProfile, setLocale, setRole } from './user-queries';

const account = z.object({ userId: z.string().trim().min(1, messageKeys('auth.validation')('userRequired')) });

/** The signed-in admin's language; every admin page follows it from the next render. */
export const chooseLanguage = adminAction(z.object({ locale: z.enum(ADMIN_LOCALES) }), async ({ locale }, admin) => {
  if (!(await setLocale(await getDb(), admin.id, locale))) return { ok: false, status: 404, message: (await requestTranslator('admin.guard'))('signInRequired') };
  revalidatePath(ADMIN_PATH, 'layout');
  return { ok: true, data: locale };
});

/** Approving a waiting account and granting admin are the same step: the role `admin`. */
export const grantAdmin = adminAction(account, async ({ userId }) => {
  if (!(await setRole(await getDb(), userId, 'admin'))) return { ok: false, status: 404, message: (await requestTranslator('auth.users'))('approveRefused') };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});

export const revokeAdmin = adminAction(account, async ({ userId }, admin) => {
  const t = await requestTranslator('auth.users');
  // So that one admin always remains.
  if (userId === admin.id) return { ok: false, status: 409, message: t('revokeOwn') };
  if (!(await setRole(await getDb(), userId, 'user'))) return { ok: false, status: 404, message: t('gone') };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});

/** Removes a waiting (non-admin) account; an admin must first be revoked, which never applies to oneself. */
export const removeAccount = adminAction(account, async ({ userId }) => {
  if (!(await removeNonAdmin(await getDb(), userId))) return { ok: false, status: 409, message: (await requestTranslator('auth.users'))('removeRefused') };
  revalidatePath(ADMIN_USERS_PATH);
  return { ok: true, data: undefined };
});

/**
 * An admin account's name, direct phone, job title and portrait (the Users tab for any admin, the Account page for
 * oneself). A new photo replaces the old one (the old copy goes with the daily clean-up); "Remove photo" without a
 * new one clears it. A refused photo changes nothing.
 */
export const updateProfile = adminAction(profileSchema, async ({ userId, name, phone, jobTitle, photo, removePhoto }) => {
  const [t, validation] = await Promise.all([requestTranslator('auth.profile'), requestTranslator('auth.validation')]);
  return failingAs<ProfileFormValues>(t('saveFailed'), async () => {
    // The chosen portrait re-encoded, or the photo field's error.
    const read = photo ? await readUpload(photo, 'portrait', { notImage: validation('photoNotImage'), tooLarge: validation('photoTooLarge'), unreadable: t('photoUnreadable') }) : undefined;
    if (read && !read.ok) return { ok: false, status: 400, message: t('invalid'), fieldErrors: { photo: read.error } };
    const image = read?.image;
    const saved = await (await getDb()).transaction(async (tx) => {
      if (!(await lockAdmin(tx, userId))) return false;
      const photoImageId = image ? await saveImage(tx, `upload:${photo!.name.slice(0, 200)}`, image) : removePhoto ? null : undefined;
      return saveAdminProfile(tx, userId, { name, phone, jobTitle, photoImageId });
    });
    if (!saved) return { ok: false, status: 404, message: t('notAnAdmin') };
    // The name stands in the workspace's frame too (the notice for an admin without one).
    revalidatePath(ADMIN_PATH, 'layout');
    return { ok: true, data: profileFormValues({ name, phone, jobTitle }) };
  });
});
