import { getPackage, packageLabel } from '@/features/packages/packages';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { PROCESS_STEPS } from '@/lib/promise';
import type { VenueRequestInput } from './schema';

export interface StoredRequest extends VenueRequestInput {
  id: string;
  cityName: string;
  sourcePage: string | null;
  createdAt: Date;
}

function packageName(id: string | null): string {
  const pkg = getPackage(id);
  return pkg ? packageLabel(pkg) : 'noch offen';
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });

function summary(request: StoredRequest): string {
  return [
    `Stadt: ${request.cityName}`,
    `Teilnehmerzahl: ${request.participantCount}`,
    `Paket: ${packageName(request.package)}`,
    `Firma: ${request.companyName}`,
    `Ansprechpartner: ${request.contactName}`,
    `E-Mail: ${request.email}`,
    `Telefon: ${request.phone}`,
  ].join('\n');
}

export function notificationMail(request: StoredRequest, teamAddress: string): OutgoingMail {
  return {
    kind: 'lead-notification',
    recipient: teamAddress,
    replyTo: request.email,
    requestId: request.id,
    subject: `Neue Weihnachtsfeier-Anfrage: ${request.companyName} – ${request.cityName}`,
    textBody: [
      'Eine neue Anfrage ist eingegangen.',
      '',
      summary(request),
      `Auswahl im Formular: ${request.city}${request.customCity ? ` (${request.customCity})` : ''}`,
      `Quelle: ${request.sourcePage ?? 'unbekannt'}`,
      `Eingang: ${dateTime.format(request.createdAt)} Uhr`,
      `Anfrage-ID: ${request.id}`,
    ].join('\n'),
  };
}

/** To the company: what we received, the four steps ahead, answerable (Reply-To the team), signed with the operator's details. */
export function confirmationMail(request: StoredRequest, teamAddress: string, signature: readonly string[]): OutgoingMail {
  return {
    kind: 'request-confirmation',
    recipient: request.email,
    replyTo: teamAddress,
    requestId: request.id,
    subject: `Ihre Weihnachtsfeier-Anfrage für ${request.cityName}`,
    textBody: [
      `Guten Tag ${request.contactName},`,
      '',
      'vielen Dank für Ihre Anfrage. Wir haben folgende Angaben erhalten:',
      '',
      summary(request),
      '',
      'So geht es weiter:',
      ...PROCESS_STEPS.map((step, i) => `${i + 1}. ${step.title}${i === 0 ? ' (erledigt)' : ''}: ${step.text}`),
      '',
      'Haben Sie Fragen oder hat sich an Ihren Angaben etwas geändert? Dann antworten Sie einfach auf diese E-Mail.',
      '',
      'Herzliche Grüße',
      'Ihr Team vom Weihnachtsfeier-Planer',
      '',
      ...signature,
    ].join('\n'),
  };
}
