import { type PlannerProfile, plannerFirstName, plannerName, plannerSender } from '@/features/auth/planner';
import { type Addressee, CLOSINGS, GREETINGS, letterBodies, type Paragraph } from '@/lib/mail/letter';
import type { MailAttachment, OutgoingMail } from '@/lib/mail/outbox';
import { getPackage } from '@/features/packages/packages';
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

const PLANNER_SUBJECTS: Record<Change, (label: string, company: string) => string> = {
  booked: (label, company) => `Neues Telefonat: ${company}, ${label}`,
  moved: (label, company) => `Telefonat verlegt: ${company}, jetzt ${label}`,
  cancelled: (label, company) => `Telefonat abgesagt: ${company}, ${label}`,
};

/** The request's facts for the planner. */
function requestParagraphs(details: CallMailDetails, siteUrl: string): Paragraph[] {
  const { request } = details;
  return [
    {
      title: 'Die Anfrage',
      rows: [
        ['Firma', request.companyName],
        ['Ansprechpartner', request.contactName],
        ['Telefon', request.phone],
        ['E-Mail', request.email],
        ['Stadt', request.cityName],
        ['Teilnehmer', String(request.participantCount)],
        ['Paket', getPackage(request.package)?.name ?? 'noch offen'],
        ...wishRows(details.call),
      ],
    },
    `Zur Anfrage: ${siteUrl}/admin/requests/${request.id}`,
  ];
}

/** The company's letter, greeted by name and signed by its planner. */
const companyLetter = (details: CallMailDetails, paragraphs: readonly Paragraph[], settings: CallMailSettings) =>
  letterBodies({ greeting: GREETINGS.addressee(details.request), paragraphs, closing: { words: CLOSINGS.warm, sender: plannerSender(details.planner) }, signature: settings.signature });

/** The planner's note about one of their calls: the news, then the request's facts. */
const plannerNote = (details: CallMailDetails, news: string, settings: CallMailSettings) =>
  letterBodies({ greeting: GREETINGS.colleague(plannerFirstName(details.planner)), paragraphs: [news, ...requestParagraphs(details, settings.siteUrl)] });

/** Who calls, as the company reads it: the planner by name, or the team. */
const caller = (planner: PlannerProfile) => plannerName(planner) ?? 'Wir';

function companyMail(details: CallMailDetails, change: Change, settings: CallMailSettings, previousStartsAt?: Date): OutgoingMail {
  const label = slotLabel(details.call.startsAt);
  const calls = CALL_TEXTS.callsYou(plannerName(details.planner), details.request.phone);
  const body: Record<Change, Paragraph[]> = {
    booked: [
      [`Ihr 15-Minuten-Telefonat ist gebucht: ${label}.`, calls],
      ...(wishRows(details.call).length ? [{ title: 'Ihre Angaben für das Angebot', rows: wishRows(details.call) }] : []),
      'Den Termin für Ihren Kalender finden Sie im Anhang (telefonat.ics).',
      ['Termin verschieben oder absagen:', settings.callPageUrl],
    ],
    moved: [
      [`Ihr 15-Minuten-Telefonat ist verlegt: von ${slotLabel(previousStartsAt ?? details.call.startsAt)} auf ${label}.`, calls],
      'Der Kalendereintrag im Anhang (telefonat.ics) ersetzt den bisherigen.',
      ['Termin erneut verschieben oder absagen:', settings.callPageUrl],
    ],
    cancelled: [
      [`Ihr 15-Minuten-Telefonat am ${label} ist abgesagt.`, 'Der Anhang (telefonat.ics) entfernt den Termin aus Ihrem Kalender.'],
      ['Einen neuen Termin wählen Sie hier:', settings.callPageUrl],
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
    attachments: [calendarAttachment(details, change, settings)],
  };
}

function plannerMail(details: CallMailDetails, change: Change, settings: CallMailSettings, previousStartsAt?: Date): OutgoingMail {
  const label = slotLabel(details.call.startsAt);
  const opening: Record<Change, string> = {
    booked: `ein Unternehmen hat ein Telefonat bei Ihnen gebucht: ${label}.`,
    moved: `das Unternehmen hat sein Telefonat verlegt: von ${slotLabel(previousStartsAt ?? details.call.startsAt)} auf ${label}.`,
    cancelled: `das Unternehmen hat sein Telefonat am ${label} abgesagt.`,
  };
  return {
    kind: `call-${change}-planner`,
    recipient: details.planner.email,
    replyTo: details.request.email,
    requestId: details.request.id,
    subject: PLANNER_SUBJECTS[change](label, details.request.companyName),
    ...plannerNote(details, opening[change], settings),
    attachments: [calendarAttachment(details, change, settings)],
  };
}

/** The two mails of a change to a call, each with its calendar file: the company's (with its move/cancel link) and the planner's. */
export function callChangeMails(details: CallMailDetails, change: Change, settings: CallMailSettings, previousStartsAt?: Date): OutgoingMail[] {
  return [companyMail(details, change, settings, previousStartsAt), plannerMail(details, change, settings, previousStartsAt)];
}

const REMINDER_LEAD: Record<ReminderKind, string> = { '24h': 'morgen', '1h': 'in einer Stunde' };

/** The reminders 24 h and 1 h before a call, to the company and to the planner. */
export function callReminderMails(details: CallMailDetails, kind: ReminderKind, settings: CallMailSettings): OutgoingMail[] {
  const label = slotLabel(details.call.startsAt);
  return [
    {
      kind: `call-reminder-${kind}`,
      recipient: details.request.email,
      replyTo: details.planner.email,
      requestId: details.request.id,
      subject: `Erinnerung: Ihr Telefonat zur Weihnachtsfeier ${REMINDER_LEAD[kind]} (${label})`,
      ...companyLetter(
        details,
        [`zur Erinnerung: ${caller(details.planner)} ${plannerName(details.planner) ? 'ruft' : 'rufen'} Sie ${REMINDER_LEAD[kind]} an, am ${label}, unter ${details.request.phone}.`, ['Passt es nicht mehr? Hier können Sie den Termin verschieben oder absagen:', settings.callPageUrl]],
        settings,
      ),
      secretLink: true,
    },
    {
      kind: `call-reminder-${kind}-planner`,
      recipient: details.planner.email,
      requestId: details.request.id,
      subject: `Erinnerung: Telefonat ${REMINDER_LEAD[kind]} mit ${details.request.companyName} (${label})`,
      ...plannerNote(details, `Ihr Telefonat ${REMINDER_LEAD[kind]}: ${label}.`, settings),
    },
  ];
}
