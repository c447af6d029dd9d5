/** Placeholder until the newsletter sign-up lands (double opt-in); renders nothing yet. */
export function NewsletterSignup() {
  return null;
}
