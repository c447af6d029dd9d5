import { type PlannerProfile, plannerFirstName, plannerName, plannerSender } from '@/features/auth/planner';
import type { AdminLocale } from '@/i18n/locale';
import { catalogue, translator } from '@/i18n/translator';
import { type Addressee, CLOSINGS, GREETINGS, letterBodies, linkButton, type Paragraph } from '@/lib/mail/letter';
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';
import type { MailAttachment, OutgoingMail } from '@/lib/mail/outbox';
import { packageNameIn } from '@/features/packages/packages';
import type { ReminderKind } from '@/db/schema';
import { callCalendar, callUid } from './ics';
import { wishLines, wishRows } from './format';
import { slotLabel } from './slots';
import { CALL_TEXTS } from './texts';

/** A call as its mails need it (queries.ts callDetails). */
export interface CallMailDetails {
  call: { id: string; startsAt: Date; endsAt: Date; sequence: number; wishedDates: string[]; budgetPerPersonCents: number | null; note: string | null };
  planner: PlannerProfile;
  request: Addressee & { id: string; companyName: string; email: string; phone: string; cityName: string; participantCount: number; package: string | null };
}

export interface CallMailSettings {
  siteUrl: string;
  signature: readonly string[];
  /** The request's call page (/termin/{token}), full address: the company moves or cancels there. */
  callPageUrl: string;
}

type Change = 'booked' | 'moved' | 'cancelled';

