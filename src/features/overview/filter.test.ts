import { describe, expect, it } from 'vitest';
import { catalogue } from '@/i18n/translator';
import { overviewQuery, parseOverviewFilter } from './filter';
import { PERIOD_PROBLEMS } from './rules';

describe('the overview filter in the address', () => {
  const today = '2026-11-25';
  it('reads period, city and package', () => {
    expect(parseOverviewFilter({ period: 'custom', from: '2026-10-01', to: '2026-10-31', city: 'koeln', package: 'premium' }, today)).toEqual({
      filter: { period: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' }, city: 'koeln', package: 'premium' },
      problems: [],
    });
  });

  it('names each part it cannot use and shows the default instead, never failing', () => {
    const { filter, problems } = parseOverviewFilter({ period: 'custom', from: '2026-10-31', to: '2026-10-01', city: 'atlantis', package: 'gold' }, today);
    expect(filter).toEqual({ period: { kind: 'season', from: '2026-09-01', to: today }, city: undefined, package: undefined });
    expect(problems[0]).toEqual({ key: PERIOD_PROBLEMS.endBeforeStart });
    const t = catalogue('en');
    expect(problems.map((problem) => t(problem.key, problem.values))).toEqual([
      'The end of the range lies before its start: showing this season.',
      'Unknown city “atlantis”: showing all cities.',
      'Unknown package “gold”: showing all packages.',
    ]);
    expect(parseOverviewFilter({ period: ['week', '30d'] }, today).filter.period.kind).toBe('season');
  });

  it('writes a filter back as its address', () => {
    expect(overviewQuery({ period: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' }, city: 'koeln' })).toBe('?period=custom&from=2026-10-01&to=2026-10-31&city=koeln');
    expect(overviewQuery({ period: { kind: 'week', from: '2026-11-23', to: today } }, 'season')).toBe('?period=season');
  });
});
