import type { DateOption, GuestDropAllowance, OfferLine } from '@/db/schema';
import { formatInBerlin, formatLongDate, startOfBerlinDay } from '@/lib/time';
import type { CapacityFit } from './prices';
import { OFFER_FACTS_TEXTS } from './texts';

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
