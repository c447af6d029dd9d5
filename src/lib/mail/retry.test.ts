import { describe, expect, it } from 'vitest';
import { afterFailure, retryDelayMs } from './retry';

const policy = { baseDelayMs: 1000, maxDelayMs: 10_000, maxAttempts: 5 };

describe('retryDelayMs', () => {
  it('doubles per failure up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('afterFailure', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('schedules the next attempt while attempts remain', () => {
    expect(afterFailure(2, policy, now)).toEqual({ status: 'pending', nextAttemptAt: new Date('2026-11-21T10:00:02Z') });
  });
  it('gives up after the last allowed attempt', () => {
    expect(afterFailure(5, policy, now).status).toBe('failed');
  });
});
