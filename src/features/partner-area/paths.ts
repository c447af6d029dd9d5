import { PARTNER_PATH } from '@/features/bookings/paths';

/**
 * The venue operators' partner area (their bookings, ads with clicks, invoices and ad changes), signing in and setting
 * the password: the account a confirmed booking opens, linked from the booking's mails, so written in bookings/paths.ts
 * (bookings does not import the partner area).
 */
export { PARTNER_PASSWORD_PATH, PARTNER_PATH, PARTNER_SIGN_IN_PATH, partnerPasswordHref } from '@/features/bookings/paths';

/** Changing one of the operator's ads (text, image, website). */
export const partnerAdPath = (adId: string) => `${PARTNER_PATH}/anzeigen/${adId}`;

/** An invoice of the operator's bookings as PDF. */
export const partnerInvoicePath = (invoiceId: string) => `${PARTNER_PATH}/rechnungen/${invoiceId}`;

/** What an operator's venue page says after a save (`?hinweis=`): the profile sent, back to the live one, the terms saved. */
export const VENUE_NOTICES = ['gesendet', 'unveraendert', 'konditionen'] as const;
export type VenueNotice = (typeof VENUE_NOTICES)[number];

/** An operator's venue: its public profile and its terms. */
export const partnerVenuePath = (venueId: string, notice?: VenueNotice) => `${PARTNER_PATH}/locations/${venueId}${notice ? `?hinweis=${notice}` : ''}`;
