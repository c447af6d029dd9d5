import type { CancellationStep, GuestDropAllowance, OfferLine, OfferOption, OfferSnapshot } from '@/db/schema';
import { type Cents, lineNet, percentOf, type Totals, totalsOf } from '@/lib/money';

/**
 * Every figure of an offer, from one function: the page, the PDF and the mails show what this computes, in
 * integer cents (each line net = unit × quantity × guests for per-person lines; VAT summed per rate and
 * rounded half-up once per rate, as a German invoice does).
 */

/** The days before the first date at which the offer page states the cancellation cost. */
export const CANCELLATION_CHECKPOINTS = [30, 14, 7] as const;

export interface PricedLine extends OfferLine {
  /** How many units are charged: quantity, times the guests for a per-person line. */
  units: number;
  netCents: Cents;
}

export interface CancellationCost {
  daysBefore: number;
  percent: number;
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
  cancellation: CancellationCost[];
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
    cancellation: CANCELLATION_CHECKPOINTS.map((daysBefore) => {
      const percent = cancellationPercent(option.cancellationTerms, daysBefore);
      return { daysBefore, percent, cents: percentOf(venue.gross, percent) };
    }),
    guestDrop: guestDropOf(option.guestDrop, participants),
    capacity: capacityFit(option.venue, participants),
  };
}

/** Every option of a published offer, priced for the group the request names (or another count). */
export function priceOffer(snapshot: OfferSnapshot, participants = snapshot.request.participantCount): PricedOption[] {
  return snapshot.options.map((option) => priceOption(option, participants, snapshot.planningFee));
}
