import type { BookingStatus } from '@/db/schema/bookings';
import { formatLongDate } from '@/lib/time';
import { IMAGE_KINDS, megabytes } from '@/lib/upload-limits';

export const PARTNER_PASSWORD_MIN_LENGTH = 8;

/** The words of the partner area (German, like the partner page and the booking). */
export const PARTNER_TEXTS = {
  title: 'Ihr Partnerbereich',
  signInTitle: 'Anmeldung für Partner',
  signInIntro: 'Hier pflegen Location-Betreiber das Profil ihrer Location und sehen ihre Buchungen, die Klicks ihrer Anzeigen und ihre Rechnungen.',
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

/** The words of an operator's venue in the partner area: its list on the dashboard and its page with the two forms. */
export const PROFILE_TEXTS = {
  venuesTitle: 'Ihre Locations',
  noVenues: 'Sobald unser Team Ihr Konto mit Ihrer Location verknüpft hat, pflegen Sie hier ihr Profil.',
  isPublic: 'Öffentlich',
  notPublic: 'Noch nicht veröffentlicht: Unser Team schaltet die Seite frei, sobald das Profil vollständig ist.',
  viewPublic: 'Öffentliche Seite ansehen',
  edit: 'Profil bearbeiten',
  pending: 'Eine Änderung am öffentlichen Profil wartet auf die Freigabe durch unser Team.',
  metaTitle: 'Location-Profil – Weihnachtsfeier-Planer',
  metaDescription: 'Das öffentliche Profil und die Konditionen Ihrer Location pflegen.',
  title: (venueName: string, cityName: string) => `${venueName} · ${cityName}`,
  intro:
    'Hier pflegen Sie, was Firmen über Ihre Location bei uns lesen, und die Konditionen, mit denen unsere Planer Angebote für Sie erstellen. Änderungen am öffentlichen Profil prüft unser Team, bevor sie online gehen; bis dahin bleibt die bisherige Fassung sichtbar.',
  pendingSince: (date: string) => `Ihre Änderung vom ${date} liegt unserem Team zur Freigabe vor. Das Formular zeigt diese Fassung; online ist noch die bisherige.`,
  profileTitle: 'Öffentliches Profil',
  profileHint: 'So erscheint Ihre Location auf ihrer Seite und in der Liste der Stadt.',
  photosTitle: 'Fotos',
  photosHint: `Bis zu 6 Fotos als Datei (JPEG, PNG oder WebP, jeweils bis ${megabytes(IMAGE_KINDS.venuePhoto.maxBytes)} MB); wir speichern von jedem eine verkleinerte Kopie. Die Position (1 = erstes) bestimmt die Reihenfolge; das erste Foto steht groß oben und in der Liste.`,
  photo: (number: number) => `Foto ${number}`,
  photoNow: (number: number) => `Foto ${number}, wie es jetzt gespeichert ist`,
  photoFile: 'Bilddatei',
  photoReplace: 'Neue Datei (ersetzt das Foto)',
  photoRemove: 'Dieses Foto entfernen',
  photoAltHint: 'Was das Foto zeigt, in einem Satz – für Menschen, die Bilder nicht sehen, und für Suchmaschinen.',
  photoTooLarge: `Das Foto ist größer als ${megabytes(IMAGE_KINDS.venuePhoto.maxBytes)} MB. Bitte wählen Sie eine kleinere Datei.`,
  photosTooLarge: `Die neuen Dateien dürfen zusammen höchstens ${megabytes(IMAGE_KINDS.venuePhoto.maxSaveBytes)} MB groß sein. Bitte laden Sie ein Foto nach dem anderen hoch.`,
  photoNotImage: 'Diese Datei ist kein Foto im Format JPEG, PNG oder WebP.',
  photoUnreadable: 'Dieses Foto konnte nicht gelesen werden; die Datei ist möglicherweise beschädigt.',
  photoUnknown: 'Dieses Foto gehört nicht zu Ihrem Profil. Bitte laden Sie die Datei neu hoch.',
  photoAltRequired: 'Bitte beschreiben Sie kurz, was das Foto zeigt.',
  photoSavesLimited: (perHour: number) =>
    `Sie haben in der letzten Stunde bereits ${perHour} Änderungen mit neuen Fotos gesendet; mehr nehmen wir in einer Stunde nicht an. Bitte senden Sie diese Änderung etwas später noch einmal. Ihre Angaben stehen weiter im Formular, die Bilddateien wählen Sie dann bitte erneut aus.`,
  filesAgain: 'Bitte prüfen Sie die markierten Felder und wählen Sie die Bilddateien noch einmal aus; aus Sicherheitsgründen kann Ihr Browser sie nicht behalten.',
  pricesTitle: 'Preise',
  profileButton: 'Profil zur Freigabe senden',
  profileSent: 'Danke! Ihre Änderung liegt unserem Team zur Freigabe vor. Bis dahin bleibt die bisherige Fassung online.',
  profileUnchanged: 'Ihr Profil entspricht der veröffentlichten Fassung; es wartet keine Änderung mehr auf Freigabe.',
  termsTitle: 'Konditionen für unsere Planer',
  termsHint: 'Mindestumsatz, Stornobedingungen und wie weit die Gästezahl sinken darf. Diese Angaben sind nicht öffentlich; unsere Planer nutzen sie für Angebote. Sie gelten ab dem Speichern.',
  termsButton: 'Konditionen speichern',
  termsSaved: 'Ihre Konditionen sind gespeichert.',
  venueUnknown: 'Diese Location gibt es in Ihrem Partnerbereich nicht.',
  back: 'Zurück zum Partnerbereich',
} as const;

/** The words of the operator's own details on the dashboard: how our mails address them. */
export const CONTACT_TEXTS = {
  title: 'So sprechen wir Sie an',
  intro: 'Mit dieser Anrede und diesem Namen schreiben wir Ihnen, etwa wenn wir Ihre Änderungen freigeben.',
  salutation: 'Anrede',
  name: 'Ihr Name',
  save: 'Speichern',
  saved: 'Gespeichert. So sprechen wir Sie ab jetzt an.',
  nameRequired: 'Bitte geben Sie Ihren Namen an.',
  nameTooLong: 'Der Name darf höchstens 200 Zeichen lang sein.',
  nameOneLine: 'Bitte geben Sie den Namen in einer Zeile an.',
} as const;
