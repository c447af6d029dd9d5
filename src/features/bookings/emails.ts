import { type PlannerProfile, plannerSender } from '@/features/auth/planner';
import type { AdminLocale } from '@/i18n/locale';
import { translator } from '@/i18n/translator';
import { type Addressee, CLOSINGS, GREETINGS, letterBodies, linkButton, type Paragraph } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { type Day, formatLongDate, startOfBerlinDay } from '@/lib/time';
import { BOOKING_TEXTS, periodText, priceText } from './texts';
import { type Month, monthName } from '@/features/ad-slots/rules';
import { ADMIN_BOOKINGS_PATH } from './paths';
import { CONFIRM_MINUTES } from './rules';

/**
 * Whom an operator's mail goes to and who writes it: the booking's contact (`contactName`, `salutation`) at its
 * address; the team's address takes the replies (no planner looks after an ad booking); the admin who decided signs
 * by name (`sender`), and a mail nobody decided (the address's confirmation) closes with our details alone.
 */
export interface OperatorAddressing extends Addressee {
  recipient: string;
  /** The team's address (LEAD_NOTIFY_EMAIL). */
  teamAddress: string;
  /** The admin who approved or rejected the booking: name, title, direct line. */
  sender?: Omit<PlannerProfile, 'email'>;
  signature: readonly string[];
}

/** The venue operator's letter: greeted by the booking's contact, answerable to the team, a formal closing signed by whoever decided. */
const operatorLetter = (input: OperatorAddressing, paragraphs: readonly Paragraph[]) => ({
  recipient: input.recipient,
  replyTo: input.teamAddress,
  ...letterBodies({
    greeting: GREETINGS.addressee(input),
    paragraphs,
    closing: { words: CLOSINGS.formal, ...(input.sender ? { sender: plannerSender(input.sender) } : {}) },
    signature: input.signature,
  }),
});

/** The double opt-in mail: the booking in short and the link that confirms the address (a secret, hidden from admins). */
export function bookingConfirmationMail(input: OperatorAddressing & { cityName: string; venueName: string; months: readonly Month[]; netCents: number; firstMonthRunning?: boolean; link: string }): OutgoingMail {
  return {
    kind: 'booking-confirm',
    subject: BOOKING_TEXTS.mailSubject,
    secretLink: true,
    ...operatorLetter(
      input,
      [
        linkButton(`vielen Dank für Ihre Buchung eines Werbeplatzes. Bitte bestätigen Sie innerhalb von ${CONFIRM_MINUTES} Minuten Ihre E-Mail-Adresse über diesen Link:`, 'E-Mail-Adresse bestätigen', input.link),
        'Bis dahin halten wir den Platz für Sie; ohne Bestätigung geben wir ihn danach wieder frei.',
        {
          title: 'Ihre Buchung',
          rows: [
            ['Location', input.venueName],
            ['Stadt', input.cityName],
            ['Zeitraum', periodText(input.months)],
            ['Preis', priceText(input.netCents)],
          ],
        },
        ...(input.firstMonthRunning ? [BOOKING_TEXTS.proRataNow] : []),
        'Falls Sie nichts gebucht haben, ignorieren Sie diese E-Mail einfach.',
      ],
    ),
  };
}

/**
 * The team approved the ad: when it shows, that the invoice follows in its own mail, and where the partner area is.
 * `liveFrom`: the day the ad goes live (later than its first month's first day when approved within the period).
 */
export function bookingApprovedMail(input: OperatorAddressing & { cityName: string; venueName: string; months: readonly Month[]; liveFrom?: Day; partnerLink?: string; invoiceNumber: string }): OutgoingMail {
  const shown = input.liveFrom && input.liveFrom !== input.months[0] ? `ab dem ${formatLongDate(startOfBerlinDay(input.liveFrom))} bis Ende ${monthName(input.months[input.months.length - 1])}` : `von ${periodText(input.months)}`;
  return {
    kind: 'booking-approved',
    subject: `Ihre Anzeige ist freigegeben – ${input.cityName}`,
    ...operatorLetter(
      input,
      [
        `wir haben Ihre Anzeige „${input.venueName}“ geprüft und freigegeben. Sie erscheint ${shown} auf unserer Seite für ${input.cityName}.`,
        `Die Rechnung ${input.invoiceNumber} schicken wir Ihnen in einer eigenen E-Mail.`,
        ...(input.partnerLink ? [linkButton('In Ihrem Partnerbereich sehen Sie die Klicks Ihrer Anzeige, können sie ändern und finden Ihre Rechnungen:', 'Zum Partnerbereich', input.partnerLink)] : []),
      ],
    ),
  };
}

