/** When and under which names backups are written, and which old ones go. Berlin time throughout. */

const PREFIX = 'weihnachtsfeier-';
export const BACKUP_SUFFIX = '.backup';
const NIGHTLY_HOUR = 3;

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function inBerlin(moment: Date) {
  const parts = Object.fromEntries(berlinParts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far Berlin is ahead of UTC at `moment`, in milliseconds (one or two hours). */
function berlinOffset(moment: Date): number {
  const local = inBerlin(moment);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - Math.floor(moment.getTime() / 1000) * 1000;
}

/** The moment it is `hour`:00 in Berlin on the given Berlin calendar day (the offset of that very hour). */
function berlinTime(year: number, month: number, day: number, hour: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const guess = new Date(asUtc - berlinOffset(new Date(asUtc)));
  return new Date(asUtc - berlinOffset(guess));
}

/** The next 03:00 in Berlin strictly after `after`. */
export function nextNightlyRun(after: Date): Date {
  const today = inBerlin(after);
  for (let days = 0; ; days++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    const run = berlinTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), NIGHTLY_HOUR);
    if (run.getTime() > after.getTime()) return run;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** e.g. weihnachtsfeier-2026-11-25-030000.backup: sorts by time, and says when in Berlin it was made. */
export function backupFileName(moment: Date): string {
  const { year, month, day, hour, minute, second } = inBerlin(moment);
  return `${PREFIX}${year}-${two(month)}-${two(day)}-${two(hour)}${two(minute)}${two(second)}${BACKUP_SUFFIX}`;
}

export function isBackupFileName(name: string): boolean {
  return /^weihnachtsfeier-\d{4}-\d{2}-\d{2}-\d{6}\.backup$/.test(name);
}

/** Of the backups in a folder, those beyond the `keep` newest (by name, which is by time). */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  return names
    .filter(isBackupFileName)
    .sort()
    .reverse()
    .slice(keep);
}
