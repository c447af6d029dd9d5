import type { CancellationStep, GuestDropAllowance, OfferLine, OfferOption, OfferSnapshot } from '@/db/schema';
import { type Cents, lineNet, percentOf, type Totals, totalsOf } from '@/lib/money';
import { addToDay, type Day } from '@/lib/time';

/**
 * Every figure of an offer, from one function: the page, the PDF and the mails show what this computes, in
 * integer cents (each line net = unit × quantity × guests for per-person lines; VAT summed per rate and
 * rounded half-up once per rate, as a German invoice does).
 */

export interface PricedLine extends OfferLine {
  /** How many units are charged: quantity, times the guests for a per-person line. */
  units: number;
  netCents: Cents;
}

/** One share of the cancellation terms as of a given day: from when it applies, and what it costs. */
export interface CancellationPhase {
  /** 'now': the share that applies today (every deadline up to and including today merged into it); else the deadline still ahead from which this share applies. */
  from: Day | 'now';
  /** The step's days before the event; null for 'now'. */
  daysBefore: number | null;
  percent: number;
  /** That share of the venue's gross, rounded half-up to the cent. */
  cents: Cents;
}

export interface PricedOption {
  participants: number;
  lines: PricedLine[];
  /** The venue's lines alone: what the minimum spend and the cancellation terms refer to. */
  venue: Totals;
  fee: PricedLine | null;
  /** Venue lines and our planning fee together: what the company pays in all. */
  total: Totals;
  /** The total gross per guest, rounded half-up to the cent. */
  perHeadGross: Cents;
  /** Against the venue's gross; null when the venue has none. */
  minimumSpend: { cents: Cents; reached: boolean; shortfall: Cents } | null;
  /** How many guests may cancel without cost, and until when; null when the venue allows no drop. */
  guestDrop: { guests: number; allowance: GuestDropAllowance } | null;
  capacity: CapacityFit;
}

export type CapacityFit = 'seated' | 'standing' | 'too_small';

export function priceLine(line: OfferLine, participants: number): PricedLine {
  const units = line.basis === 'per_person' ? line.quantity * participants : line.quantity;
  return { ...line, units, netCents: lineNet(line.unitNetCents, units) };
}

/** Cents divided by a whole count, rounded half-up (for the price per head). */
export function perHead(cents: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not a guest count: ${count}`);
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(cents) + count) / (2 * count));
}

/**
 * The share due at `daysBefore` days before the event: the step with the fewest days that is still at or
 * above it ("from 14 days before: 50 %" applies at 14 days and at 10), 0 % before the first step.
 */
export function cancellationPercent(terms: readonly CancellationStep[], daysBefore: number): number {
  const applying = terms.filter((step) => step.daysBefore >= daysBefore);
  if (!applying.length) return 0;
  return applying.reduce((closest, step) => (step.daysBefore < closest.daysBefore ? step : closest)).percent;
}

/**
 * What cancelling costs as of `today` (a Berlin day, `berlinToday()`), for an event on `eventDay`: first the share
 * that applies today ('now'; 0 % while no deadline has come, and a deadline on `today` itself has come, as
 * cancellationPercent counts it), then each later deadline that changes the share, furthest from the event first,
 * with the day from which it applies (`eventDay` minus its days). A step that leaves the share as it is gets no
 * entry. Amounts are shares of `venueGrossCents` (the venue's gross, as the terms refer to it).
 */
export function cancellationSchedule(terms: readonly CancellationStep[], venueGrossCents: Cents, eventDay: Day, today: Day): CancellationPhase[] {
  const asOf = addToDay(today, 0); // a malformed day throws rather than compare wrongly
  const phase = (from: Day | 'now', daysBefore: number | null, percent: number): CancellationPhase => ({ from, daysBefore, percent, cents: percentOf(venueGrossCents, percent) });
  const deadlines = [...new Set(terms.map((step) => step.daysBefore))].sort((a, b) => b - a).map((daysBefore) => ({ daysBefore, day: addToDay(eventDay, -daysBefore) }));
  const come = deadlines.filter((deadline) => deadline.day <= asOf);
  const phases = [phase('now', null, come.length ? cancellationPercent(terms, come[come.length - 1].daysBefore) : 0)];
  for (const deadline of deadlines) {
    if (deadline.day <= asOf) continue;
    const percent = cancellationPercent(terms, deadline.daysBefore);
    if (percent !== phases[phases.length - 1].percent) phases.push(phase(deadline.day, deadline.daysBefore, percent));
  }
  return phases;
}

/** The earliest of an option's dates: what "vor dem ersten Termin" counts from (undefined without a date). */
export function firstDay(dates: readonly { date: Day }[]): Day | undefined {
  return dates.map((slot) => slot.date).sort()[0];
}

export function capacityFit(venue: { capacitySeated: number; capacityStanding: number }, participants: number): CapacityFit {
  if (participants <= venue.capacitySeated) return 'seated';
  if (participants <= venue.capacityStanding) return 'standing';
  return 'too_small';
}

/** The most guests a venue takes (seated or standing): the limit of the participant count when accepting. */
export function maxCapacity(venue: { capacitySeated: number; capacityStanding: number }): number {
  return Math.max(venue.capacitySeated, venue.capacityStanding);
}

function guestDropOf(allowance: GuestDropAllowance | null, participants: number): PricedOption['guestDrop'] {
  if (!allowance || allowance.amount <= 0) return null;
  const guests = allowance.kind === 'percent' ? Math.floor((participants * allowance.amount) / 100) : Math.min(allowance.amount, participants);
  return { guests, allowance };
}

/** One option's figures for a group of `participants`, with the planning fee (or none) as its own line. */
export function priceOption(option: OfferOption, participants: number, fee: OfferLine | null): PricedOption {
  const lines = option.lines.map((line) => priceLine(line, participants));
  const venue = totalsOf(lines);
  const feeLine = fee ? priceLine(fee, participants) : null;
  const total = totalsOf(feeLine ? [...lines, feeLine] : lines);
  const minimum = option.minimumSpendCents;
  return {
    participants,
    lines,
    venue,
    fee: feeLine,
    total,
    perHeadGross: perHead(total.gross, participants),
    minimumSpend: minimum === null ? null : { cents: minimum, reached: venue.gross >= minimum, shortfall: Math.max(0, minimum - venue.gross) },
    guestDrop: guestDropOf(option.guestDrop, participants),
    capacity: capacityFit(option.venue, participants),
  };
}

/** Every option of a published offer, priced for the group the request names (or another count). */
export function priceOffer(snapshot: OfferSnapshot, participants = snapshot.request.participantCount): PricedOption[] {
  return snapshot.options.map((option) => priceOption(option, participants, snapshot.planningFee));
}

/**
 * Who bills the company what of an option's total, as the terms („Zahlungsbedingungen“) say: the venue its own
 * lines, on its own invoice and by its own terms; we only our planning fee, after the booking.
 */
export interface BillingSplit {
  /** The venue's lines with their VAT: what the venue invoices the company directly. */
  venueGross: Cents;
  /**
   * Our planning fee with its VAT, as our invoice states it (the VAT on the fee alone); null without a fee (the venue
   * then bills the whole). Where a fee with cents meets the venue's lines at one rate, the option's total (its VAT
   * rounded once per rate over both) may differ from the two by a cent.
   */
  feeGross: Cents | null;
}

export function billingSplit(priced: Pick<PricedOption, 'venue' | 'fee'>): BillingSplit {
  return { venueGross: priced.venue.gross, feeGross: priced.fee ? totalsOf([priced.fee]).gross : null };
}