/** The invoice mail's extra paragraphs for an ad booking's invoice (invoices/emails.ts `extra`): where the operator finds it again. */
export const invoicePartnerParagraphs = (partnerLink: string): Paragraph[] => [linkButton('Ihre Rechnungen finden Sie jederzeit auch in Ihrem Partnerbereich:', 'Zum Partnerbereich', partnerLink)];

/** The team turned the ad down: why, and that the slot is free again at no cost. */
export function bookingRejectedMail(input: OperatorAddressing & { cityName: string; venueName: string; reason: string }): OutgoingMail {
  return {
    kind: 'booking-rejected',
    subject: `Ihre Werbeplatz-Buchung für ${input.cityName}`,
    ...operatorLetter(
      input,
      [
        `leider können wir Ihre Anzeige „${input.venueName}“ in ${input.cityName} so nicht freigeben. Unsere Begründung:`,
        `„${input.reason}“`,
        'Die Buchung ist damit aufgehoben, es entstehen Ihnen keine Kosten. Gern können Sie mit einer geänderten Anzeige neu buchen.',
      ],
    ),
  };
}

/** Fourteen days before the period ends: the next year's months, with the form preselected; signed by the admin who approved the ad. */
export function bookingRenewalMail(input: OperatorAddressing & { cityName: string; venueName: string; lastMonth: Month; link: string }): OutgoingMail {
  const nextYear = Number(input.lastMonth.slice(0, 4)) + 1;
  return {
    kind: 'booking-renewal',
    subject: `Ihr Werbeplatz in ${input.cityName} für ${nextYear}`,
    ...operatorLetter(
      input,
      [
        `Ihr Werbeplatz in ${input.cityName} mit der Anzeige „${input.venueName}“ läuft mit dem ${monthName(input.lastMonth)} aus.`,
        linkButton(`Die Monate von März bis Dezember ${nextYear} können Sie schon jetzt buchen; die Plätze werden wie immer in der Reihenfolge der Buchungen vergeben:`, 'Werbeplatz buchen', input.link),
      ],
    ),
  };
}

/** Where the team's review mail goes (LEAD_NOTIFY_EMAIL) and the site whose Bookings tab it links to. */
export interface TeamReview {
  siteUrl: string;
  teamAddress: string;
}

/** What waits on the Bookings tab for the team's approval: an ad booking with its address confirmed, an operator's change to its ad or its venue's profile. */
export interface ReviewItem {
  kind: 'booking' | 'ad' | 'profile';
  venueName: string;
  cityName: string;
  /** The operator who sent it, whom a reply reaches. */
  sender: { name: string; email: string };
}

const REVIEW_WORDS = {
  booking: { subject: 'subjectBooking', text: 'booking' },
  ad: { subject: 'subjectAd', text: 'ad' },
  profile: { subject: 'subjectProfile', text: 'profile' },
} as const satisfies Record<ReviewItem['kind'], { subject: string; text: string }>;

/**
 * To the team's address, in the language of the account behind it (German without one), once an item begins to wait
 * for its approval: what it is, whose, and the link to the Bookings tab.
 */
export function reviewWaitingMail(item: ReviewItem, team: TeamReview, locale: AdminLocale): OutgoingMail {
  const t = translator(locale, 'mails.reviewWaiting');
  const words = { venue: item.venueName, city: item.cityName, sender: item.sender.name.trim() ? `${item.sender.name.trim()} (${item.sender.email})` : item.sender.email };
  return {
    kind: `${item.kind}-review-waiting`,
    recipient: team.teamAddress,
    replyTo: item.sender.email,
    subject: t(REVIEW_WORDS[item.kind].subject, words),
    ...letterBodies({ language: locale, paragraphs: [t(REVIEW_WORDS[item.kind].text, words), t('open', { url: `${team.siteUrl}${ADMIN_BOOKINGS_PATH}` })] }),
  };
}
