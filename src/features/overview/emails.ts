import type { AdminLocale } from '@/i18n/locale';
import { translator } from '@/i18n/translator';
import { letterBodies, letterMoment } from '@/lib/mail/letter';
import type { OutgoingMail } from '@/lib/mail/outbox';
import type { DueRequest } from './due-queries';
import type { DueKind } from './rules';

/** What is due, as the morning mail names it (mails.morning). */
const DUE_KEYS = {
  call: 'dueCall',
  offer: 'dueOffer',
  question: 'dueQuestion',
  validity: 'dueValidity',
  option: 'dueOption',
  invoice: 'dueInvoice',
  booking: 'dueBooking',
  venueAnswer: 'dueVenueAnswer',
  venueBooking: 'dueVenueBooking',
} as const satisfies Record<DueKind, string>;

type Translate = ReturnType<typeof translator<'mails.morning'>>;

function lines(requests: readonly DueRequest[], siteUrl: string, now: Date, locale: AdminLocale, t: Translate): string[] {
  return requests.map((request) => {
    const item = { company: request.companyName, city: request.cityName, label: t(DUE_KEYS[request.next.kind]), at: letterMoment(request.next.at, locale) };
    return `${request.next.at < now ? t('itemOverdue', item) : t('itemDue', item)}\n  ${siteUrl}/admin/requests/${request.id}`;
  });
}

/**
 * A planner's morning mail, in their account's language: their due and overdue requests, and those nobody works
 * yet, each with its link into the admin.
 */
export function morningMail(input: { recipient: string; firstName: string | undefined; own: readonly DueRequest[]; unassigned: readonly DueRequest[]; siteUrl: string; now: Date; locale: AdminLocale }): OutgoingMail {
  const { locale } = input;
  const t = translator(locale, 'mails.morning');
  const hello = translator(locale, 'mails.greetings');
  const count = input.own.length + input.unassigned.length;
  const overdue = [...input.own, ...input.unassigned].filter((request) => request.next.at < input.now).length;
  return {
    kind: 'morning-due',
    recipient: input.recipient,
    subject: overdue ? t('subjectOverdue', { count, overdue }) : t('subject', { count }),
    ...letterBodies({
      language: locale,
      greeting: input.firstName ? hello('morning', { firstName: input.firstName }) : hello('morningNoName'),
      paragraphs: [
        ...(input.own.length ? [t('own'), lines(input.own, input.siteUrl, input.now, locale, t)] : []),
        ...(input.unassigned.length ? [input.own.length ? t('unassignedAfterOwn') : t('unassignedOnly'), lines(input.unassigned, input.siteUrl, input.now, locale, t)] : []),
        t('allDue', { url: `${input.siteUrl}/admin/requests?due=1` }),
      ],
    }),
  };
}
