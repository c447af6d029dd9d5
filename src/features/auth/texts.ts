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
