/** When and under which names backups are written, and which old ones go. Berlin time throughout. */
import { addToDay, berlinDay, berlinTime, formatInBerlin } from '@/lib/time';

const PREFIX = 'weihnachtsfeier-';
export const BACKUP_SUFFIX = '.backup';
const NIGHTLY_HOUR = 3;

/** The next 03:00 in Berlin strictly after `after`. */
export function nextNightlyRun(after: Date): Date {
  const today = berlinDay(after);
  const tonight = berlinTime(today, NIGHTLY_HOUR);
  return tonight.getTime() > after.getTime() ? tonight : berlinTime(addToDay(today, 1), NIGHTLY_HOUR);
}

/** e.g. weihnachtsfeier-2026-11-25-030000.backup: sorts by time, and says when in Berlin it was made. */
export function backupFileName(moment: Date): string {
  return `${PREFIX}${formatInBerlin(moment, 'yyyy-MM-dd-HHmmss')}${BACKUP_SUFFIX}`;
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