/** The calendar file: REQUEST for a booking or move (same UID, the call's SEQUENCE), CANCEL for a cancellation. */
function calendarAttachment(details: CallMailDetails, change: Change, settings: CallMailSettings): MailAttachment {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const content = callCalendar({
    uid: callUid(details.call.id, settings.siteUrl),
    sequence: details.call.sequence,
    method,
    startsAt: details.call.startsAt,
    endsAt: details.call.endsAt,
    planner: details.planner,
    company: details.request,
    details: wishLines(details.call),
  });
  return { filename: 'telefonat.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: Buffer.from(content, 'utf8') };
}

const SUBJECTS: Record<Change, (label: string) => string> = {
  booked: (label) => `Ihr Telefonat zur Weihnachtsfeier: ${label}`,
  moved: (label) => `Verlegt: Ihr Telefonat zur Weihnachtsfeier ist jetzt am ${label}`,
  cancelled: (label) => `Abgesagt: Ihr Telefonat zur Weihnachtsfeier am ${label}`,
};

type PlannerWords = ReturnType<typeof translator<'mails.callPlanner'>>;

/** The request's facts for the planner, with the company's wishes for the offer. */
function requestParagraphs(details: CallMailDetails, siteUrl: string, locale: AdminLocale, t: PlannerWords): Paragraph[] {
  const { request, call } = details;
  return [
    {
      title: t('dataTitle'),
      rows: [
        [t('company'), request.companyName],
        [t('contact'), request.contactName],
        [t('phone'), request.phone],
        [t('email'), request.email],
        [t('city'), request.cityName],
        [t('participants'), String(request.participantCount)],
        [t('package'), packageNameIn(catalogue(locale), request.package) ?? t('packageOpen')],
        ...(call.wishedDates.length ? [[call.wishedDates.length === 1 ? t('wishedDate') : t('wishedDates'), call.wishedDates.map(formatShortDay).join(', ')] as const] : []),
        ...(call.budgetPerPersonCents !== null ? [[t('budget'), formatEuro(call.budgetPerPersonCents)] as const] : []),
        ...(call.note ? [[t('note'), call.note] as const] : []),
      ],
    },
    t('openRequest', { url: `${siteUrl}/admin/requests/${request.id}` }),
  ];
}

/** The company's letter, greeted by name and signed by its planner. */
const companyLetter = (details: CallMailDetails, paragraphs: readonly Paragraph[], settings: CallMailSettings) =>
  letterBodies({ greeting: GREETINGS.addressee(details.request), paragraphs, closing: { words: CLOSINGS.warm, sender: plannerSender(details.planner) }, signature: settings.signature });

/** The planner's note about one of their calls, in their language: greeted by first name, the news, then the request's facts. */
function plannerNote(details: CallMailDetails, news: string, settings: CallMailSettings, locale: AdminLocale, t: PlannerWords) {
  const firstName = plannerFirstName(details.planner);
  const hello = translator(locale, 'mails.greetings');
  return letterBodies({ language: locale, greeting: firstName ? hello('colleague', { firstName }) : hello('colleagueNoName'), paragraphs: [news, ...requestParagraphs(details, settings.siteUrl, locale, t)] });
}

/** Who calls, as the company reads it: the planner by name, or the team. */

function companyMail(details: CallMailDetails, change: Change, settings: CallMailSettings, previousStartsAt?: Date): OutgoingMail {
  const label = slotLabel(details.call.startsAt);
  // The planner signs the company's mail: she speaks for herself; without a name the team speaks.
  const calls = plannerName(details.planner) ? `Ich rufe Sie unter ${details.request.phone} an.` : CALL_TEXTS.callsYou(undefined, details.request.phone);
  const body: Record<Change, Paragraph[]> = {
    booked: [
      [`Ihr 15-Minuten-Telefonat ist gebucht: ${label}.`, calls],
      ...(wishRows(details.call).length ? [{ title: 'Ihre Angaben für das Angebot', rows: wishRows(details.call) }] : []),
      'Den Termin für Ihren Kalender finden Sie im Anhang (telefonat.ics).',
      linkButton('Termin verschieben oder absagen:', 'Termin ändern', settings.callPageUrl),
    ],
    moved: [
      [`Ihr 15-Minuten-Telefonat ist verlegt: von ${slotLabel(previousStartsAt ?? details.call.startsAt)} auf ${label}.`, calls],
      'Der Kalendereintrag im Anhang (telefonat.ics) ersetzt den bisherigen.',
      linkButton('Termin erneut verschieben oder absagen:', 'Termin ändern', settings.callPageUrl),
    ],
    cancelled: [
      [`Ihr 15-Minuten-Telefonat am ${label} ist abgesagt.`, 'Der Anhang (telefonat.ics) entfernt den Termin aus Ihrem Kalender.'],
      linkButton('Einen neuen Termin wählen Sie hier:', 'Neuen Termin wählen', settings.callPageUrl),
    ],
  };
  return {
    kind: `call-${change}`,
    recipient: details.request.email,
    replyTo: details.planner.email,
    requestId: details.request.id,
    subject: SUBJECTS[change](label),
    ...companyLetter(details, body[change], settings),
    secretLink: true,
    // The request's address may be anyone's: with the confirmations, it gets only a few of these an hour.
    capped: true,
    attachments: [calendarAttachment(details, change, settings)],
  };
}

function plannerMail(details: CallMailDetails, change: Change, settings: CallMailSettings, locale: AdminLocale, previousStartsAt?: Date): OutgoingMail {
  const t = translator(locale, 'mails.callPlanner');
  const slot = slotLabel(details.call.startsAt, locale);
  const company = details.request.companyName;
  const words: Record<Change, { subject: string; opening: string }> = {
    booked: { subject: t('subjectBooked', { company, slot }), opening: t('booked', { slot }) },
    moved: { subject: t('subjectMoved', { company, slot }), opening: t('moved', { previous: slotLabel(previousStartsAt ?? details.call.startsAt, locale), slot }) },
    cancelled: { subject: t('subjectCancelled', { company, slot }), opening: t('cancelled', { slot }) },
  };
  return {
    kind: `call-${change}-planner`,
    recipient: details.planner.email,
    replyTo: details.request.email,
    requestId: details.request.id,
    subject: words[change].subject,
    ...plannerNote(details, words[change].opening, settings, locale, t),
    attachments: [calendarAttachment(details, change, settings)],
  };
}

/**
 * The two mails of a change to a call, each with its calendar file: the company's (German, with its move/cancel
 * link) and the planner's, in the language of the planner's account (`plannerLocale`).
 */
export function callChangeMails(details: CallMailDetails, change: Change, settings: CallMailSettings, plannerLocale: AdminLocale, previousStartsAt?: Date): OutgoingMail[] {
  return [companyMail(details, change, settings, previousStartsAt), plannerMail(details, change, settings, plannerLocale, previousStartsAt)];
}

const REMINDER_LEAD: Record<ReminderKind, string> = { '24h': 'morgen', '1h': 'in einer Stunde' };

/** How soon the planner's reminder says the call is (mails.callPlanner). */
const PLANNER_LEAD_KEYS = { '24h': 'tomorrow', '1h': 'inOneHour' } as const satisfies Record<ReminderKind, string>;

/** The reminders 24 h and 1 h before a call, to the company (German) and to the planner (in their language, `plannerLocale`). */
export function callReminderMails(details: CallMailDetails, kind: ReminderKind, settings: CallMailSettings, plannerLocale: AdminLocale): OutgoingMail[] {
  const label = slotLabel(details.call.startsAt);
  const t = translator(plannerLocale, 'mails.callPlanner');
  const slot = slotLabel(details.call.startsAt, plannerLocale);
  const lead = t(PLANNER_LEAD_KEYS[kind]);
  return [
    {
      kind: `call-reminder-${kind}`,
      recipient: details.request.email,
      replyTo: details.planner.email,
      requestId: details.request.id,
      subject: `Erinnerung: Ihr Telefonat zur Weihnachtsfeier ${REMINDER_LEAD[kind]} (${label})`,
      ...companyLetter(
        details,
        [`zur Erinnerung: ${plannerName(details.planner) ? 'Ich rufe' : 'Wir rufen'} Sie ${REMINDER_LEAD[kind]} an, am ${label}, unter ${details.request.phone}.`, linkButton('Passt es nicht mehr? Hier können Sie den Termin verschieben oder absagen:', 'Termin ändern', settings.callPageUrl)],
        settings,
      ),
      secretLink: true,
    },
    {
      kind: `call-reminder-${kind}-planner`,
      recipient: details.planner.email,
      requestId: details.request.id,
      subject: t('reminderSubject', { lead, company: details.request.companyName, slot }),
      ...plannerNote(details, t('reminder', { lead, slot }), settings, plannerLocale, t),
    },
  ];
}
