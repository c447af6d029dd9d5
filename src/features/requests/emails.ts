import { getPackage, packageLabel, packageLabelIn } from '@/features/packages/packages';
import type { AdminLocale } from '@/i18n/locale';
import { catalogue, translator } from '@/i18n/translator';
import { CLOSINGS, GREETINGS, letterBodies, letterMoment, linkButton, TEAM_SENDER } from '@/lib/mail/letter';
import { type Salutation, salutedName } from '@/lib/salutation';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { PROCESS_STEPS } from '@/lib/promise';
import type { WISH_FIELD } from './fields';
import type { VenueRequestInput } from './schema';

/** A request as stored: its wish is the venue the intake confirmed (`wishedVenue`), not the id the form sent. */
export interface StoredRequest extends Omit<VenueRequestInput, typeof WISH_FIELD> {
  id: string;
  /** Our city's id; null when the requester typed a town we do not know (then `cityName` is their text). */
  cityId: string | null;
  cityName: string;
  sourcePage: string | null;
  createdAt: Date;
  /** The public venue whose page the request came from (confirmed public in the request's city), or null. */
  wishedVenue?: { id: string; name: string } | null;
}

function packageName(id: string | null): string {
  const pkg = getPackage(id);
  return pkg ? packageLabel(pkg) : 'noch offen';
}

/** The request's facts as label and value, in the form's order. */
function requestRows(request: StoredRequest): [string, string][] {
  return [
    ['Stadt', request.cityName],
    ['Teilnehmerzahl', String(request.participantCount)],
    ['Paket', packageName(request.package)],
    ...(request.wishedVenue ? [['Wunsch-Location', request.wishedVenue.name] as [string, string]] : []),
    ['Firma', request.companyName],
    ['Ansprechpartner', salutedName(request)],
    ['E-Mail', request.email],
    ['Telefon', request.phone],
  ];
}

/** „Frau Erika Vogel" in German (as salutedName writes it), "Ms Erika Vogel" in English. */
const CONTACT_KEYS = { frau: 'contactFrau', herr: 'contactHerr' } as const satisfies Record<Salutation, string>;

/**
 * To the team's address, in the language of the account behind it (German without one): the request's facts, with
 * the form's raw choice, the page it was sent from and its id. Reply-To the company.
 */
export function notificationMail(request: StoredRequest, teamAddress: string, locale: AdminLocale): OutgoingMail {
  const t = translator(locale, 'mails.leadNotification');
  const pkg = getPackage(request.package);
  return {
    kind: 'lead-notification',
    recipient: teamAddress,
    replyTo: request.email,
    requestId: request.id,
    subject: t('subject', { company: request.companyName, city: request.cityName }),
    ...letterBodies({
      language: locale,
      paragraphs: [
        t('intro'),
        {
          title: t('dataTitle'),
          rows: [
            [t('city'), request.cityName],
            [t('participants'), String(request.participantCount)],
            [t('package'), pkg ? packageLabelIn(catalogue(locale), pkg) : t('packageOpen')],
            ...(request.wishedVenue ? [[t('wishedVenue'), request.wishedVenue.name] as [string, string]] : []),
            [t('company'), request.companyName],
            [t('contact'), request.salutation ? t(CONTACT_KEYS[request.salutation], { name: request.contactName }) : request.contactName],
            [t('email'), request.email],
            [t('phone'), request.phone],
            [t('formChoice'), `${request.city}${request.customCity ? ` (${request.customCity})` : ''}`],
            [t('source'), request.sourcePage ?? t('sourceUnknown')],
            [t('received'), t('receivedAt', { at: letterMoment(request.createdAt, locale) })],
            [t('requestId'), request.id],
          ],
        },
      ],
    }),
  };
}

/**
 * To the company, greeted by name: what we received (set apart as its data), the four steps ahead, the link to book
 * the call, answerable (Reply-To the team), signed with the operator's details. `callLink.url`: the request's
 * private page to book (move, cancel) the 15-minute call.
 */
export function confirmationMail(request: StoredRequest, teamAddress: string, signature: readonly string[], callLink: { url: string }): OutgoingMail {
  return {
    kind: 'request-confirmation',
    recipient: request.email,
    replyTo: teamAddress,
    requestId: request.id,
    subject: request.cityId ? `Ihre Weihnachtsfeier-Anfrage für ${request.cityName}` : 'Ihre Weihnachtsfeier-Anfrage',
    // The call link opens the request's call page: hidden from the admin, and the text deleted once sent.
    secretLink: true,
    // Anyone can type this address into the form: it gets only a few of these an hour.
    capped: true,
    ...letterBodies({
      greeting: GREETINGS.addressee(request),
      paragraphs: [
        'vielen Dank für Ihre Anfrage. Wir haben sie mit diesen Angaben erhalten:',
        { title: 'Ihre Angaben', rows: requestRows(request) },
        'Haben Sie diese Anfrage nicht gestellt? Dann hat jemand Ihre Adresse eingegeben; Sie können diese E-Mail einfach ignorieren.',
        ['So geht es weiter:', ...PROCESS_STEPS.map((step, i) => `${i + 1}. ${step.title}${i === 0 ? ' (erledigt)' : ''}: ${step.text}`)],
        linkButton('Den Termin für Ihr 15-Minuten-Telefonat wählen Sie selbst, hier können Sie ihn auch verschieben oder absagen:', 'Termin wählen', callLink.url),
        'Haben Sie Fragen oder hat sich an Ihren Angaben etwas geändert? Dann antworten Sie einfach auf diese E-Mail.',
      ],
      closing: { words: CLOSINGS.warm, sender: TEAM_SENDER },
      signature,
    }),
  };
}
