/** What the company wished for when it booked, in German, for the Calls tab and the calendar files (pure). */
import { formatEuro } from '@/lib/money';

export interface Wishes {
  /** yyyy-mm-dd. */
  wishedDates: readonly string[];
  budgetPerPersonCents: number | null;
  note: string | null;
}

/** A wished party date as Germans write it, e.g. "2026-12-11" → "11.12.2026". */
export function formatWishedDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The wishes as lines ("Wunschtermine: 11.12.2026, 18.12.2026", "Budget pro Person: 45,00 €", "Notiz: …"); none when nothing was wished. */
export function wishLines(wishes: Wishes): string[] {
  const lines: string[] = [];
  if (wishes.wishedDates.length) lines.push(`Wunschtermine: ${wishes.wishedDates.map(formatWishedDate).join(', ')}`);
  if (wishes.budgetPerPersonCents !== null) lines.push(`Budget pro Person: ${formatEuro(wishes.budgetPerPersonCents)}`);
  if (wishes.note) lines.push(`Notiz: ${wishes.note}`);
  return lines;
}
