import type { BillingAddress, OfferSnapshot } from '@/db/schema';
import { plannerFirstName, plannerName, plannerSender } from '@/features/auth/planner';
import type { AdminLocale } from '@/i18n/locale';
import { translator } from '@/i18n/translator';
import { CLOSINGS, type DataBlock, GREETINGS, type Letter, letterBodies, letterMoment, linkButton, opensWithGreeting, type Paragraph } from '@/lib/mail/letter';
import type { MailAttachment, OutgoingMail } from '@/lib/mail/outbox';
import { formatEuro } from '@/lib/money';
import { berlinDay, type Day, formatLongDateTime, formatShortDay } from '@/lib/time';
import { acceptedOf, acceptedTerms, billingLines, formatDateOption, formatDay, formatSubjectDay } from './format';
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

/** How the company's letters greet: by name, unless the planner's cover note greets already (then it stands first instead). */
function companyGreeting(snapshot: OfferSnapshot): Pick<Letter, 'greeting'> {
  return { greeting: GREETINGS.addressee({ contactName: snapshot.request.contactName, salutation: snapshot.request.salutation ?? null }) };
}

/**
 * The mail that brings the company its offer page, or tells it that a revised version is there, with the planner's
 * cover note. What the company typed (its name) stands in its own data block, never in the subject.
 */
