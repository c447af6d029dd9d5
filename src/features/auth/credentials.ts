import '@/lib/zod-jitless';
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/lib/email';
import { isOneLine } from '@/lib/one-line';
import { MAX_JOB_TITLE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, MIN_PASSWORD_LENGTH, PROFILE_TEXTS } from './texts';

const email = z.string().trim().min(1, 'Email is required').max(MAX_EMAIL_LENGTH, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address');
const password = z.string().min(1, 'Password is required');
const newPassword = password.min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

/**
 * A person's display name, as companies read it on their call, offer and mails: one line, and no address (older
 * accounts carried their address as a name, which is no name to greet anyone by).
 */
export const displayName = z
  .string(PROFILE_TEXTS.nameRequired)
  .trim()
  .min(1, PROFILE_TEXTS.nameRequired)
  .max(MAX_NAME_LENGTH, PROFILE_TEXTS.nameTooLong)
  .refine((name) => isOneLine(name) && !name.includes('@'), PROFILE_TEXTS.nameRequired);

const PHONE_PATTERN = /^\+?[\d\s()/-]+$/;

/** An optional one-line field: trimmed, and null when left empty. */
const optionalLine = (max: number, message: string, pattern?: RegExp) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine((value) => value === '' || (isOneLine(value) && (!pattern || pattern.test(value))), message)
    .optional()
    .transform((value) => value || null);

/** A planner's direct line (digits, blanks and the usual + - / ( )); null when none is given. */
export const directPhone = optionalLine(MAX_PHONE_LENGTH, PROFILE_TEXTS.phoneInvalid, PHONE_PATTERN);
/** A planner's job title; null when none is given. */
export const jobTitle = optionalLine(MAX_JOB_TITLE_LENGTH, PROFILE_TEXTS.jobTitleInvalid);

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ name: displayName, email, password: newPassword });
export const resetRequestSchema = z.object({ email });
export const newPasswordSchema = z.object({ password: newPassword });
export const changePasswordSchema = z.object({ currentPassword: password, newPassword });

/** The first admin's form (the setup link): a sign-up with the direct phone and job title besides. */
export const firstAdminSchema = signUpSchema.extend({ phone: directPhone, jobTitle });

/** `npm run create-admin`: the name may follow later (the admin reminds its owner), phone and job title too. */
export const createAdminSchema = signUpSchema.extend({ name: displayName.optional(), phone: directPhone, jobTitle });
