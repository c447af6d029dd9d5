import type { DraftLine, DraftOption, OfferDraft, OfferLine } from '@/db/schema';
import type { PackageId } from '@/features/packages/packages';
import type { translator } from '@/i18n/translator';
import { type Cents, type Totals, totalsOf } from '@/lib/money';
import { perHead, type PricedLine, priceLine } from './prices';
import { feePackageOf, isEmptyLine, lineFigures, planningFeeLine } from './rules';

/**
 * The builder's running totals: each option's figures from the form's values as typed, through the functions the
 * published offer is priced with (priceLine, totalsOf, perHead), so that the planner sees while typing what the
 * company will see. Pure, so the builder computes them in the browser and the server renders them alike.
 */

/** A line that counts, with the number its row has in the form (1 = first). */
export interface CountedLine extends PricedLine {
  row: number;
}

/** The offer's planning fee as far as the draft tells it: the line, or what is missing for it (its package, or the Enterprise amount). */
export type DraftFee = { line: OfferLine } | { missing: 'package' | 'enterprise' };

/** The words of the builder's totals in the planner's language: `useTranslations('offers.totals')` or `translator(locale, 'offers.totals')`. */
export type TotalsWords = ReturnType<typeof translator<'offers.totals'>>;

export interface DraftOptionTotals {
  /** The rows that can be read, priced for the group. */
  lines: CountedLine[];
  /** The numbers of the rows with something typed that cannot be read yet (an empty or malformed price): left out of the sum. */
  notCounted: number[];
  fee: PricedLine | null;
  /** The counted lines and the fee together. */
  total: Totals;
  /** The gross per guest, rounded half-up to the cent; null without a guest count. */
  perHeadGross: Cents | null;
}

const guestCount = (participants: number) => (Number.isSafeInteger(participants) && participants >= 1 ? participants : 0);

/** The planning fee of the draft: the request's package (or the one chosen for a request without), its amount for Enterprise as typed. */
export function draftFee(draft: Pick<OfferDraft, 'feePackage' | 'enterpriseFee'>, requestPackage: PackageId | null): DraftFee {
  const pkg = feePackageOf(draft, requestPackage);
  if (!pkg) return { missing: 'package' };
  const line = planningFeeLine(pkg, draft.enterpriseFee);
  return line ? { line } : { missing: 'enterprise' };
}

/** One option's totals for a group of `participants` with the planning fee (or none yet); spare empty rows are ignored. */
export function draftOptionTotals(option: Pick<DraftOption, 'lines'>, participants: number, fee: OfferLine | null): DraftOptionTotals {
  const guests = guestCount(participants);
  const lines: CountedLine[] = [];
  const notCounted: number[] = [];
  option.lines.forEach((line, j) => {
    if (isEmptyLine(line)) return;
    const figures = lineFigures(line);
    // lineFigures reads a row as checkDraft does, so a price above the ceiling (lib/money.ts) is left out of the sum.
    if (figures) lines.push({ ...priceLine(figures, guests), row: j + 1 });
    else notCounted.push(j + 1);
  });
  const feeLine = fee ? priceLine(fee, guests) : null;
  const total = totalsOf(feeLine ? [...lines, feeLine] : lines);
  return { lines, notCounted, fee: feeLine, total, perHeadGross: guests ? perHead(total.gross, guests) : null };
}

/** Every option's totals of a draft as typed, and the planning fee they include (or why none is included yet). */
export function draftTotals(draft: OfferDraft, participants: number, requestPackage: PackageId | null): { fee: DraftFee; options: DraftOptionTotals[] } {
  const fee = draftFee(draft, requestPackage);
  const line = 'line' in fee ? fee.line : null;
  return { fee, options: draft.options.map((option) => draftOptionTotals(option, participants, line)) };
}

/** Beside a row's quantity: what a per-person line's quantity is multiplied by („× 82 guests“, „× 82 Gäste“); nothing for a flat line. */
export function quantityHint(line: Pick<DraftLine, 'basis'>, participants: number, t: TotalsWords): string | undefined {
  return line.basis === 'per_person' ? t('timesGuests', { count: participants }) : undefined;
}

/** How often a line's unit price is charged, as the totals write it: „× 82 guests“, „× 2 × 82 guests“ per person; „× 1“ flat. */
export function lineUnitsText(line: Pick<OfferLine, 'basis' | 'quantity'>, participants: number, t: TotalsWords): string {
  if (line.basis !== 'per_person') return `× ${line.quantity}`;
  const guests = t('timesGuests', { count: participants });
  return line.quantity === 1 ? guests : `× ${line.quantity} ${guests}`;
}
