import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { isOverdue, waitingTime as waitingTimeIn } from './statuses';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const waitingTime = (createdAt: Date, at: Date) => waitingTimeIn(createdAt, at, translator('en', 'requests.badge'));

describe('waitingTime', () => {
  it('counts minutes in the first hour, then hours for two days, then days, each rounded down', () => {
    expect(waitingTime(ago(30_000), now)).toBe('just now');
    expect(waitingTime(ago(MINUTE), now)).toBe('1 min ago');
    expect(waitingTime(ago(59 * MINUTE + 59_000), now)).toBe('59 min ago');
    expect(waitingTime(ago(HOUR), now)).toBe('1 h ago');
    expect(waitingTime(ago(3 * HOUR + 59 * MINUTE), now)).toBe('3 h ago');
    expect(waitingTime(ago(47 * HOUR + 59 * MINUTE), now)).toBe('47 h ago');
    expect(waitingTime(ago(48 * HOUR), now)).toBe('2 days ago');
    expect(waitingTime(ago(10 * 24 * HOUR + 5 * HOUR), now)).toBe('10 days ago');
  });

  it('reads a moment slightly in the future (clocks of two processes) as just now', () => {
    expect(waitingTime(new Date(now.getTime() + 5_000), now)).toBe('just now');
  });

  it('speaks German in the German admin', () => {
    const german = translator('de', 'requests.badge');
    expect(waitingTimeIn(ago(3 * HOUR), now, german)).toBe('vor 3 Std.');
    expect(waitingTimeIn(ago(48 * HOUR), now, german)).toBe('vor 2 Tagen');
  });
});

describe('isOverdue', () => {
  it('is a request still new after 24 hours', () => {
    expect(isOverdue('neu', ago(24 * HOUR), now)).toBe(false);
    expect(isOverdue('neu', ago(24 * HOUR + 1), now)).toBe(true);
    expect(isOverdue('in_bearbeitung', ago(48 * HOUR), now)).toBe(false);
  });
});
