/** The venue operators' partner area: their bookings, ads with clicks, invoices and ad changes. */
export const PARTNER_PATH = '/partner';

export const PARTNER_SIGN_IN_PATH = '/partner/anmelden';

/** Setting the password (?token=…, the link a confirmed booking gives; &buchung=1 right after the confirmation). */
export const PARTNER_PASSWORD_PATH = '/partner/passwort';

export const partnerPasswordHref = (token: string, afterBooking = false) => `${PARTNER_PASSWORD_PATH}?token=${encodeURIComponent(token)}${afterBooking ? '&buchung=1' : ''}`;

/** Changing one of the operator's ads (text, image, website). */
export const partnerAdPath = (adId: string) => `${PARTNER_PATH}/anzeigen/${adId}`;

/** An invoice of the operator's bookings as PDF. */
export const partnerInvoicePath = (invoiceId: string) => `${PARTNER_PATH}/rechnungen/${invoiceId}`;
