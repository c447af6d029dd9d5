/** How the calls area writes a call's wishes, in mails, on the company's page and in the admin. */
import { formatEuro } from '@/lib/money';
import { formatShortDay } from '@/lib/time';

export interface CallWishesView {
  wishedDates: readonly string[];
  budgetPerPersonCents: number | null;
  note: string | null;
}

/** The wishes as label and value (a mail's data block); none when none were given. */
export function wishRows(call: CallWishesView): [string, string][] {
  const rows: [string, string][] = [];
  if (call.wishedDates.length) rows.push([call.wishedDates.length === 1 ? 'Wunschtermin' : 'Wunschtermine', call.wishedDates.map(formatShortDay).join(', ')]);
  if (call.budgetPerPersonCents !== null) rows.push(['Budget pro Person', formatEuro(call.budgetPerPersonCents)]);
  if (call.note) rows.push(['Notiz', call.note]);
  return rows;
}

/** The wishes as lines, e.g. "Wunschtermine: 05.12.2026, 12.12.2026"; what the company typed stands in „…". Empty when none were given. */
export function wishLines(call: CallWishesView): string[] {
  return wishRows(call).map(([label, value]) => `${label}: ${label === 'Notiz' ? `„${value}“` : value}`);
}
