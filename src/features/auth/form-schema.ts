import '@/lib/zod-jitless';
import { z } from 'zod';
import { messageKeys } from '@/i18n/keys';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@/lib/email';
import { isOneLine } from '@/lib/one-line';
import { MAX_JOB_TITLE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH, MIN_PASSWORD_LENGTH } from './texts';

// The account forms (sign in, sign up, password reset and change, the first admin's setup) and the fields the
// profile form shares with them. Shared by the browser (instant feedback) and the server; their messages are keys
// of auth.validation, translated where they are shown (the catalogue's texts name the limits above: no values).

type ValidationKey = Parameters<ReturnType<typeof messageKeys<'auth.validation'>>>[0];

/** How a rule's message is given: a message key (the forms) or the text itself (the command line, credentials.ts). */
export type ValidationMessage = (key: ValidationKey) => string;

const PHONE_PATTERN = /^\+?[\d\s()/-]+$/;

/** The rules of the account fields, their messages given by `message`. */
export function credentialRules(message: ValidationMessage) {
  const email = z.string().trim().min(1, message('emailRequired')).max(MAX_EMAIL_LENGTH, message('emailInvalid')).regex(EMAIL_PATTERN, message('emailInvalid'));
  const password = z.string().min(1, message('passwordRequired'));
  const newPassword = password.min(MIN_PASSWORD_LENGTH, message('passwordTooShort'));

  /**
   * A person's display name, as companies read it on their call, offer and mails: one line, and no address (older
   * accounts carried their address as a name, which is no name to greet anyone by).
   */
  const displayName = z
    .string(message('nameRequired'))
    .trim()
    .min(1, message('nameRequired'))
    .max(MAX_NAME_LENGTH, message('nameTooLong'))
    .refine((name) => isOneLine(name) && !name.includes('@'), message('nameRequired'));

  /** An optional one-line field: trimmed, and null when left empty. */
  const optionalLine = (max: number, text: string, pattern?: RegExp) =>
    z
      .string(text)
      .trim()
      .max(max, text)
      .refine((value) => value === '' || (isOneLine(value) && (!pattern || pattern.test(value))), text)
      .optional()
      .transform((value) => value || null);

  return {
    email,
    password,
    newPassword,
    displayName,
    /** A planner's direct line (digits, blanks and the usual + - / ( )); null when none is given. */
    directPhone: optionalLine(MAX_PHONE_LENGTH, message('phoneInvalid'), PHONE_PATTERN),
    /** A planner's job title; null when none is given. */
    jobTitle: optionalLine(MAX_JOB_TITLE_LENGTH, message('jobTitleInvalid')),
  };
}

const rules = credentialRules(messageKeys('auth.validation'));

export const { displayName, directPhone, jobTitle } = rules;

export const signInSchema = z.object({ email: rules.email, password: rules.password });
export const signUpSchema = z.object({ name: displayName, email: rules.email, password: rules.newPassword });
export const resetRequestSchema = z.object({ email: rules.email });
export const newPasswordSchema = z.object({ password: rules.newPassword });
export const changePasswordSchema = z.object({ currentPassword: rules.password, newPassword: rules.newPassword });

/** The first admin's form (the setup link): a sign-up with the direct phone and job title besides. */
export const firstAdminSchema = signUpSchema.extend({ phone: directPhone, jobTitle });
