/** The Newsletter tab and its CSV export (a route handler). */
export const ADMIN_NEWSLETTER_PATH = '/admin/newsletter';
export const NEWSLETTER_EXPORT_PATH = '/admin/export/newsletter';

/** The confirmation link of the double opt-in (a page: GET shows a button, only its POST confirms). */
export const CONFIRM_PATH = '/newsletter/bestaetigen';
/**
 * The unsubscribe link of every mail and its List-Unsubscribe header: a route handler, because the one-click
 * POST of a mail client (RFC 8058) must reach it. A GET leads on to the page with the button.
 */
export const UNSUBSCRIBE_PATH = '/newsletter/abmelden';
export const UNSUBSCRIBE_PAGE_PATH = '/newsletter/abbestellen';

export function withToken(path: string, token: string): string {
  return `${path}?token=${encodeURIComponent(token)}`;
}
