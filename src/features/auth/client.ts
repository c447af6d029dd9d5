'use client';

import { createAuthClient } from 'better-auth/react';
import type { useTranslations } from 'next-intl';

/** Talks to Better Auth's HTTP handler (/api/auth), where its rate limiter and origin check run. */
export const authClient = createAuthClient();

/**
 * The refusals the account forms meet, by Better Auth's error code (its own words are English ones), and ours
 * (config.ts): their messages in auth.errors.
 */
const ERROR_KEYS = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailOrPassword',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  INVALID_EMAIL: 'invalidEmail',
  INVALID_PASSWORD: 'invalidPassword',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_TOKEN: 'invalidToken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userAlreadyExists',
  FAILED_TO_CREATE_USER: 'failedToCreateUser',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'credentialAccountNotFound',
  SESSION_EXPIRED: 'sessionExpired',
  TOO_MANY_FAILED_SIGN_INS: 'tooManyFailedSignIns',
} as const;

/**
 * What the form says about a refusal of the backend, in the reader's language: its code's message; Better Auth's
 * rate limiter (429 without a code); our own refusal without a code (config.ts: already in the page's language, the
 * browser's); else the generic text of SPEC.md.
 */
export function messageOf(error: { code?: string; status?: number; message?: string } | null | undefined, t: ReturnType<typeof useTranslations<'auth.errors'>>): string {
  const code = error?.code;
  if (code && Object.hasOwn(ERROR_KEYS, code)) return t(ERROR_KEYS[code as keyof typeof ERROR_KEYS]);
  if (error?.status === 429) return t('tooManyRequests');
  return (!code && error?.message?.trim()) || t('unexpected');
}
