import type { DateOption, GuestDropAllowance, OfferLine } from '@/db/schema';
import { formatEuro } from '@/lib/money';
import { addToDay, type Day, formatInBerlin, formatLongDate, formatShortDay, startOfBerlinDay } from '@/lib/time';
import type { CancellationPhase, CapacityFit } from './prices';
import { CHOICE_FORM_TEXTS, OFFER_FACTS_TEXTS } from './texts';

/**
 * The offer's facts in German words, for the company's page, the PDF and the mails alike, so that all three say
 * the same thing.
 */

/** A day as "Freitag, 11. Dezember 2026". */
export function formatDay(day: string): string {
  return formatInBerlin(startOfBerlinDay(day), 'EEEE, d. MMMM yyyy');
}

export { formatShortDay } from '@/lib/time';

/** A day as "Fr. 11.12.2026", for a subject line. */
export function formatSubjectDay(day: string): string {
  return formatInBerlin(startOfBerlinDay(day), 'EEEEEE. dd.MM.yyyy');
}

/** "Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr" */
export function formatDateOption(option: DateOption): string {
  return `${formatDay(option.date)} · ${option.start}–${option.end} Uhr`;
}

/** How a line is charged: "pauschal", "pro Person" or "2 × pro Person". */
export function lineBasisText(line: Pick<OfferLine, 'basis' | 'quantity'>): string {
  const basis = line.basis === 'per_person' ? 'pro Person' : 'pauschal';
  return line.quantity === 1 ? basis : `${line.quantity} × ${basis}`;
}

export function vatText(rate: number): string {
  return `MwSt. ${rate} %`;
}

/** Whether a venue takes the group: "Passt: 80 Sitzplätze für 45 Personen". */
export function capacityText(fit: CapacityFit, venue: { capacitySeated: number; capacityStanding: number }, participants: number): string {
  if (fit === 'seated') return OFFER_FACTS_TEXTS.seated(venue.capacitySeated, participants);
  if (fit === 'standing') return OFFER_FACTS_TEXTS.standingOnly(venue.capacityStanding, participants, venue.capacitySeated);
  return OFFER_FACTS_TEXTS.tooSmall(Math.max(venue.capacitySeated, venue.capacityStanding));
}

/** "bis zu 4 Personen (10 %) kostenfrei bis 7 Tage vorher", or that none may drop. */
export function guestDropText(drop: { guests: number; allowance: GuestDropAllowance } | null): string {
  if (!drop) return 'Keine kostenfreie Reduzierung vereinbart';
  const share = drop.allowance.kind === 'percent' ? ` (${drop.allowance.amount} %)` : '';
  const persons = drop.guests === 1 ? 'Person' : 'Personen';
  return `bis zu ${drop.guests} ${persons}${share} kostenfrei bis ${drop.allowance.untilDaysBefore} Tage vorher`;
}

/** "45 Personen", "1 Person". */
export function personsText(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'Personen'}`;
}

/** The company's choice as page, PDF and mails state it: "Angenommen am 23. November 2026 – Alte Münze, Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr". */
export function acceptanceText(acceptedAt: Date, venueName: string, date: DateOption): string {
  return `Angenommen am ${formatLongDate(acceptedAt)} – ${venueName}, ${formatDateOption(date)}`;
}

/** A schedule's first share (today's) and the deadlines still ahead, each with its day. */
function phasesOf(schedule: readonly CancellationPhase[]) {
  const now = schedule.find((phase) => phase.from === 'now') ?? { percent: 0, cents: 0 };
  const ahead = schedule.flatMap((phase) => (phase.from === 'now' ? [] : [{ ...phase, day: phase.from, daysBefore: phase.daysBefore ?? 0 }]));
  return { now, ahead };
}

/** While nothing is due: „bis 10.11.2026 kostenfrei“ (the day before the first deadline), or no cost at all. */
function freeText(ahead: readonly { day: Day }[]): string {
  return ahead.length ? OFFER_FACTS_TEXTS.cancellationFreeUntil(formatShortDay(addToDay(ahead[0].day, -1))) : OFFER_FACTS_TEXTS.cancellationNone;
}

/**
 * The cancellation terms as of a day (cancellationSchedule), one line each, as the page and the PDF list them:
 * today's share („ab sofort: 2.133,30 € (50 %)“, every deadline passed merged into it; „bis 10.11.2026 kostenfrei“
 * while none has come), then each deadline ahead („7 Tage vorher (04.12.2026): 3.413,28 € (80 %)“). `asOf`, the
 * day a document was made, stands beside „ab sofort“ where the reader may read it later (the PDF).
 */
export function cancellationLines(schedule: readonly CancellationPhase[], asOf?: Day): string[] {
  const { now, ahead } = phasesOf(schedule);
  const first = now.percent > 0 ? OFFER_FACTS_TEXTS.cancellationNow(formatEuro(now.cents), now.percent, asOf && formatShortDay(asOf)) : freeText(ahead);
  return [first, ...ahead.map((phase) => OFFER_FACTS_TEXTS.cancellationStep(phase.daysBefore, formatShortDay(phase.day), formatEuro(phase.cents), phase.percent))];
}

/** The same schedule in one run, for the sentence beside the accept button: „ab sofort 2.133,30 € (50 %), ab 04.12.2026 3.413,28 € (80 %)“. */
export function cancellationRun(schedule: readonly CancellationPhase[]): string {
  const { now, ahead } = phasesOf(schedule);
  const first = now.percent > 0 ? CHOICE_FORM_TEXTS.cancellationNow(formatEuro(now.cents), now.percent) : freeText(ahead);
  return [first, ...ahead.map((phase) => CHOICE_FORM_TEXTS.cancellationFrom(formatShortDay(phase.day), formatEuro(phase.cents), phase.percent))].join(', ');
}
