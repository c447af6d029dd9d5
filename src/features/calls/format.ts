/** How the calls area writes a call's wishes, in mails, on the company's page and in the admin. */
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';

export interface CallWishesView {
  wishedDates: readonly string[];
  budgetPerPersonCents: number | null;
  note: string | null;
}

/** The wishes as lines, e.g. "Wunschtermine: 05.12.2026, 12.12.2026"; what the company typed stands in „…". Empty when none were given. */
export function wishLines(call: CallWishesView): string[] {
  return [
    call.wishedDates.length ? `${call.wishedDates.length === 1 ? 'Wunschtermin' : 'Wunschtermine'}: ${call.wishedDates.map(formatShortDay).join(', ')}` : '',
    call.budgetPerPersonCents !== null ? `Budget pro Person: ${formatEuro(call.budgetPerPersonCents)}` : '',
    call.note ? `Notiz: „${call.note}“` : '',
  ].filter(Boolean);
}
