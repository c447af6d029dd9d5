import type { CallStatus } from '@/db/schema/calls';
import { messageKeys } from '@/i18n/keys';

/** The words of the company's call form and page (/thanks and /termin/{token}). */
export const CALL_TEXTS = {
  metaTitle: 'Ihr Telefonat zur Weihnachtsfeier',
  heading: 'Ihr 15-Minuten-Telefonat',
  intro: 'Wählen Sie einen Termin: Eine Planerin oder ein Planer ruft Sie an und bespricht mit Ihnen, was das Angebot braucht.',
  pageHeading: 'Ihr Telefonat zur Weihnachtsfeier',
  slotsLegend: 'Freier Termin',
  timeZoneHint: 'Alle Zeiten in deutscher Zeit.',
  wishesLegend: 'Für Ihr Angebot (freiwillig)',
  wishedDate: (n: number) => `Wunschtermin ${n} für die Feier`,
  budget: 'Budget pro Person in Euro',
  budgetHint: 'Zum Beispiel 65 oder 65,50.',
  note: 'Notiz',
  noteHint: 'Was sollen wir vorab wissen?',
  book: 'Termin buchen',
  move: 'Termin verschieben',
  moveSubmit: 'Neuen Termin buchen',
  keepTime: 'Termin behalten',
  cancel: 'Termin absagen',
  cancelQuestion: 'Möchten Sie das Telefonat wirklich absagen?',
  cancelConfirm: 'Ja, Termin absagen',
  booked: 'Ihr Telefonat ist gebucht',
  bookedLine: (label: string) => `Am ${label}.`,
  /** Who calls: the planner by name, the team („Wir“) while they have none. */
  callsYou: (planner: string | undefined, phone: string) => (planner ? `${planner} ruft Sie unter ${phone} an.` : `Wir rufen Sie unter ${phone} an.`),
  /** The words before the planner's direct line (the number follows as a link, then a full stop). */
  reachDirectly: (planner: string | undefined, jobTitle: string | undefined) =>
    planner ? `Sie erreichen ${planner}${jobTitle ? `, ${jobTitle},` : ''} direkt unter` : 'Sie erreichen uns direkt unter',
  mailSent: 'Die Bestätigung mit dem Kalendereintrag ist per E-Mail unterwegs.',
  moved: 'Ihr Telefonat ist verlegt',
  cancelled: 'Ihr Telefonat ist abgesagt.',
  cancelledLine: 'Möchten Sie einen neuen Termin? Wählen Sie unten einen aus.',
  forRequest: (company: string, city: string, participants: number) => `Anfrage von ${company} für ${city}, ${participants} Personen`,
  noSlots: 'Gerade ist online kein Termin frei. Wir melden uns innerhalb weniger Stunden telefonisch bei Ihnen.',
  moreDays: 'Weitere Tage',
  fixErrors: 'Bitte prüfen Sie die markierten Angaben.',
  taken: 'Dieser Termin wurde gerade vergeben. Bitte wählen Sie einen der freien Termine unten.',
  past: 'Dieser Termin liegt in der Vergangenheit. Bitte wählen Sie einen der freien Termine unten.',
  tooSoon: (hours: string) => `Dieser Termin ist zu kurzfristig: Wir brauchen mindestens ${hours} Vorlauf. Bitte wählen Sie einen der freien Termine unten.`,
  notOffered: 'Dieser Termin ist nicht buchbar. Bitte wählen Sie einen der freien Termine unten.',
  alreadyBooked: 'Für diese Anfrage ist bereits ein Telefonat gebucht.',
  notBooked: 'Für diese Anfrage ist kein Telefonat mehr gebucht.',
  unknown: 'Dieser Link ist ungültig. Bitte nutzen Sie den Link aus Ihrer Bestätigungs-E-Mail.',
  rateLimited: 'Zu viele Versuche in kurzer Zeit. Bitte warten Sie einige Minuten.',
  failure: 'Das hat leider nicht geklappt. Bitte versuchen Sie es gleich noch einmal; Ihre Angaben sind noch da.',
} as const;
const status = messageKeys('calls.statuses');

/**
 * The admin's name of each status of a call (the request's detail) and of each outcome (the outcome form), as its
 * message key; the admin's other words are in the catalogue (src/i18n/messages/<language>/calls.json).
 */
export const CALL_STATUS_KEYS = {
  booked: status('booked'),
  cancelled: status('cancelled'),
  held: status('held'),
  not_reached: status('notReached'),
  moved: status('moved'),
} as const satisfies Record<CallStatus, string>;
