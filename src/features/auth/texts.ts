/** The messages of SPEC.md section 8 and the approval notice of the roles. */
export const AUTH_TEXTS = {
  unexpected: 'An unexpected error occurred',
  signedIn: 'Signed in successfully!',
  checkEmail: 'Check your email for the confirmation link!',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
  waitingForApproval: 'Your account is waiting for approval by an administrator.',
  signInRequired: 'Please sign in.',
  partnerNotAdmin: "This is a venue partner account; it has no access to the admin.",
  tooManyForAddress: 'Too many failed sign-in attempts from this device. Please wait 15 minutes and try again.',
  resetSent: 'If an account exists for this address, we have sent a link to reset the password.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const ADMIN_ROLE = 'admin';
/** A venue operator's account (made by a confirmed ad booking): the partner area only, never the admin. */
export const PARTNER_ROLE = 'partner';

/** The longest display name, job title and phone number a planner can give. */
export const MAX_NAME_LENGTH = 100;
export const MAX_JOB_TITLE_LENGTH = 100;
export const MAX_PHONE_LENGTH = 40;
/** The largest portrait a planner can upload (before we re-encode it). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The portrait formats the file input offers and the server accepts (checked by their first bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * A planner's profile: the fields of sign-up, first-admin setup, the Users tab and the Account page, their
 * messages, and the notice for an admin without a name.
 */
export const PROFILE_TEXTS = {
  nameLabel: 'Your name',
  nameLabelOther: 'Name',
  nameHint: 'Companies see it on their call, their offer and our mails.',
  phoneLabel: 'Direct phone',
  jobTitleLabel: 'Job title',
  photoLabel: 'Portrait photo',
  photoHint: 'JPEG, PNG or WebP, at most 5 MB.',
  currentPhotoAlt: (name: string) => `Portrait of ${name}`,
  removePhoto: 'Remove photo',
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name can have at most ${MAX_NAME_LENGTH} characters`,
  phoneInvalid: `Please enter a phone number (digits, spaces and + - / ( ), at most ${MAX_PHONE_LENGTH} characters)`,
  jobTitleInvalid: `Please enter the job title on one line, at most ${MAX_JOB_TITLE_LENGTH} characters`,
  photoNotImage: 'Please choose a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is larger than 5 MB. Please choose a smaller one.',
  photoUnreadable: 'The image could not be read; it may be damaged.',
  invalid: 'Please correct the marked fields.',
  save: 'Save profile',
  saving: 'Saving...',
  saved: 'Profile saved',
  saveFailed: 'The profile could not be saved. Please try again.',
  notAnAdmin: 'This account no longer exists or is not an admin.',
  noName: 'No name yet',
  ownProfileTitle: 'Your profile',
  profilesTitle: 'Admin profiles',
  profilesIntro: 'What companies see of each planner: the name, job title and direct phone on their call, offer and mails, and the portrait.',
  editProfile: 'Edit profile',
  missingName: {
    before: 'Your account has no display name yet. Companies see your name on their call, offer and mails – add it under ',
    link: 'Account',
    after: '.',
  },
  /** `npm run create-admin` without --name. */
  scriptNoName: 'The account has no display name yet: the admin reminds its owner on every page to add one under Account (or run this again with --name "…").',
} as const;

/** The first admin's setup page (the one-time link `npm start` prints). */
export const SETUP_TEXTS = {
  title: 'Create the first admin',
  invalidLink: 'This setup link is not valid: an admin exists already, or the link was used. Ask an admin, or run',
  createAdminCommand: 'npm run create-admin -- --name "…" --email … --password …',
  linkUsed: 'This setup link is no longer valid: an admin exists already, or the link was used or has expired.',
  email: 'Email',
  password: 'Password',
  submit: 'Create admin account',
  signIn: 'Sign in',
} as const;
