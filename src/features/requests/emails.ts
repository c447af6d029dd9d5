import type { OutgoingMail } from '@/lib/mail/outbox';
import type { VenueRequestInput } from './schema';

export interface StoredRequest extends VenueRequestInput {
  id: string;
  cityName: string;
  sourcePage: string | null;
  createdAt: Date;
}

const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' });

function summary(request: StoredRequest): string {
  return [
    `Stadt: ${request.cityName}`,
    `Teilnehmerzahl: ${request.participantCount}`,
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

export function confirmationMail(request: StoredRequest): OutgoingMail {
  return {
    kind: 'request-confirmation',
    recipient: request.email,
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
      '1. Wir bearbeiten Ihre Anfrage innerhalb von 24 Stunden.',
      '2. Passende Location-Vorschläge erhalten Sie per E-Mail.',
      '3. Unser Team meldet sich bei Ihnen, um die Details in einem kurzen Gespräch zu klären.',
      '',
      'Sollte sich an Ihren Angaben etwas ändern, antworten Sie einfach auf diese E-Mail.',
      '',
      'Herzliche Grüße',
      'Ihr Team vom Weihnachtsfeier-Planer',
    ].join('\n'),
  };
}
