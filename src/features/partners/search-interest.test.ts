import { describe, expect, it } from 'vitest';
import { describeSearchInterest, monthTicks, peakWeek, planningStart, SEARCH_INTEREST } from './search-interest';

describe('the search-interest series', () => {
  it('covers a year of weeks with values from 3 to 100', () => {
    expect(SEARCH_INTEREST).toHaveLength(52);
    expect(Math.min(...SEARCH_INTEREST.map((w) => w.value))).toBe(3);
    expect(Math.max(...SEARCH_INTEREST.map((w) => w.value))).toBe(100);
    expect(SEARCH_INTEREST[0].date).toBe('2025-01-06');
    expect(SEARCH_INTEREST[51].date).toBe('2025-12-29');
  });

  it('rises from June and peaks in November', () => {
    expect(SEARCH_INTEREST[planningStart(SEARCH_INTEREST)].date).toBe('2025-06-02');
    expect(SEARCH_INTEREST[peakWeek(SEARCH_INTEREST)].date).toBe('2025-11-17');
  });

  it('ticks each month at its first week', () => {
    const ticks = monthTicks(SEARCH_INTEREST);
    expect(ticks.map((t) => t.label)).toEqual(['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez']);
    expect(ticks.map((t) => t.week)).toEqual([0, 4, 8, 13, 17, 21, 26, 30, 34, 39, 43, 47]);
  });

  it('is described in German words', () => {
    expect(describeSearchInterest(SEARCH_INTEREST)).toBe(
      'Von Januar bis Mai liegt der Index zwischen 3 und 8. Ab Juni steigt er Woche für Woche und erreicht in der Woche ab dem 17. November seinen Höchstwert von 100. Bis Ende Dezember fällt er auf 6.',
    );
  });
});
