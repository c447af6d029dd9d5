import { formatEuro } from '@/lib/money';
import { monthName, type Month } from '@/features/ad-slots/rules';
import { CONFIRM_MINUTES } from './rules';

const HOLD = `${CONFIRM_MINUTES} Minuten`;

/** The words of the booking form, its confirmation page and its mail (German, like the partner page). */
export const BOOKING_TEXTS = {
  title: 'Werbeplatz buchen',
  intro: `Ihr Werbeplatz läuft vom Startmonat bis Ende Dezember. Die Plätze werden in der Reihenfolge der Buchungen vergeben: Mit dem Absenden halten wir Ihren Platz für ${HOLD}, bis Sie Ihre E-Mail-Adresse bestätigen.`,
  /** Beside the start months' prices (full months): the booking cannot know the day the team approves it. */
  proRata: 'Beginnt Ihr Zeitraum im laufenden Monat, berechnen wir diesen Monat anteilig ab dem Tag der Freischaltung.',
  /** After the booking, when its first month is the running one. */
  proRataNow: 'Ihr Zeitraum beginnt im laufenden Monat: Diesen Monat berechnen wir anteilig ab dem Tag, an dem wir Ihre Anzeige freischalten.',
  submit: 'Verbindlich buchen',
  invalid: 'Bitte prüfen Sie die markierten Felder.',
  unknownCity: 'Diese Stadt kennen wir nicht. Bitte wählen Sie eine Stadt aus der Liste.',
  failure: 'Ihre Buchung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal; Ihre Eingaben bleiben erhalten.',
  waitingForConfirmation: `Für diese E-Mail-Adresse wartet schon eine Buchung auf Ihre Bestätigung. Bitte klicken Sie zuerst auf den Link in unserer E-Mail; nach ${HOLD} ohne Bestätigung können Sie neu buchen.`,
  waitingFromNetwork: `Von Ihrem Anschluss aus wartet schon eine Buchung auf ihre Bestätigung. Bitte bestätigen Sie zuerst diese über den Link in unserer E-Mail; danach können Sie gleich die nächste Location buchen. Ohne Bestätigung wird der Platz nach ${HOLD} wieder frei.`,
  tooManyConfirmationMails:
    'An diese E-Mail-Adresse haben wir in der letzten Stunde bereits mehrere Bestätigungslinks geschickt. Zum Schutz des Postfachs senden wir vorerst keine weiteren; bitte versuchen Sie es in einer Stunde noch einmal.',
  rateLimited: 'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Buchungen. Bitte versuchen Sie es später noch einmal.',
  sentTitle: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse',
  sentHold: `Bitte klicken Sie innerhalb von ${HOLD} auf den Link darin; bis dahin halten wir Ihren Platz.`,
  confirmTitle: 'Buchung bestätigen',
  confirmButton: 'E-Mail-Adresse bestätigen',
  confirmedTitle: 'Vielen Dank: Ihre Buchung ist bestätigt',
  confirmedText: 'Ihr Werbeplatz ist für Sie reserviert. Unser Team prüft Ihre Anzeige in der Regel innerhalb eines Werktags; mit der Freigabe geht sie online (frühestens zum Startmonat) und Sie erhalten die Rechnung per E-Mail.',
  confirmedExistingAccount: 'Die Buchung steht jetzt in Ihrem Partnerbereich; melden Sie sich dort mit Ihrem bestehenden Passwort an.',
  linkUsed: 'Diese Buchung ist bereits bestätigt. Wir melden uns, sobald Ihre Anzeige geprüft ist.',
  linkExpired: `Dieser Link ist abgelaufen: Ihre Buchung wurde nicht innerhalb von ${HOLD} bestätigt, deshalb haben wir die Plätze wieder freigegeben.`,
  otherCity: 'Andere Stadt wählen',
  linkUnknown: 'Diesen Bestätigungslink kennen wir nicht. Bitte prüfen Sie, ob er vollständig aus der E-Mail übernommen wurde.',
  mailSubject: 'Bitte bestätigen Sie Ihre Werbeplatz-Buchung',
} as const;

/** "Oktober 2027 bis Dezember 2027". */
export function periodText(months: readonly Month[]): string {
  return months.length === 1 ? monthName(months[0]) : `${monthName(months[0])} bis ${monthName(months[months.length - 1])}`;
}

/** Why a booking was refused for full months, and from when a slot is free. */
export function fullText(cityName: string, full: readonly Month[], openFrom: Month | undefined): string {
  const months = full.map(monthName);
  const named = months.length === 1 ? `Im ${months[0]} sind` : `In den Monaten ${months.slice(0, -1).join(', ')} und ${months[months.length - 1]} sind`;
  const free = openFrom ? ` Einen freien Platz bis Dezember gibt es ab ${monthName(openFrom)}.` : ' Bis Dezember ist in diesem Jahr kein Platz mehr frei.';
  return `${named} in ${cityName} alle 3 Werbeplätze vergeben.${free}`;
}

export const priceText = (netCents: number) => `${formatEuro(netCents)} zzgl. MwSt.`;

/** The expired link's offer: the form for the city from the first start month still open to December. */
export const bookAgainText = (cityName: string, start: Month) => `Solange Plätze frei sind, können Sie neu buchen: In ${cityName} ist ab ${monthName(start)} bis Dezember in jedem Monat ein Platz frei.`;
export const bookAgainLink = (cityName: string, start: Month) => `Neu buchen: ${cityName} ab ${monthName(start)}`;
/** The expired link's city has no period open to December any more. */
export const nothingFreeText = (cityName: string) => `In ${cityName} ist derzeit leider kein Platz mehr frei, der bis Dezember durchläuft. Gern können Sie eine andere Stadt wählen.`;

// The admin's words about ad bookings (the Bookings tab, its toasts and the statuses' names) are the catalogue's
// bookings.* in the admin's language.
