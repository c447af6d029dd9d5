import { BERLIN } from '@/lib/time';

/** The words of the company's call form and page (/thanks and /termin/{token}). */
export const CALL_TEXTS = {
  metaTitle: 'Ihr Telefonat zur Weihnachtsfeier',
  heading: 'Ihr 15-Minuten-Telefonat',
  intro: 'Wählen Sie einen Termin: Eine Planerin oder ein Planer ruft Sie an und bespricht mit Ihnen, was das Angebot braucht.',
  pageHeading: 'Ihr Telefonat zur Weihnachtsfeier',
  slotsLegend: 'Freier Termin',
  timeZoneHint: `Alle Zeiten in deutscher Zeit (${BERLIN}).`,
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
/** The words of the Calls tab and its settings (the admin speaks English). */
export const CALLS_ADMIN_TEXTS = {
  invalid: 'Please correct the marked fields.',
  settingsSaved: 'Call settings saved',
  settingsFailed: 'Failed to save the call settings',
  plannerSaved: 'Hours saved',
  plannerFailed: 'Failed to save the hours',
  notAnAdmin: 'Only admins can take calls',
  outcomeSaved: 'Outcome recorded',
  outcomeFailed: 'Failed to record the outcome',
  notBooked: 'This call is no longer open: its outcome was recorded or it was cancelled',
  /** `when` is the call's start in Berlin time, e.g. "30.11.2026, 09:00". */
  outcomeTooEarly: (when: string) => `You can record the outcome once the call has started (${when}).`,
  recordOutcome: 'Record the outcome',
  feedRenewed: 'Calendar feed URL made; an earlier one no longer works',
  feedFailed: 'Failed to make the calendar feed URL',
  feedRevoked: 'Calendar feed URL revoked',
  feedRevokeFailed: 'There is no calendar feed to revoke',
} as const;

/** The outcomes as the form offers them. */
export const OUTCOME_LABELS = { held: 'Held', not_reached: 'Not reached', moved: 'Moved' } as const;

/** Every status of a call, for the request's detail. */
export const CALL_STATUS_LABELS = { booked: 'Booked', cancelled: 'Cancelled', ...OUTCOME_LABELS } as const;

/** The notice at the top of every admin page while companies cannot book their call, and its link. */
export const CALL_SLOTS_NOTICE_TEXTS = {
  nobody: 'No planner takes calls at the moment: companies cannot book their call.',
  'no-slots': 'No free call slot in the next three working days: companies cannot book their call.',
  openSettings: 'Open call settings',
} as const;