export function offerPublishedMail({ snapshot, version, link, recipient, requestId, signature }: OfferMailInput): OutgoingMail {
  const revised = version > 1;
  const count = snapshot.options.length;
  const note = snapshot.coverNote.trim();
  const noteGreets = opensWithGreeting(note);
  // The planner signs: she speaks for herself; without a name the team speaks.
  const me = Boolean(plannerName(snapshot.planner));
  const opening = revised
    ? linkButton(
        `${noteGreets ? (me ? 'Ich habe' : 'Wir haben') : me ? 'ich habe' : 'wir haben'} Ihr Angebot für Ihre Weihnachtsfeier überarbeitet. Die neue Fassung finden Sie unter demselben persönlichen Link wie bisher:`,
        'Überarbeitetes Angebot ansehen',
        link,
        ['Dort steht jetzt nur noch die überarbeitete Fassung; wählen können Sie nur aus ihr.'],
      )
    : linkButton(
        `Ihr Angebot für Ihre Weihnachtsfeier ist fertig: ${me ? 'Ich habe' : 'Wir haben'} ${count} Locations für Sie ausgewählt und stelle${me ? '' : 'n'} sie Ihnen auf Ihrer persönlichen Angebotsseite mit allen Preisen, Terminen und Bedingungen nebeneinander:`,
        'Ihr Angebot ansehen',
        link,
        [`Dort können Sie die Optionen vergleichen, eine Location mit Ihrem Wunschtermin wählen oder ${me ? 'mir' : 'uns'} eine Frage stellen.`],
      );
  return {
    kind: revised ? 'offer-revised' : 'offer-published',
    recipient,
    replyTo: snapshot.planner.email,
    requestId,
    secretLink: true,
    subject: revised ? OFFER_MAIL_SUBJECTS.revised : OFFER_MAIL_SUBJECTS.first,
    ...letterBodies({
      ...(noteGreets ? {} : companyGreeting(snapshot)),
      paragraphs: [
        ...(noteGreets ? [note] : []),
        opening,
        ...(note && !noteGreets ? [note] : []),
        `Das Angebot gilt bis ${formatDay(snapshot.validUntil)}. Im Anhang finden Sie es als PDF.`,
        { title: 'Ihre Angaben', rows: [['Firma', snapshot.request.companyName], ['Teilnehmerzahl', String(snapshot.request.participantCount)]] },
        ['Bitte geben Sie den Link nur an Personen weiter, die das Angebot sehen und annehmen dürfen.', 'Haben Sie Fragen? Dann antworten Sie einfach auf diese E-Mail.'],
      ],
      closing: { words: CLOSINGS.warm, sender: plannerSender(snapshot.planner) },
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


/** Location, date, guests and the figures of the chosen option, as label and value. */
export function choiceRows({ snapshot, optionIndex, dateIndex, participantCount }: ChosenOption): [string, string][] {
  const option = snapshot.options[optionIndex];
  const priced = priceOption(option, participantCount, snapshot.planningFee);
  return [
    ['Location', `${option.venue.name}, ${option.venue.address}`],
    ['Termin', formatDateOption(option.dates[dateIndex])],
    ['Teilnehmerzahl', String(participantCount)],
    ['Summe netto', formatEuro(priced.total.net)],
    ...priced.total.vatByRate.map((entry): [string, string] => [`MwSt. ${entry.rate} %`, formatEuro(entry.vat)]),
    ['Gesamtbetrag brutto', formatEuro(priced.total.gross)],
    ['Pro Person brutto', formatEuro(priced.perHeadGross)],
  ];
}

/** Who bills what of the chosen option's total („Vom Gesamtbetrag von … stellt Ihnen die Location „…“ … direkt in Rechnung …“), below its data block. */
function billingParagraph({ snapshot, optionIndex, participantCount }: ChosenOption): string[] {
  const option = snapshot.options[optionIndex];
  return billingLines(option.venue.name, priceOption(option, participantCount, snapshot.planningFee), { apart: true });
}

/**
 * The chosen option's terms as of the mail's day, each deadline with its date: what cancelling costs now and from
 * which day more, and until when guests may drop.
 */
function termsBlocks(chosen: ChosenOption, today: Day): DataBlock[] {
  const { option, date, priced } = acceptedOf(chosen.snapshot, chosen);
  const terms = acceptedTerms(option, priced, date, today);
  return [
    { title: `Wenn Sie absagen (Stand ${formatShortDay(today)})`, text: terms.cancellation.join('\n') },
    { title: 'Weniger Gäste', text: terms.guestDrop },
  ];
}

/** The same, one fact a line (the party's calendar file). */
export const choiceSummary = (chosen: ChosenOption): string[] => choiceRows(chosen).map(([label, value]) => `${label}: ${value}`);

/** "Option 2: Alte Münze, Samstag, 12. Dezember 2026 · 19:00–01:00 Uhr" for the request's history. */
export function choiceNote({ snapshot, optionIndex, dateIndex, participantCount }: ChosenOption): string {
  const option = snapshot.options[optionIndex];
  return `Option ${optionIndex + 1}: ${option.venue.name}, ${formatDateOption(option.dates[dateIndex])}, ${participantCount} Personen`;
}

function billingRows(billing: BillingAddress, purchaseOrder: string | null): [string, string][] {
  return [['Firma', billing.company], ['Straße', billing.street], ['Ort', `${billing.postalCode} ${billing.city}`], ...(purchaseOrder ? [['Bestellnummer', purchaseOrder] as [string, string]] : [])];
}


/** The company's letter, greeted by name and signed by its planner. */
const plannerLetter = (snapshot: OfferSnapshot, paragraphs: readonly Paragraph[], signature: readonly string[]) =>
  letterBodies({ ...companyGreeting(snapshot), paragraphs, closing: { words: CLOSINGS.warm, sender: plannerSender(snapshot.planner) }, signature });

/** The party's facts as the company's data block. */
const choiceBlock = (chosen: ChosenOption, title: string): DataBlock => ({ title, rows: choiceRows(chosen) });

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
    ...plannerLetter(
      input.snapshot,
      [
        `vielen Dank für Ihre Zusage vom ${formatLongDateTime(input.acceptedAt)} Uhr. Wir haben Folgendes für Sie festgehalten:`,
        choiceBlock(input, 'Ihre Wahl'),
        billingParagraph(input),
        ...termsBlocks(input, berlinDay(input.acceptedAt)),
        { title: 'Ihre Rechnungsadresse', rows: billingRows(input.billing, input.purchaseOrder) },
        // The planner signs: she speaks for herself; without a name the team speaks.
        plannerName(input.snapshot.planner)
          ? 'Ich bestätige den Termin mit der Location und melde mich bei Ihnen, sobald er fest gebucht ist.'
          : 'Wir bestätigen den Termin mit der Location und melden uns bei Ihnen, sobald er fest gebucht ist.',
        linkButton('Ihr Angebot mit allen Einzelheiten finden Sie weiterhin hier:', 'Ihr Angebot ansehen', input.pageUrl),
        'Fragen? Antworten Sie einfach auf diese E-Mail.',
      ],
      input.signature,
    ),
  };
}

/** The planner's own copy greets them by first name, in their language; the team's address gets the facts alone. */
function colleagueGreeting(planner: OfferSnapshot['planner'], recipient: string, locale: AdminLocale): Pick<Letter, 'greeting'> {
  if (planner.email.toLowerCase() !== recipient.toLowerCase()) return {};
  const firstName = plannerFirstName(planner);
  const hello = translator(locale, 'mails.greetings');
  return { greeting: firstName ? hello('colleague', { firstName }) : hello('colleagueNoName') };
}

type AcceptedWords = ReturnType<typeof translator<'mails.offerAccepted'>>;

/** The chosen option for the planner or the team, one fact a line, as choiceRows has them (mails.offerAccepted). */
function teamChoiceLines({ snapshot, optionIndex, dateIndex, participantCount }: ChosenOption, locale: AdminLocale, t: AcceptedWords): string[] {
  const option = snapshot.options[optionIndex];
  const date = option.dates[dateIndex];
  const priced = priceOption(option, participantCount, snapshot.planningFee);
  const rows: [string, string][] = [
    [t('venue'), `${option.venue.name}, ${option.venue.address}`],
    [t('date'), t('dateValue', { day: formatDay(date.date, locale), start: date.start, end: date.end })],
    [t('participants'), String(participantCount)],
    [t('totalNet'), formatEuro(priced.total.net)],
    ...priced.total.vatByRate.map((entry): [string, string] => [t('vat', { rate: entry.rate }), formatEuro(entry.vat)]),
    [t('totalGross'), formatEuro(priced.total.gross)],
    [t('perPersonGross'), formatEuro(priced.perHeadGross)],
  ];
  return rows.map(([label, value]) => `${label}: ${value}`);
}

/** To the planner (and the team's address), each in the language of its account (`locale`): the company said yes. */
export function acceptanceNotificationMail(input: AcceptanceMailInput, recipient: string, adminUrl: string, locale: AdminLocale): OutgoingMail {
  const t = translator(locale, 'mails.offerAccepted');
  const company = input.snapshot.request.companyName;
  const { billing, purchaseOrder } = input;
  return {
    kind: 'offer-accepted-notification',
    recipient,
    replyTo: input.recipient,
    requestId: input.requestId,
    subject: t('subject', { company, venue: input.snapshot.options[input.optionIndex].venue.name }),
    ...letterBodies({
      language: locale,
      ...colleagueGreeting(input.snapshot.planner, recipient, locale),
      paragraphs: [
        t('accepted', { company, at: letterMoment(input.acceptedAt, locale) }),
        teamChoiceLines(input, locale, t),
        {
          title: t('billingTitle'),
          rows: [
            [t('billingCompany'), billing.company],
            [t('street'), billing.street],
            [t('town'), `${billing.postalCode} ${billing.city}`],
            ...(purchaseOrder ? [[t('purchaseOrder'), purchaseOrder] as const] : []),
          ],
        },
        input.message ? { title: t('messageTitle'), text: input.message } : t('noMessage'),
        t('openRequest', { url: adminUrl }),
      ],
    }),
  };
}

/** To the planner (and the team's address), each in the language of its account (`locale`): a question from the offer page; a reply goes to the company. */
export function questionMail(input: { requestId: string; snapshot: OfferSnapshot; companyEmail: string; question: string; adminUrl: string }, recipient: string, locale: AdminLocale): OutgoingMail {
  const t = translator(locale, 'mails.offerQuestion');
  const company = input.snapshot.request.companyName;
  return {
    kind: 'offer-question',
    recipient,
    replyTo: input.companyEmail,
    requestId: input.requestId,
    subject: t('subject', { company }),
    ...letterBodies({
      language: locale,
      ...colleagueGreeting(input.snapshot.planner, recipient, locale),
      paragraphs: [t('asked', { company, email: input.companyEmail }), { title: t('questionTitle'), text: input.question }, t('openRequest', { url: input.adminUrl })],
    }),
  };
}

/** To the company once the planner has booked the venue: the party's facts and its calendar file. */
export function bookingConfirmationMail(input: ChosenOption & { requestId: string; recipient: string; calendar: string; signature: readonly string[]; today: Day }): OutgoingMail {
  const option = input.snapshot.options[input.optionIndex];
  const attachment: MailAttachment = { filename: 'weihnachtsfeier.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(input.calendar, 'utf8') };
  return {
    kind: 'offer-booked',
    recipient: input.recipient,
    replyTo: input.snapshot.planner.email,
    requestId: input.requestId,
    subject: `Gebucht: Ihre Weihnachtsfeier – ${option.venue.name}, ${formatSubjectDay(option.dates[input.dateIndex].date)}`,
    ...plannerLetter(
      input.snapshot,
      [
        'Ihre Weihnachtsfeier ist fest gebucht – hier alles auf einen Blick:',
        choiceBlock(input, 'Ihre Feier'),
        billingParagraph(input),
        ...termsBlocks(input, input.today),
        'Den Termin für Ihren Kalender finden Sie im Anhang (weihnachtsfeier.ics).',
      ],
      input.signature,
    ),
    attachments: [attachment],
  };
}
