// The admin's words stand in the catalogues (src/i18n/messages/<language>/auth.json); what is left here are the
// limits the screens and schemas share (a portrait's: lib/upload-limits.ts) and the English words of
// `npm run create-admin`, a command line's.

export const MIN_PASSWORD_LENGTH = 6;
export const ADMIN_ROLE = 'admin';
/** A venue operator's account (made by a confirmed ad booking): the partner area only, never the admin. */
export const PARTNER_ROLE = 'partner';

/**
 * The longest display name, job title and phone number a planner can give (the validation messages name them:
 * auth.validation in the catalogues).
 */
export const MAX_NAME_LENGTH = 100;
export const MAX_JOB_TITLE_LENGTH = 100;
export const MAX_PHONE_LENGTH = 40;

/** The command the setup page names when its link no longer works (the same in both languages). */
export const CREATE_ADMIN_COMMAND = 'npm run create-admin -- --name "…" --email … --password …';

/** What `npm run create-admin` prints (a command line's words, in English). */
export const PROFILE_TEXTS = {
  /** `npm run create-admin` without --name. */
  scriptNoName: 'The account has no display name yet: the admin reminds its owner on every page to add one under Account (or run this again with --name "…").',
} as const;
