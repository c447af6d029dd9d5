import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToDelete, nextNightlyRun } from './schedule';

describe('nextNightlyRun', () => {
  it.each([
    ['an ordinary winter night', '2026-11-24T22:00:00Z', '2026-11-25T02:00:00Z'],
    ['an ordinary summer night', '2026-07-10T12:00:00Z', '2026-07-11T01:00:00Z'],
    ['just before 03:00 Berlin', '2026-11-25T01:59:59Z', '2026-11-25T02:00:00Z'],
    ['at 03:00 Berlin itself: the next night', '2026-11-25T02:00:00Z', '2026-11-26T02:00:00Z'],
    ['the spring Sunday (02:00 is skipped, 03:00 is summer time)', '2026-03-28T22:00:00Z', '2026-03-29T01:00:00Z'],
    ['the autumn Sunday (03:00 comes once, in winter time)', '2026-10-24T22:00:00Z', '2026-10-25T02:00:00Z'],
    ['the night after the autumn change', '2026-10-25T02:00:00Z', '2026-10-26T02:00:00Z'],
    ['New Year', '2026-12-31T23:30:00Z', '2027-01-01T02:00:00Z'],
  ])('%s', (_case, after, expected) => {
    expect(nextNightlyRun(new Date(after)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe('backup file names and retention', () => {
  it('names a backup by its Berlin time', () => {
    expect(backupFileName(new Date('2026-11-25T02:00:07Z'))).toBe('weihnachtsfeier-2026-11-25-030007.backup');
    expect(backupFileName(new Date('2026-07-01T01:00:00Z'))).toBe('weihnachtsfeier-2026-07-01-030000.backup');
  });

  it('deletes all but the newest ones, and never a file it did not write', () => {
    const names = ['weihnachtsfeier-2026-11-20-030000.backup', 'weihnachtsfeier-2026-11-22-030000.backup', 'notes.txt', 'weihnachtsfeier-2026-11-21-030000.backup', 'weihnachtsfeier-2026-11-23-140512.backup'];
    expect(backupsToDelete(names, 2)).toEqual(['weihnachtsfeier-2026-11-21-030000.backup', 'weihnachtsfeier-2026-11-20-030000.backup']);
    expect(backupsToDelete(names, 7)).toEqual([]);
  });
});
