import type { BillingAddress, OfferSnapshot } from '@/db/schema';
import { CLOSINGS, GREETINGS, letterText, type Paragraph } from '@/lib/mail/letter';
import type { MailAttachment, OutgoingMail } from '@/lib/mail/outbox';
import { formatEuro } from '@/lib/money';
import { BRAND } from '@/lib/site';
import { formatLongDateTime } from '@/lib/time';
import { formatDateOption, formatDay } from './format';
import { priceOption } from './prices';

/**
 * The offers' mails: the one that brings the company its offer page (the planner publishes it), and those of the
 * company's offer page: the acceptance (to the company and to the planner), a question (to the planner) and the
 * booking confirmation with the calendar file. Every figure comes from priceOption; what the company typed is
 * quoted as data.
 */

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

export interface ChosenOption {
  snapshot: OfferSnapshot;
  optionIndex: number;
  dateIndex: number;
  participantCount: number;
}

const quoted = (value: string) => `„${value}“`;

/** Location, date, guests and the figures of the chosen option, one fact a line. */
export function choiceSummary({ snapshot, optionIndex, dateIndex, participantCount }: ChosenOption): string[] {
  const option = snapshot.options[optionIndex];
  const priced = priceOption(option, participantCount, snapshot.planningFee);
  return [
    `Location: ${option.venue.name}, ${option.venue.address}`,
    `Termin: ${formatDateOption(option.dates[dateIndex])}`,
    `Teilnehmerzahl: ${participantCount}`,
    `Summe netto: ${formatEuro(priced.total.net)}`,
    ...priced.total.vatByRate.map((entry) => `MwSt. ${entry.rate} %: ${formatEuro(entry.vat)}`),
    `Gesamtbetrag brutto: ${formatEuro(priced.total.gross)}`,
    `Pro Person brutto: ${formatEuro(priced.perHeadGross)}`,
  ];
}

/** "Option 2: Alte Münze, Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr" for the request's history. */
export function choiceNote({ snapshot, optionIndex, dateIndex, participantCount }: ChosenOption): string {
  const option = snapshot.options[optionIndex];
  return `Option ${optionIndex + 1}: ${option.venue.name}, ${formatDateOption(option.dates[dateIndex])}, ${participantCount} Personen`;
}

function billingLines(billing: BillingAddress, purchaseOrder: string | null): string[] {
  return [`Firma: ${quoted(billing.company)}`, `Straße: ${quoted(billing.street)}`, `Ort: ${quoted(`${billing.postalCode} ${billing.city}`)}`, ...(purchaseOrder ? [`Bestellnummer: ${quoted(purchaseOrder)}`] : [])];
}

const indent = (lines: readonly string[]) => lines.map((line) => `    ${line}`);

/** The company's letter, signed by its planner. */
const plannerLetter = (snapshot: OfferSnapshot, paragraphs: readonly Paragraph[], signature: readonly string[]) =>
  letterText({ greeting: GREETINGS.formal, paragraphs, closing: { words: CLOSINGS.warm, sender: [snapshot.planner.name] }, signature });

export interface AcceptanceMailInput extends ChosenOption {
  requestId: string;
  /** The requester's address (the company's mails go there). */
  recipient: string;
  billing: BillingAddress;
  purchaseOrder: string | null;
  message: string | null;
  acceptedAt: Date;
  /** The private page's absolute URL. */
  pageUrl: string;
  teamAddress: string;
  signature: readonly string[];
}

/** To the company: what it accepted, with the private link (so the mail's body is hidden from the admin). */
export function acceptanceConfirmationMail(input: AcceptanceMailInput): OutgoingMail {
  return {
    kind: 'offer-accepted-confirmation',
    recipient: input.recipient,
    replyTo: input.snapshot.planner.email,
    requestId: input.requestId,
    secretLink: true,
    subject: `Ihre Zusage: ${input.snapshot.options[input.optionIndex].venue.name}`,
    textBody: plannerLetter(
      input.snapshot,
      [
        `vielen Dank für Ihre Zusage vom ${formatLongDateTime(input.acceptedAt)} Uhr. Wir haben Folgendes für Sie festgehalten:`,
        indent(choiceSummary(input)),
        ['Rechnungsadresse (wie von Ihnen eingegeben):', ...indent(billingLines(input.billing, input.purchaseOrder))],
        `${input.snapshot.planner.name} bestätigt den Termin mit der Location und meldet sich bei Ihnen, sobald er fest gebucht ist.`,
        ['Ihr Angebot mit allen Einzelheiten finden Sie weiterhin hier:', input.pageUrl],
        'Fragen? Antworten Sie einfach auf diese E-Mail.',
      ],
      input.signature,
    ),
  };
}

/** To the planner (and the team's address): the company said yes. */
export function acceptanceNotificationMail(input: AcceptanceMailInput, recipient: string, adminUrl: string): OutgoingMail {
  return {
    kind: 'offer-accepted-notification',
    recipient,
    replyTo: input.recipient,
    requestId: input.requestId,
    subject: `Angebot angenommen: ${input.snapshot.request.companyName} – ${input.snapshot.options[input.optionIndex].venue.name}`,
    textBody: letterText({
      paragraphs: [
        `${input.snapshot.request.companyName} hat das Angebot am ${formatLongDateTime(input.acceptedAt)} Uhr angenommen.`,
        choiceSummary(input),
        ['Rechnungsadresse:', ...billingLines(input.billing, input.purchaseOrder)],
        `Nachricht: ${input.message ? quoted(input.message) : '(keine)'}`,
        `Anfrage: ${adminUrl}`,
      ],
    }),
  };
}

/** To the planner: a question from the offer page; a reply goes to the company. */
export function questionMail(input: { requestId: string; snapshot: OfferSnapshot; companyEmail: string; question: string; adminUrl: string }, recipient: string): OutgoingMail {
  return {
    kind: 'offer-question',
    recipient,
    replyTo: input.companyEmail,
    requestId: input.requestId,
    subject: `Frage zum Angebot: ${input.snapshot.request.companyName}`,
    textBody: letterText({
      paragraphs: [
        `${input.snapshot.request.companyName} hat eine Frage zum Angebot gestellt (eine Antwort auf diese E-Mail geht an ${input.companyEmail}):`,
        quoted(input.question),
        `Anfrage: ${input.adminUrl}`,
      ],
    }),
  };
}

/** To the company once the planner has booked the venue: the party's facts and its calendar file. */
export function bookingConfirmationMail(input: ChosenOption & { requestId: string; recipient: string; calendar: string; signature: readonly string[] }): OutgoingMail {
  const option = input.snapshot.options[input.optionIndex];
  const attachment: MailAttachment = { filename: 'weihnachtsfeier.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(input.calendar, 'utf8') };
  return {
    kind: 'offer-booked',
    recipient: input.recipient,
    replyTo: input.snapshot.planner.email,
    requestId: input.requestId,
    subject: `Gebucht: Ihre Weihnachtsfeier in ${option.venue.name}`,
    textBody: plannerLetter(
      input.snapshot,
      ['Ihre Weihnachtsfeier ist fest gebucht:', indent(choiceSummary(input)), 'Den Termin für Ihren Kalender finden Sie im Anhang (weihnachtsfeier.ics).'],
      input.signature,
    ),
    attachments: [attachment],
  };
}
