import type { OfferSnapshot } from '@/db/schema';
import { CLOSINGS, GREETINGS, letterText } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { BRAND } from '@/lib/site';
import { formatDay } from './format';

export const OFFER_MAIL_SUBJECTS = {
  first: 'Ihr Angebot für Ihre Weihnachtsfeier',
  revised: 'Ihr überarbeitetes Angebot für Ihre Weihnachtsfeier',
} as const;

export interface OfferMailInput {
  snapshot: OfferSnapshot;
  version: number;
  /** The private page's full address: a secret, so the mail is marked as holding one. */
  link: string;
  recipient: string;
  requestId: string;
  signature: readonly string[];
}

/**
 * The mail that brings the company its offer page, or tells it that a revised version is there. Plain text; what
 * the company typed (its name) is quoted as data and never stands in the subject or the greeting.
 */
export function offerPublishedMail({ snapshot, version, link, recipient, requestId, signature }: OfferMailInput): OutgoingMail {
  const revised = version > 1;
  const count = snapshot.options.length;
  const opening = revised
    ? [
        'wir haben Ihr Angebot für Ihre Weihnachtsfeier überarbeitet. Die neue Fassung finden Sie unter demselben persönlichen Link wie bisher:',
        link,
        'Dort steht jetzt nur noch die überarbeitete Fassung; wählen können Sie nur aus ihr.',
      ]
    : [
        `Ihr Angebot für Ihre Weihnachtsfeier ist fertig: Wir haben ${count} Locations für Sie ausgewählt und stellen sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:`,
        link,
        'Dort können Sie die Optionen vergleichen, eine Location mit Ihrem Wunschtermin wählen oder uns eine Frage stellen.',
      ];
  return {
    kind: revised ? 'offer-revised' : 'offer-published',
    recipient,
    replyTo: snapshot.planner.email,
    requestId,
    secretLink: true,
    subject: revised ? OFFER_MAIL_SUBJECTS.revised : OFFER_MAIL_SUBJECTS.first,
    textBody: letterText({
      greeting: GREETINGS.formal,
      paragraphs: [
        ...opening,
        `Das Angebot gilt bis ${formatDay(snapshot.validUntil)}. Im Anhang finden Sie es als PDF.`,
        ['Angebot für (die Angaben aus Ihrer Anfrage stehen in Anführungszeichen):', `    Firma: „${snapshot.request.companyName}“`, `    Teilnehmerzahl: ${snapshot.request.participantCount}`],
        ['Bitte geben Sie den Link nur an Personen weiter, die das Angebot sehen und annehmen dürfen.', 'Haben Sie Fragen? Dann antworten Sie einfach auf diese E-Mail.'],
      ],
      closing: { words: CLOSINGS.warm, sender: [snapshot.planner.name, BRAND] },
      signature,
    }),
  };
}
