import '@/lib/zod-jitless';
import { z } from 'zod';
import { messageKeys } from '@/i18n/keys';
import { chosenFile, formText, isFile } from '@/lib/form-data';
import { declaredAs, IMAGE_KINDS } from '@/lib/upload-limits';
import { directPhone, displayName, jobTitle } from './form-schema';
import { plannerName } from './planner';

// The profile form of the Users tab and the Account page. Shared by the browser (instant feedback) and the server,
// which also checks the photo's first bytes before it re-encodes it; the messages are keys of auth.validation.

const message = messageKeys('auth.validation');

const photo = z
  .custom<File | string>((value) => value === '' || isFile(value), message('photoNotImage'))
  .optional()
  .transform(chosenFile)
  .refine((file) => !file || declaredAs(file, 'portrait'), message('photoNotImage'))
  .refine((file) => !file || file.size <= IMAGE_KINDS.portrait.maxBytes, message('photoTooLarge'));

/** An admin account's name, direct phone, job title and portrait (a new file, or the old one removed). */
export const profileSchema = z.object({
  userId: z.string().trim().min(1, message('accountRequired')),
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
