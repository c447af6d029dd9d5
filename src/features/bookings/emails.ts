import { CLOSINGS, GREETINGS, letterBodies, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { type Day, formatLongDate, startOfBerlinDay } from '@/lib/time';
import { BOOKING_TEXTS, periodText, priceText } from './texts';
import { type Month, monthName } from '@/features/ad-slots/rules';
import { CONFIRM_MINUTES } from './rules';

/** The venue operator's letter: greeted by the booking's contact, the paragraphs, a formal closing signed by us. */
const operatorLetter = (contactName: string, paragraphs: readonly Paragraph[], signature: readonly string[]) =>
  letterBodies({ greeting: GREETINGS.addressee({ contactName, salutation: null }), paragraphs, closing: { words: CLOSINGS.formal }, signature });

/** The double opt-in mail: the booking in short and the link that confirms the address (a secret, hidden from admins). */
export function bookingConfirmationMail(input: { recipient: string; contactName: string; cityName: string; venueName: string; months: readonly Month[]; netCents: number; firstMonthRunning?: boolean; link: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-confirm',
    recipient: input.recipient,
    subject: BOOKING_TEXTS.mailSubject,
    secretLink: true,
    ...operatorLetter(
      input.contactName,
      [
        `vielen Dank für Ihre Buchung eines Werbeplatzes. Bitte bestätigen Sie innerhalb von ${CONFIRM_MINUTES} Minuten Ihre E-Mail-Adresse über diesen Link:`,
        input.link,
        'Bis dahin halten wir den Platz für Sie; ohne Bestätigung geben wir ihn danach wieder frei.',
        {
          title: 'Ihre Buchung',
          rows: [
            ['Location', input.venueName],
            ['Stadt', input.cityName],
            ['Zeitraum', periodText(input.months)],
            ['Preis', priceText(input.netCents)],
          ],
        },
        ...(input.firstMonthRunning ? [BOOKING_TEXTS.proRataNow] : []),
        'Falls Sie nichts gebucht haben, ignorieren Sie diese E-Mail einfach.',
      ],
      input.signature,
    ),
  };
}

/**
 * The team approved the ad: when it shows, that the invoice follows in its own mail, and where the partner area is.
 * `liveFrom`: the day the ad goes live (later than its first month's first day when approved within the period).
 */
export function bookingApprovedMail(input: { recipient: string; contactName: string; cityName: string; venueName: string; months: readonly Month[]; liveFrom?: Day; partnerLink?: string; invoiceNumber: string; signature: readonly string[] }): OutgoingMail {
  const shown = input.liveFrom && input.liveFrom !== input.months[0] ? `ab dem ${formatLongDate(startOfBerlinDay(input.liveFrom))} bis Ende ${monthName(input.months[input.months.length - 1])}` : `von ${periodText(input.months)}`;
  return {
    kind: 'booking-approved',
    recipient: input.recipient,
    subject: `Ihre Anzeige ist freigegeben – ${input.cityName}`,
    ...operatorLetter(
      input.contactName,
      [
        `wir haben Ihre Anzeige „${input.venueName}“ geprüft und freigegeben. Sie erscheint ${shown} auf unserer Seite für ${input.cityName}.`,
        `Die Rechnung ${input.invoiceNumber} schicken wir Ihnen in einer eigenen E-Mail.`,
        ...(input.partnerLink ? ['In Ihrem Partnerbereich sehen Sie die Klicks Ihrer Anzeige, können sie ändern und finden Ihre Rechnungen:', input.partnerLink] : []),
      ],
      input.signature,
    ),
  };
}

/** The invoice mail's extra paragraphs for an ad booking's invoice (invoices/emails.ts `extra`): where the operator finds it again. */
export const invoicePartnerParagraphs = (partnerLink: string): Paragraph[] => ['Ihre Rechnungen finden Sie jederzeit auch in Ihrem Partnerbereich:', partnerLink];

/** The team turned the ad down: why, and that the slot is free again at no cost. */
export function bookingRejectedMail(input: { recipient: string; contactName: string; cityName: string; venueName: string; reason: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-rejected',
    recipient: input.recipient,
    subject: `Ihre Werbeplatz-Buchung für ${input.cityName}`,
    ...operatorLetter(
      input.contactName,
      [
        `leider können wir Ihre Anzeige „${input.venueName}“ in ${input.cityName} so nicht freigeben. Unsere Begründung:`,
        `„${input.reason}“`,
        'Die Buchung ist damit aufgehoben, es entstehen Ihnen keine Kosten. Gern können Sie mit einer geänderten Anzeige neu buchen.',
      ],
      input.signature,
    ),
  };
}

/** Fourteen days before the period ends: the next year's months, with the form preselected. */
export function bookingRenewalMail(input: { recipient: string; contactName: string; cityName: string; venueName: string; lastMonth: Month; link: string; signature: readonly string[] }): OutgoingMail {
  const nextYear = Number(input.lastMonth.slice(0, 4)) + 1;
  return {
    kind: 'booking-renewal',
    recipient: input.recipient,
    subject: `Ihr Werbeplatz in ${input.cityName} für ${nextYear}`,
    ...operatorLetter(
      input.contactName,
      [
        `Ihr Werbeplatz in ${input.cityName} mit der Anzeige „${input.venueName}“ läuft mit dem ${monthName(input.lastMonth)} aus.`,
        `Die Monate von März bis Dezember ${nextYear} können Sie schon jetzt buchen; die Plätze werden wie immer in der Reihenfolge der Buchungen vergeben:`,
        input.link,
      ],
      input.signature,
    ),
  };
}
