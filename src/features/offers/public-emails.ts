import type { BillingAddress, OfferSnapshot } from '@/db/schema';
import { CLOSINGS, GREETINGS, letterText, type Paragraph } from '@/lib/mail/letter';
import type { MailAttachment, OutgoingMail } from '@/lib/mail/outbox';
import { formatEuro } from '@/lib/money';
import { formatLongDateTime } from '@/lib/time';
import { formatDateOption } from './format';
import { priceOption } from './prices';

/**
 * The mails of the company's offer page: the acceptance (to the company and to the planner), a question (to the
 * planner) and the booking confirmation with the calendar file. Every figure comes from priceOption; what the
 * company typed is quoted as data.
 */

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
