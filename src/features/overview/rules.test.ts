import { describe, expect, it } from 'vitest';
import { deadlines, dueCount, morningRunDay, type DueFacts, durationText, funnel, monthsOf, percentile, PERIOD_PROBLEMS, promiseFigures, resolvePeriod, weeksOf } from './rules';

describe('resolvePeriod', () => {
  const today = '2026-11-25';
  it('knows this week (from Monday), the last 30 days and this season (from 1 September), the season by default', () => {
    expect(resolvePeriod({ period: 'week' }, today)).toEqual({ period: { kind: 'week', from: '2026-11-23', to: today } });
    expect(resolvePeriod({ period: '30d' }, today)).toEqual({ period: { kind: '30d', from: '2026-10-27', to: today } });
    expect(resolvePeriod({}, today)).toEqual({ period: { kind: 'season', from: '2026-09-01', to: today } });
    expect(resolvePeriod({}, '2027-02-10').period.from).toBe('2026-09-01');
    expect(resolvePeriod({ period: 'custom', from: '2026-10-01', to: '2026-10-31' }, today)).toEqual({ period: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' } });
  });

  it('falls back to the season with the reason for a range it cannot use', () => {
    const season = { kind: 'season', from: '2026-09-01', to: today };
    expect(resolvePeriod({ period: 'custom', from: '2026-10-31', to: '2026-10-01' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.endBeforeStart });
    expect(resolvePeriod({ period: 'custom', from: '2022-01-01', to: '2026-01-02' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.tooLong });
    expect(resolvePeriod({ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.customMissing });
    expect(resolvePeriod({ period: 'ever' }, today)).toEqual({ period: season, problem: PERIOD_PROBLEMS.unknownKind });
  });

  it('names the weeks and months a period touches', () => {
    expect(weeksOf({ kind: 'custom', from: '2026-11-25', to: '2026-12-08' })).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(monthsOf({ kind: 'custom', from: '2026-11-25', to: '2027-02-01' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
});

describe('funnel and promises', () => {
  it('gives each step its conversion from the step before', () => {
    const steps = funnel({ requested: 10, callBooked: 8, callHeld: 6, offerSent: 6, offerAccepted: 3, booked: 3, invoiced: 0, paid: 0 });
    expect(steps.map((step) => [step.label, step.count, step.conversion])).toEqual([
      ['Request', 10, null],
      ['Call booked', 8, 0.8],
      ['Call held', 6, 0.75],
      ['Offer sent', 6, 1],
      ['Offer accepted', 3, 0.5],
      ['Booked', 3, 1],
      ['Invoiced', 0, 0],
      ['Paid', 0, null],
    ]);
  });

  it('interpolates percentiles like percentile_cont', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('counts a request not answered after its promise as missed, and one still within it in neither', () => {
    const figures = promiseFigures(
      [
        { waitedHours: 1, ageHours: 100 },
        { waitedHours: 3, ageHours: 100 },
        { waitedHours: 6, ageHours: 100 },
        { waitedHours: null, ageHours: 5 },
        { waitedHours: null, ageHours: 2 },
      ],
      4,
    );
    expect(figures).toEqual({ median: 3, p90: 5.4, kept: 2, missed: 2, share: 0.5 });
    expect(durationText(3.25)).toBe('3 h 15 min');
    expect(durationText(0.5)).toBe('30 min');
    expect(durationText(50)).toBe('2 d 2 h');
  });
});

describe('deadlines', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const facts = (changes: Partial<DueFacts>): DueFacts => ({
    createdAt: new Date('2026-11-25T08:00:00Z'), status: 'neu', callBookedAt: null, callHeldAt: null, offerSentAt: null, acceptedAt: null, offerEndsAt: null, optionEndsAt: null, invoiceDueAt: null, ...changes,
  });

  it('wants a call booked 2 h after the request and the offer 24 h after the held call', () => {
    expect(deadlines(facts({}), now)).toEqual([{ kind: 'call', at: new Date('2026-11-25T10:00:00Z') }]);
    expect(deadlines(facts({ callBookedAt: now, callHeldAt: new Date('2026-11-25T11:00:00Z'), status: 'in_bearbeitung' }), now)).toEqual([{ kind: 'offer', at: new Date('2026-11-26T11:00:00Z') }]);
  });

  it('names an offer or option ending within 48 h, and an overdue invoice, and nothing for a cancelled request', () => {
    const sent = facts({ callBookedAt: now, offerSentAt: now, status: 'angebot_gesendet', offerEndsAt: new Date('2026-11-27T22:59:59Z'), optionEndsAt: new Date('2026-11-26T22:59:59Z') });
    expect(deadlines(sent, now).map((due) => due.kind)).toEqual(['option']);
    expect(deadlines({ ...sent, offerEndsAt: new Date('2026-11-27T11:00:00Z') }, now).map((due) => due.kind)).toEqual(['option', 'validity']);
    expect(deadlines({ ...sent, acceptedAt: now }, now)).toEqual([]);
    expect(deadlines(facts({ status: 'gebucht', acceptedAt: now, invoiceDueAt: new Date('2026-11-24T22:59:59Z') }), now).map((due) => due.kind)).toEqual(['invoice']);
    expect(deadlines(facts({ status: 'abgesagt' }), now)).toEqual([]);
  });
});

describe('dueCount', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const due = [{ next: { kind: 'call' as const, at: new Date('2026-11-25T10:00:00Z') } }, { next: { kind: 'offer' as const, at: new Date('2026-11-25T18:00:00Z') } }];

  it('counts the requests due today and those overdue', () => {
    expect(dueCount(due, null, now)).toEqual({ total: 2, overdue: 1 });
    expect(dueCount([], null, now)).toEqual({ total: 0, overdue: 0 });
  });

  it('counts a closed call booking as one item more, whichever the reason', () => {
    expect(dueCount(due, 'nobody', now)).toEqual({ total: 3, overdue: 1 });
    expect(dueCount([], 'no-slots', now)).toEqual({ total: 1, overdue: 0 });
  });
});

describe('morningRunDay', () => {
  it('is the Berlin working day from 08:00 Berlin time on, in winter and in summer', () => {
    expect(morningRunDay(new Date('2026-11-25T06:59:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-11-25T07:00:00Z'))).toBe('2026-11-25');
    expect(morningRunDay(new Date('2026-11-25T22:59:00Z'))).toBe('2026-11-25');
    expect(morningRunDay(new Date('2026-11-25T23:30:00Z'))).toBeNull();
    // Saturday and Sunday: none. In summer 08:00 Berlin is 06:00 UTC.
    expect(morningRunDay(new Date('2026-11-28T09:00:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-11-29T09:00:00Z'))).toBeNull();
    expect(morningRunDay(new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01');
  });
});
