const BERLIN = 'Europe/Berlin';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BERLIN, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BERLIN, timeZoneName: 'longOffset' });

/** Minutes Berlin is ahead of UTC at a moment (60 in winter, 120 in summer). */
function berlinOffsetMinutes(moment: Date): number {
  const name = offsetFormat.formatToParts(moment).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The last millisecond of a calendar day (yyyy-mm-dd) in Berlin: an ad "until 24.12." runs through Christmas Eve. */
export function endOfBerlinDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utcGuess = new Date(Date.UTC(year, month - 1, date, 23, 59, 59, 999));
  return new Date(utcGuess.getTime() - berlinOffsetMinutes(utcGuess) * 60_000);
}

/** The Berlin calendar day (yyyy-mm-dd) of a moment, as a date field shows it. */
export function berlinDay(moment: Date): string {
  return dayFormat.format(moment);
}
