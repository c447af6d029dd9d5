import { formatEuro } from '@/lib/money';
import { monthName, type Month } from './rules';

/** The words of the booking form, its confirmation page and its mail (German, like the partner page). */
export const BOOKING_TEXTS = {
  title: 'Werbeplatz buchen',
  intro: 'Ihr Werbeplatz läuft vom Startmonat bis Ende Dezember. Die Plätze werden in der Reihenfolge der Buchungen vergeben: Mit dem Absenden halten wir Ihren Platz für 24 Stunden, bis Sie Ihre E-Mail-Adresse bestätigen.',
  submit: 'Verbindlich buchen',
  invalid: 'Bitte prüfen Sie die markierten Felder.',
  unknownCity: 'Diese Stadt kennen wir nicht. Bitte wählen Sie eine Stadt aus der Liste.',
  failure: 'Ihre Buchung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal; Ihre Eingaben bleiben erhalten.',
  rateLimited: 'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Buchungen. Bitte versuchen Sie es später noch einmal.',
  sentTitle: 'Fast geschafft: Bitte bestätigen Sie Ihre E-Mail-Adresse',
  confirmTitle: 'Buchung bestätigen',
  confirmButton: 'E-Mail-Adresse bestätigen',
  confirmedTitle: 'Vielen Dank: Ihre Buchung ist bestätigt',
  confirmedText: 'Ihr Werbeplatz ist für Sie reserviert. Unser Team prüft Ihre Anzeige in der Regel innerhalb eines Werktags; mit der Freigabe geht sie zum Startmonat online und Sie erhalten die Rechnung per E-Mail.',
  confirmedExistingAccount: 'Die Buchung steht jetzt in Ihrem Partnerbereich; melden Sie sich dort mit Ihrem bestehenden Passwort an.',
  linkUsed: 'Diese Buchung ist bereits bestätigt. Wir melden uns, sobald Ihre Anzeige geprüft ist.',
  linkExpired: 'Dieser Link ist abgelaufen: Buchungen müssen innerhalb von 24 Stunden bestätigt werden, danach geben wir den Platz wieder frei. Bitte buchen Sie erneut.',
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
