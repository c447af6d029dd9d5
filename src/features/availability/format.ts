import type { DateAnswerState, DateOption, OfferOption } from '@/db/schema';
import { acceptedTerms, vatText } from '@/features/offers/format';
import { type PricedLine, priceOption } from '@/features/offers/prices';
import { formatEuro } from '@/lib/money';
import { type Day, formatLongDate } from '@/lib/time';
import { BILL_TEXTS, INVITE_TEXTS } from './texts';

/** „Option bis 04.12.2026" and the other answers to a date, in the venue's words. */
export function dateAnswerText(answer: { state: DateAnswerState; optionUntil: string | null }): string {
  if (answer.state === 'option') return `Option bis ${answer.optionUntil ? formatLongDate(answer.optionUntil) : '–'}`;
  return INVITE_TEXTS.states[answer.state];
}

/** „82 × 42,90 € = 3.517,80 € netto, MwSt. 7 %“, „pauschal 500,00 € netto, MwSt. 19 %“. */
function billLine(line: PricedLine): string {
  const [net, vat] = [formatEuro(line.netCents), vatText(line.vatRate)];
  return line.basis === 'flat' && line.units === 1 ? BILL_TEXTS.flat(net, vat) : BILL_TEXTS.units(line.units, formatEuro(line.unitNetCents), net, vat);
}

/**
 * What the booked venue bills the company, as its booking mail and its page list it: the accepted lines priced for
 * the accepted group (no planning fee: that is ours), the totals with the VAT of each rate, and the terms as of
 * `today` with their dates.
 */
export function venueBill(booking: { option: OfferOption; date: DateOption; participantCount: number }, today: Day) {
  const priced = priceOption(booking.option, booking.participantCount, null);
  const terms = acceptedTerms(booking.option, priced, booking.date, today);
  return {
    lines: priced.lines.map((line): [string, string] => [line.text, billLine(line)]),
    totals: [
      [BILL_TEXTS.net, formatEuro(priced.venue.net)],
      ...priced.venue.vatByRate.map((entry): [string, string] => [vatText(entry.rate), formatEuro(entry.vat)]),
      [BILL_TEXTS.gross, formatEuro(priced.venue.gross)],
    ] as [string, string][],
    cancellation: terms.cancellation,
    guestDrop: terms.guestDrop,
  };
}
