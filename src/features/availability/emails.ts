import type { BillingAddress, DateAnswer, DateOption, OfferOption } from '@/db/schema';
import { type PlannerProfile, plannerFirstName, plannerName, plannerReplyTo, plannerSender } from '@/features/auth/planner';
import { formatDateOption } from '@/features/offers/format';
import type { AdminLocale } from '@/i18n/locale';
import { translator } from '@/i18n/translator';
import { type Addressee, CLOSINGS, type DataBlock, GREETINGS, letterBodies, linkButton, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { formatEuro } from '@/lib/money';
import { type Day, formatLongDateTime, formatShortDay } from '@/lib/time';
import { venueBill } from './format';
import { BILL_TEXTS } from './texts';

/**
 * The venues' mails of an availability request, each from the planner who asked (their name, title and line sign
 * it; a reply reaches them): the request with the venue's private link, one reminder, the booking once the company chose the venue, and
 * the release of the others. The company's name and contact appear only in the booking mail. Each carries the private
 * link, so each is marked as holding a secret. And the planner's note of each step a venue takes (venueNewsMail).
 */

/** A venue's mail: to its contact as the catalogue named them when asked (`contactName`, `salutation`), from the planner who asked. */
export interface VenueLetter extends Addressee {
  recipient: string;
  venueName: string;
  cityName: string;
  /** The venue's private page, a secret. */
  link: string;
  requestId: string;
  /** The planner who asked: signs the mail and takes the replies (none while their account is gone: then the team). */
  planner: Omit<PlannerProfile, 'email'> & { email?: string | null };
  /** The team's address (LEAD_NOTIFY_EMAIL), for the replies when no planner's account is there. */
  teamAddress: string;
  signature: readonly string[];
}

export interface AskFacts {
  dates: readonly DateOption[];
  participantCount: number;
  budgetPerPersonCents: number | null;
  wishes: string;
  plannerNote: string;
}

/** The venue's letter: greeted by its contact's salutation and surname, signed by the planner, whom a reply reaches. */
function mail(letter: VenueLetter, kind: string, subject: string, paragraphs: readonly Paragraph[]): OutgoingMail {
  return {
    kind,
    recipient: letter.recipient,
    replyTo: plannerReplyTo(letter.planner, letter.teamAddress),
    subject,
    requestId: letter.requestId,
    secretLink: true,
    ...letterBodies({ greeting: GREETINGS.addressee(letter), paragraphs, closing: { words: CLOSINGS.formal, sender: plannerSender(letter.planner) }, signature: letter.signature }),
  };
}

/** The ask's facts as the venue reads them: no company name, no contact. */
export function askBlock(ask: AskFacts): DataBlock {
  return {
    title: 'Die Anfrage',
    rows: [
      ...ask.dates.map((date, i) => [ask.dates.length > 1 ? `Termin ${i + 1}` : 'Termin', formatDateOption(date)] as const),
      ['Gäste', `${ask.participantCount} Personen`],
      ...(ask.budgetPerPersonCents !== null ? [['Budget pro Person', `etwa ${formatEuro(ask.budgetPerPersonCents)}`] as const] : []),
      ...(ask.wishes ? [['Wünsche', ask.wishes] as const] : []),
      ...(ask.plannerNote ? [['Unsere Notiz', ask.plannerNote] as const] : []),
    ],
  };
}

const firstDay = (ask: AskFacts) => formatShortDay(ask.dates[0].date);

/** The request to one venue: is it free on these dates, and at what price. */
export function askMail(letter: VenueLetter, ask: AskFacts): OutgoingMail {
  const several = ask.dates.length > 1;
  return mail(letter, 'availability-ask', `Anfrage Weihnachtsfeier für ${ask.participantCount} Personen am ${firstDay(ask)}${several ? ' (oder Alternativtermin)' : ''} – ${letter.venueName}`, [
    `wir planen für eine Firma eine Weihnachtsfeier in ${letter.cityName} und denken dabei an Ihre Location „${letter.venueName}“. Ist sie ${several ? 'an einem dieser Termine' : 'an diesem Termin'} frei?`,
    askBlock(ask),
    linkButton('Ihre Antwort geben Sie mit wenigen Klicks auf dieser Seite, ohne Anmeldung; Ihre Preisbausteine stehen dort schon bereit:', 'Anfrage beantworten', letter.link),
    'Am meisten hilft uns eine Antwort innerhalb von 24 Stunden. Den Namen der Firma und ihre Ansprechperson nennen wir Ihnen, sobald sie sich für Ihre Location entscheidet.',
  ]);
}

/** The one reminder, 12 hours after the ask, to a venue that has not answered. */
export function reminderMail(letter: VenueLetter, ask: AskFacts): OutgoingMail {
  return mail(letter, 'availability-reminder', `Erinnerung: Anfrage Weihnachtsfeier am ${firstDay(ask)} – ${letter.venueName}`, [
    `vor einigen Stunden haben wir Sie gefragt, ob Ihre Location „${letter.venueName}“ für eine Weihnachtsfeier mit ${ask.participantCount} Gästen frei ist. Die Firma wartet auf unsere Vorschläge – schaffen Sie eine kurze Antwort heute noch?`,
    askBlock(ask),
    linkButton('Zur Anfrage und Ihrer Antwort:', 'Anfrage öffnen', letter.link),
    'Passt es diesmal nicht, lehnen Sie die Anfrage auf derselben Seite mit einem Klick ab; dann fragen wir nicht weiter nach.',
  ]);
}

export interface BookingFacts {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  date: DateOption;
  participantCount: number;
  /** The moment by which the venue confirms. */
  replyBy: Date;
  /** The accepted option (its lines and terms), the billing address and order number: what the venue bills. */
  option: OfferOption;
  billing: BillingAddress;
  purchaseOrder: string | null;
  /** The day the mail is made: the terms are stated as of it. */
  today: Day;
  /** The planner's direct line (or the team's). */
  directLine: string;
  /** The venue was put into the offer without an ask: it hears of the request first here. */
  unasked: boolean;
}

/** The company's contact and the party, for the booking mail and the venue's page. */
export function companyBlock(booking: Pick<BookingFacts, 'companyName' | 'contactName' | 'email' | 'phone'>): DataBlock {
  return {
    title: 'Die Firma',
    rows: [
      ['Firma', booking.companyName],
      ['Ansprechperson', booking.contactName],
      ['E-Mail', booking.email],
      ['Telefon', booking.phone],
    ],
  };
}

/** Where the venue sends its invoice, with the order number, for the booking mail and the venue's page. */
export function billingRows(billing: BillingAddress, purchaseOrder: string | null): [string, string][] {
  return [
    [BILL_TEXTS.address, `${billing.company}\n${billing.street}\n${billing.postalCode} ${billing.city}`],
    [BILL_TEXTS.purchaseOrder, purchaseOrder ? `${purchaseOrder} (${BILL_TEXTS.purchaseOrderHint})` : BILL_TEXTS.noPurchaseOrder],
  ];
}

/** What the venue bills: the address, the accepted lines and totals, and the company's terms as of the mail's day. */
function billBlocks(booking: BookingFacts): DataBlock[] {
  const bill = venueBill(booking, booking.today);
  return [
    // Each its own block: the address's lines stand indented under its title in the text part.
    ...billingRows(booking.billing, booking.purchaseOrder).map(([title, text]) => ({ title, text })),
    { title: BILL_TEXTS.linesTitle(booking.participantCount), rows: [...bill.lines, ...bill.totals] },
    { title: BILL_TEXTS.termsTitle(formatShortDay(booking.today)), text: bill.cancellation.join('\n') },
    { title: BILL_TEXTS.guestDrop, text: bill.guestDrop },
  ];
}

/**
 * The company chose this venue: who it is, the party, what the venue bills the company directly (address, order
 * number, the accepted lines with their totals, the terms as dates), and the request to check the figures and
 * confirm within 48 hours. A venue put into the offer without an ask hears of the request here first.
 */
export function bookingMail(letter: VenueLetter, booking: BookingFacts): OutgoingMail {
  const me = Boolean(plannerName(letter.planner));
  return mail(letter, 'availability-booking', `Buchung: Weihnachtsfeier am ${formatShortDay(booking.date.date)} – ${letter.venueName}`, [
    booking.unasked
      ? `gute Nachrichten: ${me ? 'Ich hatte' : 'Wir hatten'} der Firma ${booking.companyName} Ihre Location „${letter.venueName}“ für ihre Weihnachtsfeier in ${letter.cityName} vorgeschlagen – und sie hat sich für Sie entschieden.`
      : `gute Nachrichten: Die Firma ${booking.companyName} hat sich für Ihre Location „${letter.venueName}“ entschieden.`,
    { title: 'Die Feier', rows: [['Termin', formatDateOption(booking.date)], ['Gäste', `${booking.participantCount} Personen`]] },
    companyBlock(booking),
    BILL_TEXTS.intro,
    ...billBlocks(booking),
    linkButton(`Bitte prüfen Sie die Positionen und Beträge und bestätigen Sie die Buchung bis ${formatLongDateTime(booking.replyBy)} Uhr auf Ihrer Seite zu dieser Anfrage:`, 'Prüfen und bestätigen', letter.link),
    me
      ? `Stimmt an den Zahlen etwas nicht, rufen Sie mich bitte vor Ihrer Bestätigung an: ${booking.directLine}. Können Sie die Buchung doch nicht annehmen, sagen Sie es mir bitte ebenfalls dort, damit ich sofort eine Lösung finde. Sobald Sie bestätigt haben, stimme ich die Einzelheiten mit Ihnen und der Firma ab.`
      : `Stimmt an den Zahlen etwas nicht, rufen Sie uns bitte vor Ihrer Bestätigung an: ${booking.directLine}. Können Sie die Buchung doch nicht annehmen, sagen Sie es uns bitte ebenfalls dort, damit wir sofort eine Lösung finden. Sobald Sie bestätigt haben, stimmen wir die Einzelheiten mit Ihnen und der Firma ab.`,
  ]);
}

/** The ask's days as a sentence names them: „am 11.12.2026“, „am 11.12.2026 oder 18.12.2026“. */
const daysText = (ask: AskFacts) => `am ${ask.dates.map((date) => formatShortDay(date.date)).join(' oder ')}`;

/**
 * The company chose another venue or withdrew its request: a venue that offered a date may give it away again, one
 * that has not answered need not answer any more; either with our thanks.
 */
export function releaseMail(letter: VenueLetter, ask: AskFacts, held: boolean, cancelled: boolean): OutgoingMail {
  const party = `eine Weihnachtsfeier mit ${ask.participantCount} Gästen ${daysText(ask)}`;
  const decided = cancelled ? 'Die Firma hat ihre Anfrage zurückgezogen.' : 'Die Firma hat sich für eine andere Location entschieden.';
  return held
    ? mail(letter, 'availability-release', `Ihre Option ist wieder frei – ${letter.venueName}`, [
        `vielen Dank für Ihre Antwort auf unsere Anfrage für ${party}. ${decided}`,
        'Die Termine, die Sie uns angeboten haben, können Sie damit wieder anderweitig vergeben.',
        'Wir freuen uns darauf, bald wieder bei Ihnen anzufragen.',
      ])
    : mail(letter, 'availability-release', `Unsere Anfrage hat sich erledigt – ${letter.venueName}`, [
        `unsere Anfrage für ${party} hat sich erledigt: ${decided}`,
        'Eine Antwort brauchen wir deshalb nicht mehr.',
        'Wir freuen uns darauf, bald wieder bei Ihnen anzufragen.',
      ]);
}

/** A venue's step its planner hears of. */
export type VenueNewsKind = 'answered' | 'declined' | 'bookingConfirmed' | 'bookingDeclined';

export interface VenueNews {
  kind: VenueNewsKind;
  requestId: string;
  companyName: string;
  venueName: string;
  /** The venue's contact, whom a reply reaches. */
  venueEmail: string;
  /** With 'answered': the ask's dates and the venue's answer to each. */
  dates: readonly DateOption[];
  dateAnswers: readonly DateAnswer[];
  /** With 'declined' and 'bookingDeclined': what the venue wrote. */
  reason: string;
  /** The planner who asked (greeted by first name); none when the mail goes to the team. */
  planner?: Pick<PlannerProfile, 'name'>;
}

const NEWS_MAILS = {
  answered: { kind: 'availability-answered-planner', subject: 'subjectAnswered' },
  declined: { kind: 'availability-declined-planner', subject: 'subjectDeclined' },
  bookingConfirmed: { kind: 'availability-booking-confirmed-planner', subject: 'subjectBookingConfirmed' },
  bookingDeclined: { kind: 'availability-booking-declined-planner', subject: 'subjectBookingDeclined' },
} as const satisfies Record<VenueNewsKind, { kind: string; subject: string }>;

/**
 * To the planner who asked (the team, once their account is gone), in the language of the recipient's account: what
 * the venue did, the dates it has free or its reason, and the link to the request. A reply reaches the venue.
 */
export function venueNewsMail(news: VenueNews, recipient: string, adminUrl: string, locale: AdminLocale): OutgoingMail {
  const t = translator(locale, 'mails.venueNews');
  const names = { venue: news.venueName, company: news.companyName };
  const state = (answer: DateAnswer | undefined) =>
    answer?.state === 'available' ? t('available') : answer?.state === 'option' && answer.optionUntil ? t('option', { until: formatShortDay(answer.optionUntil) }) : t('unavailable');
  const reason: Paragraph[] = news.reason ? [{ title: t('reasonTitle'), text: news.reason }] : [];
  const body: Record<VenueNewsKind, Paragraph[]> = {
    answered: [[t('answered', names), ...news.dates.map((date, i) => t('dateLine', { day: formatShortDay(date.date), start: date.start, end: date.end, state: state(news.dateAnswers[i]) }))]],
    declined: [t('declined', names), ...reason],
    bookingConfirmed: [t('bookingConfirmed', names)],
    bookingDeclined: [t('bookingDeclined', names), ...reason],
  };
  const firstName = news.planner && plannerFirstName(news.planner);
  const hello = translator(locale, 'mails.greetings');
  return {
    kind: NEWS_MAILS[news.kind].kind,
    recipient,
    replyTo: news.venueEmail,
    requestId: news.requestId,
    subject: t(NEWS_MAILS[news.kind].subject, names),
    ...letterBodies({
      language: locale,
      ...(news.planner ? { greeting: firstName ? hello('colleague', { firstName }) : hello('colleagueNoName') } : {}),
      paragraphs: [...body[news.kind], t('openRequest', { url: adminUrl })],
    }),
  };
}
