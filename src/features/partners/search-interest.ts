/**
 * How often companies search for a Christmas party venue over a year, week by week, as an index (100 = the
 * strongest week). An illustration of the season drawn for the partner page, not measured figures: the page
 * says so next to the chart.
 */
export interface SearchInterestWeek {
  /** Monday of the week, YYYY-MM-DD. */
  date: string;
  value: number;
}

const FIRST_MONDAY = Date.UTC(2025, 0, 6);
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// Quiet until May, planning starts in June, the peak falls in the second half of November.
const WEEKLY_VALUES = [
  5, 4, 3, 3, // Januar
  3, 4, 3, 4, // Februar
  4, 5, 4, 5, 5, // März
  5, 6, 5, 6, // April
  6, 7, 8, 8, // Mai
  10, 12, 14, 16, 18, // Juni
  20, 22, 25, 27, // Juli
  30, 33, 36, 40, // August
  44, 48, 53, 58, 63, // September
  69, 75, 81, 87, // Oktober
  93, 98, 100, 96, // November
  86, 67, 41, 16, 6, // Dezember
];

export const SEARCH_INTEREST: readonly SearchInterestWeek[] = WEEKLY_VALUES.map((value, week) => ({
  date: new Date(FIRST_MONDAY + week * WEEK_MS).toISOString().slice(0, 10),
  value,
}));

export const MONTH_SHORT = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'] as const;
const MONTH_LONG = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] as const;

const monthOf = (week: SearchInterestWeek) => Number(week.date.slice(5, 7)) - 1;
const dayOf = (week: SearchInterestWeek) => Number(week.date.slice(8, 10));

/** Where each month begins in the series: the index of its first week, for the chart's month ticks. */
export function monthTicks(series: readonly SearchInterestWeek[]): { week: number; label: string }[] {
  return series.flatMap((week, index) => (index === 0 || monthOf(week) !== monthOf(series[index - 1]) ? [{ week: index, label: MONTH_SHORT[monthOf(week)] }] : []));
}

/** The first week of the unbroken rise to the peak: where planning starts. */
export function planningStart(series: readonly SearchInterestWeek[]): number {
  const peak = peakWeek(series);
  let low = peak;
  while (low > 0 && series[low - 1].value < series[low].value) low--;
  return Math.min(low + 1, peak);
}

export function peakWeek(series: readonly SearchInterestWeek[]): number {
  return series.reduce((best, week, index) => (week.value > series[best].value ? index : best), 0);
}

/** The chart in words, for screen readers and anyone who does not read charts. */
export function describeSearchInterest(series: readonly SearchInterestWeek[]): string {
  const start = planningStart(series);
  const peak = peakWeek(series);
  const quiet = series.slice(0, start).map((week) => week.value);
  const last = series[series.length - 1];
  return [
    `Von ${MONTH_LONG[monthOf(series[0])]} bis ${MONTH_LONG[monthOf(series[start - 1])]} liegt der Index zwischen ${Math.min(...quiet)} und ${Math.max(...quiet)}.`,
    `Ab ${MONTH_LONG[monthOf(series[start])]} steigt er Woche für Woche`,
    `und erreicht in der Woche ab dem ${dayOf(series[peak])}. ${MONTH_LONG[monthOf(series[peak])]} seinen Höchstwert von ${series[peak].value}.`,
    `Bis Ende ${MONTH_LONG[monthOf(last)]} fällt er auf ${last.value}.`,
  ].join(' ');
}
