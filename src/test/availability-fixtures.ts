import type { DateOption } from '@/db/schema';

/** The date options of an ask: Friday 11 December 2026, 18:00–23:30, and Saturday the 12th, 19:00–01:00. */
export const askDates = (): DateOption[] => [
  { date: '2026-12-11', start: '18:00', end: '23:30' },
  { date: '2026-12-12', start: '19:00', end: '01:00' },
];

/** A venue's answer to those dates as its page posts it: free on the first, an option until 4 December on the second, one price line. */
export const ANSWER_FORM: Readonly<Record<string, string>> = {
  'dates.0.state': 'available',
  'dates.0.optionUntil': '',
  'dates.1.state': 'option',
  'dates.1.optionUntil': '2026-12-04',
  'lines.0.text': 'Menü drei Gänge',
  'lines.0.basis': 'per_person',
  'lines.0.unitNet': '49,50',
  'lines.0.vatRate': '7',
  priceNote: '',
  note: '',
};
