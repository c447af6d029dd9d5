import { getPackage, packageLabel } from '@/features/packages/packages';
import { CLOSINGS, GREETINGS, letterText, TEAM_SENDER } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { PROCESS_STEPS } from '@/lib/promise';
import { formatLongDateTime } from '@/lib/time';
import type { VenueRequestInput } from './schema';

export interface StoredRequest extends VenueRequestInput {
  id: string;
  /** Our city's id; null when the requester typed a town we do not know (then `cityName` is their text). */
  cityId: string | null;
  cityName: string;
  sourcePage: string | null;
  createdAt: Date;
}

function packageName(id: string | null): string {
  const pkg = getPackage(id);
  return pkg ? packageLabel(pkg) : 'noch offen';
}

/** The request's facts; `typed` marks what the requester typed (it is quoted in mails to them). */
function summary(request: StoredRequest, typed: (value: string) => string = (value) => value): string {
  return [
    `Stadt: ${request.cityId ? request.cityName : typed(request.cityName)}`,
    `Teilnehmerzahl: ${request.participantCount}`,
    `Paket: ${packageName(request.package)}`,
    `Firma: ${typed(request.companyName)}`,
    `Ansprechpartner: ${typed(request.contactName)}`,
    `E-Mail: ${request.email}`,
    `Telefon: ${typed(request.phone)}`,
  ].join('\n');
}

/** Anyone can type any address into the form, so what they typed goes to that address only as quoted, indented data. */
const quotedData = (request: StoredRequest) =>
  summary(request, (value) => `„${value}“`)
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

export function notificationMail(request: StoredRequest, teamAddress: string): OutgoingMail {
  return {
    kind: 'lead-notification',
    recipient: teamAddress,
    replyTo: request.email,
    requestId: request.id,
    subject: `Neue Weihnachtsfeier-Anfrage: ${request.companyName} – ${request.cityName}`,
    textBody: letterText({
      paragraphs: [
        'Eine neue Anfrage ist eingegangen.',
        [
          summary(request),
          `Auswahl im Formular: ${request.city}${request.customCity ? ` (${request.customCity})` : ''}`,
          `Quelle: ${request.sourcePage ?? 'unbekannt'}`,
          `Eingang: ${formatLongDateTime(request.createdAt)} Uhr`,
          `Anfrage-ID: ${request.id}`,
        ],
      ],
    }),
  };
}

/**
 * To the company: what we received (the typed parts quoted as data, no typed text in the greeting or subject), the four
 * steps ahead, answerable (Reply-To the team), signed with the operator's details.
 */
/** `callLink.url`: the request's private page to book (move, cancel) the 15-minute call. */
export function confirmationMail(request: StoredRequest, teamAddress: string, signature: readonly string[], callLink: { url: string }): OutgoingMail {
  return {
    kind: 'request-confirmation',
    recipient: request.email,
    replyTo: teamAddress,
    requestId: request.id,
    subject: request.cityId ? `Ihre Weihnachtsfeier-Anfrage für ${request.cityName}` : 'Ihre Weihnachtsfeier-Anfrage',
    // The call link opens the request's call page: hidden from the admin, and the text deleted once sent.
    secretLink: true,
    textBody: letterText({
      greeting: GREETINGS.formal,
      paragraphs: [
        'vielen Dank für Ihre Anfrage. Zur Kontrolle geben wir die Angaben aus unserem Formular wieder; was dort eingetippt wurde, steht in Anführungszeichen:',
        quotedData(request),
        'Haben Sie diese Anfrage nicht gestellt? Dann hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail einfach ignorieren.',
        ['So geht es weiter:', ...PROCESS_STEPS.map((step, i) => `${i + 1}. ${step.title}${i === 0 ? ' (erledigt)' : ''}: ${step.text}`)],
        ['Den Termin für Ihr 15-Minuten-Telefonat wählen Sie selbst, hier können Sie ihn auch verschieben oder absagen:', callLink.url],
        'Haben Sie Fragen oder hat sich an Ihren Angaben etwas geändert? Dann antworten Sie einfach auf diese E-Mail.',
      ],
      closing: { words: CLOSINGS.warm, sender: TEAM_SENDER },
      signature,
    }),
  };
}
