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

/** The admin's 'Bookings' tab. */
export const ADMIN_BOOKINGS_PATH = '/admin/bookings';
