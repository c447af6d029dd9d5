import { describe, expect, it } from 'vitest';
import { dateOptionSpan, isExpired } from './validity';

describe('isExpired', () => {
  it('keeps the offer open through its last day and closes it on the next Berlin day', () => {
    expect(isExpired('2026-12-09', '2026-12-09', false)).toBe(false);
    expect(isExpired('2026-12-09', '2026-12-10', false)).toBe(true);
  });

  it('never expires an accepted offer', () => {
    expect(isExpired('2026-12-09', '2027-01-10', true)).toBe(false);
  });
});

describe('dateOptionSpan', () => {
  it('gives Berlin winter time instants (UTC+1)', () => {
    expect(dateOptionSpan({ date: '2026-12-11', start: '18:00', end: '23:30' })).toEqual({ start: new Date('2026-12-11T17:00:00Z'), end: new Date('2026-12-11T22:30:00Z') });
  });

  it('ends on the next day when the party goes past midnight', () => {
    expect(dateOptionSpan({ date: '2026-12-12', start: '19:00', end: '01:00' })).toEqual({ start: new Date('2026-12-12T18:00:00Z'), end: new Date('2026-12-13T00:00:00Z') });
  });

  it('gives summer time instants (UTC+2) and crosses the autumn change with its extra hour', () => {
    expect(dateOptionSpan({ date: '2026-10-24', start: '20:00', end: '03:00' })).toEqual({ start: new Date('2026-10-24T18:00:00Z'), end: new Date('2026-10-25T02:00:00Z') });
  });
});
