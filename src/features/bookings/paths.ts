/** The booking form beside the partner page's calculation (?stadt=…&start=2026-10 preselect). */
export const BOOKING_PATH = '/ad-partners/buchen';

/** The page behind the link in the confirmation mail (?token=…): its button confirms the e-mail address. */
export const BOOKING_CONFIRM_PATH = '/ad-partners/bestaetigen';

/** The partner terms every booking accepts. */
export const PARTNER_TERMS_PATH = '/agb-partner';

/** The form with a city and a start month chosen: by the month's slug (the next such month that can be booked) or as "2026-10". */
export function bookingHref(choice: { cityId?: string; start?: string; monthSlug?: string }): string {
  const query = new URLSearchParams();
  if (choice.cityId) query.set('stadt', choice.cityId);
  if (choice.start) query.set('start', choice.start);
  if (choice.monthSlug) query.set('monat', choice.monthSlug);
  const text = query.toString();
  return text ? `${BOOKING_PATH}?${text}` : BOOKING_PATH;
}

export const confirmBookingHref = (token: string) => `${BOOKING_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;

// The partner account a confirmed booking opens: the partner area, its sign-in and password pages are the partner area's (re-exported by
// partner-area/paths.ts), written here because the booking and its mails link to them and the partner area builds on bookings, not the other way round.
export const PARTNER_PATH = '/partner';

export const PARTNER_SIGN_IN_PATH = '/partner/anmelden';

/** Setting the password (?token=…, the link a confirmed booking gives; &buchung=1 right after the confirmation). */
export const PARTNER_PASSWORD_PATH = '/partner/passwort';

export const partnerPasswordHref = (token: string, afterBooking = false) => `${PARTNER_PASSWORD_PATH}?token=${encodeURIComponent(token)}${afterBooking ? '&buchung=1' : ''}`;

/** The admin's 'Bookings' tab. */
export const ADMIN_BOOKINGS_PATH = '/admin/bookings';
