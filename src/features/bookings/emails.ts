import { CLOSINGS, GREETINGS, letterText, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { BOOKING_TEXTS, periodText, priceText } from './texts';
import { CONFIRM_MINUTES, type Month, monthName } from './rules';

/** The operator's letter: greeting, the paragraphs, a formal closing signed by the operator. */
const operatorLetter = (paragraphs: readonly Paragraph[], signature: readonly string[]) =>
  letterText({ greeting: GREETINGS.formal, paragraphs, closing: { words: CLOSINGS.formal }, signature });

/** The double opt-in mail: the booking in short and the link that confirms the address (a secret, hidden from admins). */
export function bookingConfirmationMail(input: { recipient: string; cityName: string; venueName: string; months: readonly Month[]; netCents: number; link: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-confirm',
    recipient: input.recipient,
    subject: BOOKING_TEXTS.mailSubject,
    secretLink: true,
    textBody: operatorLetter(
      [
        `vielen Dank für Ihre Buchung eines Werbeplatzes. Bitte bestätigen Sie innerhalb von ${CONFIRM_MINUTES} Minuten Ihre E-Mail-Adresse über diesen Link:`,
        input.link,
        'Bis dahin halten wir den Platz für Sie; ohne Bestätigung geben wir ihn danach wieder frei.',
        [
          'Ihre Buchung (die Angaben aus Ihrem Formular stehen in Anführungszeichen):',
          `    Location: „${input.venueName}“`,
          `    Stadt: ${input.cityName}`,
          `    Zeitraum: ${periodText(input.months)}`,
          `    Preis: ${priceText(input.netCents)}`,
        ],
        'Falls Sie nichts gebucht haben, ignorieren Sie diese E-Mail einfach.',
      ],
      input.signature,
    ),
  };
}

/** The team approved the ad: when it shows, and that the invoice follows in its own mail. */
export function bookingApprovedMail(input: { recipient: string; cityName: string; venueName: string; months: readonly Month[]; invoiceNumber: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-approved',
    recipient: input.recipient,
    subject: `Ihre Anzeige ist freigegeben – ${input.cityName}`,
    textBody: operatorLetter(
      [
        `wir haben Ihre Anzeige für „${input.venueName}“ geprüft und freigegeben. Sie erscheint von ${periodText(input.months)} auf unserer Seite für ${input.cityName}.`,
        `Die Rechnung ${input.invoiceNumber} schicken wir Ihnen in einer eigenen E-Mail.`,
      ],
      input.signature,
    ),
  };
}

/** The team turned the ad down: why, and that the slot is free again at no cost. */
export function bookingRejectedMail(input: { recipient: string; cityName: string; venueName: string; reason: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-rejected',
    recipient: input.recipient,
    subject: `Ihre Werbeplatz-Buchung für ${input.cityName}`,
    textBody: operatorLetter(
      [
        `leider können wir Ihre Anzeige für „${input.venueName}“ in ${input.cityName} so nicht freigeben. Unsere Begründung:`,
        `„${input.reason}“`,
        'Die Buchung ist damit aufgehoben, es entstehen Ihnen keine Kosten. Gern können Sie mit einer geänderten Anzeige neu buchen.',
      ],
      input.signature,
    ),
  };
}

/** Fourteen days before the period ends: the next year's months, with the form preselected. */
export function bookingRenewalMail(input: { recipient: string; cityName: string; venueName: string; lastMonth: Month; link: string; signature: readonly string[] }): OutgoingMail {
  const nextYear = Number(input.lastMonth.slice(0, 4)) + 1;
  return {
    kind: 'booking-renewal',
    recipient: input.recipient,
    subject: `Ihr Werbeplatz in ${input.cityName} für ${nextYear}`,
    textBody: operatorLetter(
      [
        `Ihr Werbeplatz für „${input.venueName}“ in ${input.cityName} läuft mit dem ${monthName(input.lastMonth)} aus.`,
        `Die Monate von März bis Dezember ${nextYear} können Sie schon jetzt buchen; die Plätze werden wie immer in der Reihenfolge der Buchungen vergeben:`,
        input.link,
      ],
      input.signature,
    ),
  };
}
