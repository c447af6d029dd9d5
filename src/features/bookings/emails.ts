import type { OutgoingMail } from '@/lib/mail/outbox';
import { BOOKING_TEXTS, periodText, priceText } from './texts';
import type { Month } from './rules';

/** The double opt-in mail: the booking in short and the link that confirms the address (a secret, hidden from admins). */
export function bookingConfirmationMail(input: { recipient: string; cityName: string; venueName: string; months: readonly Month[]; netCents: number; link: string; signature: readonly string[] }): OutgoingMail {
  return {
    kind: 'booking-confirm',
    recipient: input.recipient,
    subject: BOOKING_TEXTS.mailSubject,
    secretLink: true,
    textBody: [
      'Guten Tag,',
      '',
      'vielen Dank für Ihre Buchung eines Werbeplatzes. Bitte bestätigen Sie innerhalb von 24 Stunden Ihre E-Mail-Adresse über diesen Link:',
      '',
      input.link,
      '',
      'Bis dahin halten wir den Platz für Sie; ohne Bestätigung geben wir ihn danach wieder frei.',
      '',
      'Ihre Buchung (die Angaben aus Ihrem Formular stehen in Anführungszeichen):',
      `    Location: „${input.venueName}“`,
      `    Stadt: ${input.cityName}`,
      `    Zeitraum: ${periodText(input.months)}`,
      `    Preis: ${priceText(input.netCents)}`,
      '',
      'Falls Sie nichts gebucht haben, ignorieren Sie diese E-Mail einfach.',
      '',
      'Mit freundlichen Grüßen',
      ...input.signature,
    ].join('\n'),
  };
}
