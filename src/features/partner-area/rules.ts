/** The partner area's figures and the team's review of operators' changes, as pure functions. */
import { addToDay, type Day } from '@/lib/time';

/** How many days the clicks chart shows, today included. */
export const CLICK_CHART_DAYS = 30;

/** Every day from `from` to `to` with its clicks: days without a row count 0, so the chart has no gaps. */
export function dailyClicks(from: Day, to: Day, rows: readonly { day: Day; clicks: number }[]): { day: Day; clicks: number }[] {
  const byDay = new Map(rows.map((row) => [row.day, row.clicks]));
  const days: { day: Day; clicks: number }[] = [];
  for (let day = from; day <= to; day = addToDay(day, 1)) days.push({ day, clicks: byDay.get(day) ?? 0 });
  return days;
}

/** "24.11.": a day as the chart's axis and table name it. */
export const dayLabel = (day: Day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** Who sent something, as the team reads it: the account's name, its address only when it has none. */
export const senderName = (name: string | null, email: string) => name?.trim() || email;
