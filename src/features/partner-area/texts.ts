import type { BookingStatus } from '@/db/schema/bookings';
import { formatLongDate } from '@/lib/time';

export const PARTNER_PASSWORD_MIN_LENGTH = 8;

/** The words of the partner area (German, like the partner page and the booking). */
export const PARTNER_TEXTS = {
  title: 'Ihr Partnerbereich',
  signInTitle: 'Anmeldung für Partner',
  signInIntro: 'Hier sehen Location-Betreiber ihre Buchungen, die Klicks ihrer Anzeigen und ihre Rechnungen.',
  signInButton: 'Anmelden',
  signInFailed: 'E-Mail-Adresse oder Passwort ist falsch.',
  signInLimited: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
  signInMissing: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  unexpected: 'Das hat gerade nicht geklappt. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  signOut: 'Abmelden',
  forgotTitle: 'Passwort vergessen?',
  forgotButton: 'Link zum Festlegen senden',
  forgotMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  forgotSent: 'Falls es zu dieser Adresse ein Partnerkonto gibt, haben wir einen Link geschickt, mit dem Sie ein neues Passwort festlegen (60 Minuten gültig).',
  passwordTitle: 'Passwort für Ihren Partnerbereich festlegen',
  passwordIntro: 'Mit diesem Passwort und Ihrer E-Mail-Adresse melden Sie sich künftig im Partnerbereich an.',
  passwordButton: 'Passwort speichern',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  signInRequired: 'Bitte melden Sie sich erneut an; Ihre Eingaben bleiben auf dieser Seite erhalten.',
  adUnknown: 'Diese Anzeige gibt es in Ihrem Partnerbereich nicht.',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  passwordLinkInvalid: 'Dieser Link ist ungültig oder abgelaufen. Melden Sie sich mit Ihrem Passwort an oder schreiben Sie uns, dann senden wir Ihnen einen neuen Link.',
  bookingsTitle: 'Ihre Buchungen',
  noBookings: 'Noch keine Buchungen.',
  adsTitle: 'Ihre Anzeigen',
  noAds: 'Sobald unser Team eine Buchung freigibt, steht ihre Anzeige hier mit ihren Klicks.',
  invoicesTitle: 'Ihre Rechnungen',
  noInvoices: 'Noch keine Rechnungen.',
  editAd: 'Anzeige ändern',
  editTitle: 'Anzeige ändern',
  editIntro: 'Ihre Änderung geht online, sobald unser Team sie freigegeben hat. Bis dahin bleibt die bisherige Fassung sichtbar.',
  editButton: 'Änderung zur Freigabe senden',
  editSent: 'Danke! Ihre Änderung liegt unserem Team zur Freigabe vor. Bis dahin bleibt die bisherige Fassung online.',
  editPending: 'Eine Änderung wartet auf die Freigabe durch unser Team.',
  invalid: 'Bitte prüfen Sie die markierten Felder.',
  forbiddenTitle: 'Kein Zugriff',
  forbiddenText: 'Mit diesem Konto können Sie diese Seite nicht öffnen.',
} as const;

/**
 * When an ad shows, e.g. „Sichtbar ab 27. November 2026 bis 31. Dezember 2026.“: from the day it went live (the
 * approval day when the team approved it within its period, else its first month's first day).
 */
export function visibleText(ad: { startsAt: Date | null; expiresAt: Date | null }): string {
  return `Sichtbar ${ad.startsAt ? `ab ${formatLongDate(ad.startsAt)}` : 'seit der Freigabe'}${ad.expiresAt ? ` bis ${formatLongDate(ad.expiresAt)}` : ''}.`;
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  unconfirmed: 'E-Mail-Adresse noch nicht bestätigt',
  confirmed: 'Wird von unserem Team geprüft',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
  expired: 'Verfallen (nicht bestätigt)',
};
