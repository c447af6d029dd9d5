import '@/lib/zod-jitless';
import { z } from 'zod';
import { chosenFile, formText, isFile } from '@/lib/form-data';
import { directPhone, displayName, jobTitle } from './credentials';
import { plannerName } from './planner';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, PROFILE_TEXTS } from './texts';

// The profile form of the Users tab and the Account page (the admin speaks English). Shared by the browser (instant
// feedback) and the server, which also checks the photo's first bytes before it re-encodes it.

const photo = z
  .custom<File | string>((value) => value === '' || isFile(value), PROFILE_TEXTS.photoNotImage)
  .optional()
  .transform(chosenFile)
  .refine((file) => !file || (PHOTO_TYPES as readonly string[]).includes(file.type), PROFILE_TEXTS.photoNotImage)
  .refine((file) => !file || file.size <= MAX_PHOTO_BYTES, PROFILE_TEXTS.photoTooLarge);

/** An admin account's name, direct phone, job title and portrait (a new file, or the old one removed). */
export const profileSchema = z.object({
  userId: z.string().trim().min(1, 'Account is required'),
  name: displayName,
  phone: directPhone,
  jobTitle,
  photo,
  removePhoto: z
    .literal('on')
    .optional()
    .transform((value) => value === 'on'),
});

export type ProfileInput = z.output<typeof profileSchema>;

/** The form's text fields as typed (the photo is a file, which a form cannot be given back). */
export interface ProfileFormValues {
  name: string;
  phone: string;
  jobTitle: string;
}

/** A stored profile as the form shows it (an address stored as a name, as older accounts have it, is no name). */
export function profileFormValues(profile: { name: string; phone: string | null; jobTitle: string | null }): ProfileFormValues {
  return { name: plannerName(profile) ?? '', phone: profile.phone ?? '', jobTitle: profile.jobTitle ?? '' };
}

export function postedProfile(form: FormData): ProfileFormValues {
  return { name: formText(form, 'name'), phone: formText(form, 'phone'), jobTitle: formText(form, 'jobTitle') };
}
